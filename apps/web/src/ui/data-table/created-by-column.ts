import type { ColumnDef } from '@tanstack/react-table';
import type { ColumnPriority } from './column-priority.ts';

/** The Created By column: the creator's name, blank when unknown; not sortable (the server would sort by id). */
export function createdByColumn<Row>(nameOf: (row: Row) => string | null | undefined, priority: ColumnPriority = 'low'): ColumnDef<Row, unknown> {
  return {
    id: 'created_by',
    header: 'Created By',
    accessorFn: (row) => nameOf(row) ?? '',
    enableSorting: false,
    meta: { truncate: true, priority },
  };
}
