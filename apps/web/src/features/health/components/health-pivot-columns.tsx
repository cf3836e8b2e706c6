import type { ColumnDef } from '@tanstack/react-table';
import type { CheckSummary } from '@vigil/domain';
import type { PivotRow } from '../utils/check-pivot.ts';
import type { PivotCellType } from '../utils/health-search-params.ts';
import { HealthStatusDot } from './health-status-dot.tsx';
import { PivotCell } from './pivot-cell.tsx';
import { cellHealth } from '../utils/pivot-cell-values.ts';

/** The pivot's columns: the row's group, then one per pivot value. */
export function healthPivotColumns(
  values: readonly string[],
  cellType: PivotCellType,
  onCheckClick: (check: CheckSummary) => void,
): ColumnDef<PivotRow, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Checks',
      accessorFn: (row) => row.label.toLowerCase(),
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-2 font-medium text-gray-900">
          <HealthStatusDot state={cellHealth(row.original.checks)} />
          {row.original.label}
          {row.original.checks.length > 1 && (
            <span title={`${row.original.checks.length} checks`} className="rounded-full bg-gray-200 px-2 text-xs leading-5 text-gray-700">
              {row.original.checks.length}
            </span>
          )}
        </span>
      ),
    },
    ...values.map(
      (value): ColumnDef<PivotRow, unknown> => ({
        id: `pivot:${value}`,
        header: value,
        enableSorting: false,
        cell: ({ row }) => (
          <PivotCell
            checks={row.original.cells.get(value)}
            cellType={cellType}
            place={`${row.original.label}, ${value}`}
            onCheckClick={onCheckClick}
          />
        ),
        meta: { className: 'text-center' },
      }),
    ),
  ];
}
