import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '#src/ui/data-table/data-table.tsx';

type Node = { name: string; kind: string; children?: Node[] };
const column = createColumnHelper<Node>();
const COLUMNS = [column.accessor('name', { header: 'Name' }), column.accessor('kind', { header: 'Kind' })];
const TREE: Node[] = [{ name: 'cluster', kind: 'group', children: [{ name: 'node-a', kind: 'leaf' }] }];

const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable expandOnRowClick', () => {
  it('opens and closes a row with children on a click anywhere on it, and still hands leaf rows to onRowClick', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(<DataTable columns={COLUMNS} data={TREE} getSubRows={(node) => node.children} expandOnRowClick onRowClick={onRowClick} />);
    await user.click(screen.getByRole('cell', { name: 'group' }));
    expect(firstCells()).toEqual(['cluster', 'node-a']);
    await user.click(screen.getByRole('cell', { name: 'leaf' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'node-a' }));
    await user.click(screen.getByRole('cell', { name: 'group' }));
    expect(firstCells()).toEqual(['cluster']);
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('leaves a parent row to onRowClick without it', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(<DataTable columns={COLUMNS} data={TREE} getSubRows={(node) => node.children} onRowClick={onRowClick} />);
    await user.click(screen.getByRole('cell', { name: 'group' }));
    expect(firstCells()).toEqual(['cluster']);
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'cluster' }));
  });
});
