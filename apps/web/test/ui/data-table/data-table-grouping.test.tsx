import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { AGENT_COLUMNS, makeAgents } from './fixtures.ts';

const bodyRows = () => screen.getAllByRole('row').slice(1);
const rowTexts = () => bodyRows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
const group = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('DataTable grouping', () => {
  it('shows one collapsed row per group with a count badge and the summed numbers', () => {
    render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(7)} groupBy={['type']} />);
    // kubernetes: agents 1, 4, 7 (checks 0, 21, 19); aws: 2, 5 (7, 5); local: 3, 6 (14, 12).
    expect(rowTexts()).toEqual([
      ['', 'kubernetes3', '40'],
      ['', 'aws2', '12'],
      ['', 'local2', '26'],
    ]);
    expect(group('kubernetes')).toHaveAttribute('aria-expanded', 'false');
    expect(within(group('kubernetes')).getByTitle('3 rows')).toHaveTextContent('3');
  });

  it('expands and collapses a group to show its rows', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(7)} groupBy={['type']} />);
    await user.click(group('aws'));
    expect(group('aws')).toHaveAttribute('aria-expanded', 'true');
    expect(rowTexts()).toEqual([
      ['', 'kubernetes3', '40'],
      ['', 'aws2', '12'],
      ['agent-002', '', '7'],
      ['agent-005', '', '5'],
      ['', 'local2', '26'],
    ]);
    await user.click(group('aws'));
    expect(bodyRows()).toHaveLength(3);
  });

  it('also expands on a click anywhere on the group row', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(7)} groupBy={['type']} />);
    await user.click(within(bodyRows()[2] as HTMLElement).getByRole('cell', { name: '26' }));
    expect(group('local')).toHaveAttribute('aria-expanded', 'true');
  });

  it('uses the column label for groups when given one', () => {
    const columns = AGENT_COLUMNS.map((column) =>
      column.header === 'Type' ? { ...column, meta: { groupLabel: (value: unknown) => `Type: ${String(value)}` } } : column,
    );
    render(<DataTable columns={columns} data={makeAgents(3)} groupBy={['type']} />);
    expect(group('Type: aws')).toBeInTheDocument();
  });
});

describe('DataTable saved state', () => {
  it('remembers expanded groups for the session under its key', async () => {
    const user = userEvent.setup();
    const view = render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(7)} groupBy={['type']} savedStateKey="agents" />);
    await user.click(group('local'));
    view.unmount();

    render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(7)} groupBy={['type']} savedStateKey="agents" />);
    expect(group('local')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('cell', { name: 'agent-006' })).toBeInTheDocument();
    expect(group('aws')).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not share expansion between keys or without a key', async () => {
    const user = userEvent.setup();
    const view = render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(7)} groupBy={['type']} savedStateKey="agents" />);
    await user.click(group('local'));
    view.unmount();

    const other = render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(7)} groupBy={['type']} savedStateKey="checks" />);
    expect(group('local')).toHaveAttribute('aria-expanded', 'false');
    other.unmount();
    render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(7)} groupBy={['type']} />);
    expect(group('local')).toHaveAttribute('aria-expanded', 'false');
  });

  it('restores the scroll position when the list comes back', () => {
    const view = render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(200)} savedStateKey="agents" />);
    const scroller = screen.getByTestId('data-table-scroll');
    scroller.scrollTop = 420;
    fireEvent.scroll(scroller);
    view.unmount();

    render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(200)} savedStateKey="agents" />);
    expect(screen.getByTestId('data-table-scroll').scrollTop).toBe(420);
  });

  it('waits for rows before restoring the scroll position', () => {
    const first = render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(200)} savedStateKey="agents" />);
    const scroller = screen.getByTestId('data-table-scroll');
    scroller.scrollTop = 300;
    fireEvent.scroll(scroller);
    first.unmount();

    const view = render(<DataTable columns={AGENT_COLUMNS} data={[]} isLoading savedStateKey="agents" />);
    expect(screen.getByTestId('data-table-scroll').scrollTop).toBe(0);
    view.rerender(<DataTable columns={AGENT_COLUMNS} data={makeAgents(200)} savedStateKey="agents" />);
    expect(screen.getByTestId('data-table-scroll').scrollTop).toBe(300);
  });
});
