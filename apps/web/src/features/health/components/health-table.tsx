import type { SortingState } from '@tanstack/react-table';
import type { CheckSummary } from '@vigil/domain';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import type { HealthRow } from '../utils/check-grouping.ts';
import { HEALTH_COLUMNS } from './health-table-columns.tsx';

export interface HealthTableProps {
  rows: HealthRow[];
  isLoading: boolean;
  isFetching: boolean;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  onCheckClick: (check: CheckSummary) => void;
}

/** Every row is already loaded: the table only limits what is rendered. */
const VIRTUAL_ROWS = {};
const childrenOf = (row: HealthRow) => (row.kind === 'group' ? row.children : undefined);

/** Checks, grouped into expandable rows, sorted in the browser; only the rows in view are rendered. */
export function HealthTable({ rows, isLoading, isFetching, sorting, onSortingChange, onCheckClick }: HealthTableProps) {
  return (
    <DataTable
      label="Health checks"
      columns={HEALTH_COLUMNS}
      data={rows}
      getRowId={(row) => row.id}
      getSubRows={childrenOf}
      isLoading={isLoading}
      isFetching={isFetching}
      sorting={sorting}
      onSortingChange={onSortingChange}
      virtual={VIRTUAL_ROWS}
      className="min-h-0 flex-1"
      expandOnRowClick
      onRowClick={(row) => {
        if (row.kind === 'check') onCheckClick(row.check);
      }}
    />
  );
}
