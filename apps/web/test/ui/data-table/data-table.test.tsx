import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { AGENT_COLUMNS, type Agent, makeAgents } from './fixtures.ts';

const bodyRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('DataTable', () => {
  it('shows the column headers and one row per item', () => {
    render(<DataTable label="Agents" columns={AGENT_COLUMNS} data={makeAgents(3)} />);
    const table = screen.getByRole('table', { name: 'Agents' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Type', 'Checks']);
    expect(firstCells()).toEqual(['agent-001', 'agent-002', 'agent-003']);
    expect(within(bodyRows()[1] as HTMLElement).getByRole('cell', { name: 'aws' })).toBeInTheDocument();
  });

  it("says 'No data available' when there are no rows", () => {
    render(<DataTable columns={AGENT_COLUMNS} data={[]} />);
    expect(screen.getByRole('cell', { name: 'No data available' })).toBeInTheDocument();
  });

  it('shows 8 skeleton rows while the first data loads, not the empty message', () => {
    render(<DataTable columns={AGENT_COLUMNS} data={[]} isLoading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(8);
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
  });

  it('sorts ascending, then descending, then removes the sort on a third click', async () => {
    const user = userEvent.setup();
    const agents = [
      { id: 'a', name: 'beta', type: 'aws', checks: 5 },
      { id: 'b', name: 'alpha', type: 'local', checks: 12 },
      { id: 'c', name: 'gamma', type: 'aws', checks: 1 },
    ];
    render(<DataTable columns={AGENT_COLUMNS} data={agents} />);
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Name')).getByRole('button'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['alpha', 'beta', 'gamma']);

    await user.click(within(header('Name')).getByRole('button'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['gamma', 'beta', 'alpha']);

    await user.click(within(header('Name')).getByRole('button'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(firstCells()).toEqual(['beta', 'alpha', 'gamma']);
  });

  it('sorts numbers ascending first too, and one column at a time', async () => {
    const user = userEvent.setup();
    const agents = [
      { id: 'a', name: 'beta', type: 'aws', checks: 5 },
      { id: 'b', name: 'alpha', type: 'local', checks: 12 },
      { id: 'c', name: 'gamma', type: 'aws', checks: 1 },
    ];
    render(<DataTable columns={AGENT_COLUMNS} data={agents} />);
    await user.click(within(header('Name')).getByRole('button'));
    await user.click(within(header('Checks')).getByRole('button'));
    expect(header('Checks')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(firstCells()).toEqual(['gamma', 'beta', 'alpha']);
  });

  it('leaves the order to the server when sorting is server-side, reporting the wanted order', async () => {
    const user = userEvent.setup();
    const onSortingChange = vi.fn();
    const agents = makeAgents(3).reverse();
    render(
      <DataTable columns={AGENT_COLUMNS} data={agents} manualSorting sorting={[]} onSortingChange={onSortingChange} />,
    );
    await user.click(within(header('Name')).getByRole('button'));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    expect(firstCells()).toEqual(['agent-003', 'agent-002', 'agent-001']);
  });

  it('marks the sorted column from controlled sorting', () => {
    render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(3)} sorting={[{ id: 'checks', desc: true }]} />);
    expect(header('Checks')).toHaveAttribute('aria-sort', 'descending');
  });

  it('does not offer sorting on a column that opts out', () => {
    const column = createColumnHelper<Agent>();
    const columns = [column.accessor('name', { header: 'Name', enableSorting: false })];
    render(<DataTable columns={columns} data={makeAgents(2)} />);
    expect(within(header('Name')).queryByRole('button')).not.toBeInTheDocument();
    expect(header('Name')).not.toHaveAttribute('aria-sort');
  });

  it('hands the clicked row to the row click callback, also from the keyboard', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(3)} onRowClick={onRowClick} />);
    await user.click(screen.getByRole('cell', { name: 'agent-002' }));
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'id-2', name: 'agent-002' }));

    (bodyRows()[2] as HTMLElement).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'id-3' }));
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('leaves clicks on controls inside a row to those controls', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    const onDelete = vi.fn();
    const column = createColumnHelper<Agent>();
    const columns = [
      column.accessor('name', { header: 'Name' }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <button type="button" onClick={() => onDelete(row.original.id)}>
            Delete {row.original.name}
          </button>
        ),
      }),
    ];
    render(<DataTable columns={columns} data={makeAgents(2)} onRowClick={onRowClick} />);
    await user.click(screen.getByRole('button', { name: 'Delete agent-001' }));
    expect(onDelete).toHaveBeenCalledWith('id-1');
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('shows tree rows under an expander', async () => {
    const user = userEvent.setup();
    type Node = { name: string; children?: Node[] };
    const column = createColumnHelper<Node>();
    const tree: Node[] = [{ name: 'cluster', children: [{ name: 'namespace-a' }, { name: 'namespace-b' }] }];
    render(
      <DataTable
        columns={[column.accessor('name', { header: 'Name' })]}
        data={tree}
        getSubRows={(node) => node.children}
      />,
    );
    expect(firstCells()).toEqual(['cluster']);
    await user.click(screen.getByRole('button', { name: 'Expand row' }));
    expect(firstCells()).toEqual(['cluster', 'namespace-a', 'namespace-b']);
    await user.click(screen.getByRole('button', { name: 'Collapse row' }));
    expect(firstCells()).toEqual(['cluster']);
  });
});
