import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pivotChecks } from '#src/features/health/utils/check-pivot.ts';
import { readHealthUrlState } from '#src/features/health/utils/health-search-params.ts';
import { aCheck } from './support/check-fixtures.ts';
import { openHealth, serveHealth } from './support/health-page.tsx';
import { chooseOption, optionsOf } from '#test/support/kit-select.ts';

async function pivotTable() {
  const found = await screen.findByRole('table', { name: 'Health pivot' });
  await waitFor(() => expect(found).not.toHaveAttribute('aria-busy'));
  return found;
}

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);

/** The body row whose first cell reads `label`. */
const rowOf = (table: HTMLElement, label: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent?.startsWith(label))!;

describe('Health dashboard pivot', () => {
  it('turns the table into groups by namespace, opening a check from a cell or from its list', async () => {
    serveHealth();
    const page = openHealth('/health?hidePassing=false');
    await screen.findByRole('table', { name: 'Health checks' });
    const pivotBy = screen.getByRole('combobox', { name: 'Pivot By' });
    expect((await optionsOf(pivotBy)).map((option) => option.textContent)).toEqual([
      'No Pivot',
      'Namespace',
      'Type',
      'Agent',
      'Label',
    ]);
    await chooseOption(pivotBy, 'Namespace');
    expect(page.search().get('pivotBy')).toBe('namespace');

    const table = await pivotTable();
    expect(headers(table)).toEqual(['Checks', 'dev', 'prod', 'none']);
    expect(screen.queryByRole('table', { name: 'Health checks' })).not.toBeInTheDocument();
    const web = rowOf(table, 'web');
    const webProd = within(web).getByRole('button', { name: '2 checks (web, prod)' });
    expect(within(webProd).getByRole('img', { name: 'Mixed' })).toBeInTheDocument();
    expect(within(rowOf(table, 'storage')).getByRole('button', { name: 'cache (storage, none)' })).toBeInTheDocument();

    await userEvent.click(webProd);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['homepage', 'login']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /login/ }));
    expect(page.search().get('checkId')).toMatch(/^01900000-/);
  });

  it('shows uptime or latency in the cells and leaves the URL when back on the defaults', async () => {
    serveHealth();
    const page = openHealth('/health?hidePassing=false&pivotBy=namespace');
    const table = await pivotTable();
    await chooseOption(screen.getByRole('combobox', { name: 'Pivot Cell' }), 'Uptime');
    expect(page.search().get('pivotCellType')).toBe('uptime');
    // homepage 10 of 10 and login 3 of 4 runs passed: 13 of 14 together.
    expect(within(rowOf(table, 'web')).getByRole('button', { name: '2 checks (web, prod)' })).toHaveTextContent('92.9%');

    await chooseOption(screen.getByRole('combobox', { name: 'Pivot Cell' }), 'Latency');
    expect(within(rowOf(table, 'storage')).getByRole('button', { name: 'orders-db (storage, dev)' })).toHaveTextContent('40ms');

    await chooseOption(screen.getByRole('combobox', { name: 'Pivot Cell' }), 'Health');
    expect(page.search().has('pivotCellType')).toBe(false);
    await chooseOption(screen.getByRole('combobox', { name: 'Pivot By' }), 'No Pivot');
    expect(page.search().has('pivotBy')).toBe(false);
    expect(await screen.findByRole('table', { name: 'Health checks' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Pivot Cell' })).not.toBeInTheDocument();
  });

  it('pivots by a label key from the URL, as after a reload', async () => {
    serveHealth();
    const page = openHealth('/health?hidePassing=false&pivotBy=label&pivotLabel=critical&pivotCellType=latency');
    const table = await pivotTable();
    expect(screen.getByRole('combobox', { name: 'Pivot By' })).toHaveValue('label');
    expect(screen.getByRole('combobox', { name: 'Pivot Label' })).toHaveValue('critical');
    expect(screen.getByRole('combobox', { name: 'Pivot Cell' })).toHaveValue('latency');
    expect(headers(table)).toEqual(['Checks', 'true', 'none']);

    await chooseOption(screen.getByRole('combobox', { name: 'Pivot Label' }), 'env');
    expect(page.search().get('pivotLabel')).toBe('env');
    expect(headers(table)).toEqual(['Checks', 'dev', 'prod', 'none']);
    await userEvent.click(within(rowOf(table, 'storage')).getByRole('button', { name: 'orders-db (storage, dev)' }));
    expect(page.search().get('checkId')).toMatch(/^01900000-/);
  });

  it('offers the pivot only with the table layout', async () => {
    serveHealth();
    openHealth('/health?layout=card&pivotBy=namespace');
    await screen.findByRole('list', { name: 'Health checks' });
    expect(screen.queryByRole('combobox', { name: 'Pivot By' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Health pivot' })).not.toBeInTheDocument();
  });
});

describe('pivotChecks', () => {
  it('makes a row per group and a row per check outside any group, with the empty value last', () => {
    const checks = [
      aCheck({ name: 'a', description: 'api', type: 'http' }),
      aCheck({ name: 'b', description: 'api', type: 'tcp' }),
      aCheck({ name: 'c', description: null, type: '' }),
    ];
    const pivot = pivotChecks(checks, 'description', 'type', null);
    expect(pivot.columns).toEqual(['http', 'tcp', 'none']);
    expect(pivot.rows.map((row) => [row.label, [...row.cells.keys()]])).toEqual([
      ['api', ['http', 'tcp']],
      ['c', ['none']],
    ]);
  });
});

describe('pivot URL state', () => {
  it('reads the pivot parameters and falls back to no pivot and health dots for unknown values', () => {
    expect(readHealthUrlState(new URLSearchParams('pivotBy=label&pivotLabel=env&pivotCellType=uptime'))).toMatchObject({
      pivotBy: 'label',
      pivotLabel: 'env',
      pivotCellType: 'uptime',
    });
    expect(readHealthUrlState(new URLSearchParams('pivotBy=owner&pivotCellType=color'))).toMatchObject({
      pivotBy: 'none',
      pivotLabel: null,
      pivotCellType: 'health',
    });
  });
});
