import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CheckSummary } from '@vigil/domain';
import { aCheck } from './support/check-fixtures.ts';
import { openHealth, serveHealth, table } from './support/health-page.tsx';
import { layoutForEachTest } from './support/virtual-layout.ts';

// A 350 px high screen holds 10 table rows of 35 px; the table renders 10 more on each side.
layoutForEachTest({ viewportHeight: 350, viewportWidth: 1024 });

const pad = (index: number) => String(index).padStart(4, '0');

/** 5,000 checks, 50 to a canary. */
function manyChecks(): CheckSummary[] {
  return Array.from({ length: 5000 }, (_, index) =>
    aCheck({ name: `probe-${pad(index + 1)}`, canary_name: `canary-${pad(Math.floor(index / 50) + 1)}` }),
  );
}

const renderedRows = (found: HTMLElement) => within(found).getAllByRole('row').filter((row) => row.hasAttribute('data-index'));
const firstCells = (found: HTMLElement) => renderedRows(found).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

function scroll(box: HTMLElement, top: number) {
  act(() => {
    box.scrollTop = top;
    fireEvent.scroll(box);
  });
}

// Building 5,000 rows in jsdom is slow on a busy machine; this is not a measure of the page.
describe('Health dashboard with thousands of checks', { timeout: 20_000 }, () => {
  it('renders only a window of the 5,000 rows and the rows of wherever the user scrolls to', async () => {
    const checks = manyChecks();
    serveHealth({ body: { checks_summary: checks } });
    const page = openHealth('/health?hidePassing=false&groupBy=no-group');
    const found = await table();
    expect(found).toHaveAttribute('aria-rowcount', '5001');
    await waitFor(() => expect(firstCells(found)[0]).toBe('probe-0001default'));
    expect(renderedRows(found).length).toBeLessThanOrEqual(30);

    scroll(screen.getByTestId('data-table-scroll'), 35 * 3000);
    const shown = firstCells(found);
    expect(shown).toContain('probe-3001default');
    expect(shown).not.toContain('probe-0001default');
    expect(shown.length).toBeLessThanOrEqual(30);
    await userEvent.click(screen.getByText('probe-3005'));
    expect(page.search().get('checkId')).toBe(checks[3004]!.id);
  });

  it('still expands and collapses groups', async () => {
    serveHealth({ body: { checks_summary: manyChecks() } });
    openHealth('/health?hidePassing=false');
    const found = await table();
    expect(found).toHaveAttribute('aria-rowcount', '101');
    const first = screen.getByText('canary-0001').closest('tr')!;
    await userEvent.click(within(first).getByRole('button', { name: 'Expand row' }));
    expect(found).toHaveAttribute('aria-rowcount', '151');
    expect(firstCells(found).slice(0, 3)).toEqual(['canary-000150', 'probe-0001default', 'probe-0002default']);
    expect(renderedRows(found).length).toBeLessThanOrEqual(30);

    await userEvent.click(within(first).getByRole('button', { name: 'Collapse row' }));
    expect(found).toHaveAttribute('aria-rowcount', '101');
    expect(screen.queryByText('probe-0001')).not.toBeInTheDocument();
  });

  it('renders only the cards in view, four to a row on a 1024 px wide screen', async () => {
    serveHealth({ body: { checks_summary: manyChecks() } });
    openHealth('/health?hidePassing=false&layout=card');
    const list = await screen.findByRole('list', { name: 'Health checks' });
    await waitFor(() => expect(within(list).getAllByRole('button')[0]).toHaveTextContent(/^probe-0001/));
    expect(list).toHaveStyle({ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' });
    const cards = within(list).getAllByRole('button');
    expect(cards.length).toBeGreaterThanOrEqual(12);
    expect(cards.length).toBeLessThanOrEqual(48);

    // Row 600 of 1,250 rows of 108 px (a 96 px card and a 12 px gap) holds checks 2401 to 2404.
    scroll(screen.getByTestId('health-cards-scroll'), 12 + 108 * 600);
    const names = within(list)
      .getAllByRole('button')
      .map((card) => card.textContent?.slice(0, 'probe-0000'.length));
    expect(names).toContain('probe-2401');
    expect(names).not.toContain('probe-0001');
    expect(names.length).toBeLessThanOrEqual(48);
  });
});
