import type { ColumnDef } from '@tanstack/react-table';
import type { ColumnPriority } from './column-priority.ts';
import { TimestampCell } from './timestamp-cell.tsx';

/** A column of times (Created, Updated, Last Seen): relative, the absolute time in a tooltip; sorted by the server under its id. */
export function timestampColumn<Row>(
  id: string,
  header: string,
  valueOf: (row: Row) => string | null | undefined,
  priority?: ColumnPriority,
): ColumnDef<Row, unknown> {
  return {
    id,
    header,
    accessorFn: (row) => valueOf(row) ?? null,
    cell: TimestampCell,
    meta: { className: 'whitespace-nowrap tabular-nums', ...(priority === undefined ? {} : { priority }) },
  };
}
