import { useMemo } from 'react';
import type { CheckSummary } from '@vigil/domain';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import type { HealthPivot, PivotRow } from '../utils/check-pivot.ts';
import type { PivotCellType } from '../utils/health-search-params.ts';
import { healthPivotColumns } from './health-pivot-columns.tsx';

export interface HealthPivotTableProps {
  pivot: HealthPivot;
  cellType: PivotCellType;
  isLoading: boolean;
  isFetching: boolean;
  onCheckClick: (check: CheckSummary) => void;
}

const rowIdOf = (row: PivotRow) => row.id;

/** The checks as a matrix of groups by pivot values; only the rows in view are rendered. */
export function HealthPivotTable({ pivot, cellType, isLoading, isFetching, onCheckClick }: HealthPivotTableProps) {
  const columns = useMemo(() => healthPivotColumns(pivot.columns, cellType, onCheckClick), [pivot.columns, cellType, onCheckClick]);
  return (
    <DataTable
      label="Health pivot"
      columns={columns}
      data={pivot.rows}
      getRowId={rowIdOf}
      isLoading={isLoading}
      isFetching={isFetching}
      virtual={{}}
      className="min-h-0 flex-1"
    />
  );
}
