import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { TimestampCell } from '#src/ui/data-table/timestamp-cell.tsx';
import type { ConfigInsightRow } from '#src/features/catalog/api/config-insight.types.ts';
import { severityClasses } from '#src/features/catalog/utils/changes/change-severities.ts';

const CATALOG_COLUMN: ColumnDef<ConfigInsightRow> = {
  id: 'config',
  header: 'Catalog',
  enableSorting: false,
  accessorFn: (row) => row.config?.name ?? row.config_name ?? '',
  cell: ({ row }) => (
    <Link
      to={`/catalog/${row.original.config_id}`}
      onClick={(event) => event.stopPropagation()}
      className="text-blue-700 hover:underline"
    >
      {row.original.config?.name ?? row.original.config_name ?? row.original.config_id}
    </Link>
  ),
  meta: { truncate: true },
};

const INSIGHT_COLUMNS: ColumnDef<ConfigInsightRow>[] = [
  { id: 'analysis_type', header: 'Type', enableSorting: false, accessorFn: (row) => row.analysis_type ?? '', meta: { priority: 'medium' } },
  { id: 'analyzer', header: 'Analyzer', enableSorting: false, accessorFn: (row) => row.analyzer, meta: { truncate: true } },
  {
    id: 'severity',
    header: 'Severity',
    enableSorting: false,
    accessorFn: (row) => row.severity ?? '',
    cell: ({ row }) =>
      row.original.severity ? (
        <span className={`rounded px-1.5 py-0.5 text-xs ${severityClasses(row.original.severity)}`}>{row.original.severity}</span>
      ) : null,
  },
  { id: 'status', header: 'Status', enableSorting: false, accessorFn: (row) => row.status ?? '', meta: { priority: 'medium' } },
  {
    id: 'first_observed',
    header: 'First Observed',
    accessorFn: (row) => row.first_observed ?? '',
    cell: TimestampCell,
    meta: { className: 'whitespace-nowrap tabular-nums', priority: 'low' },
  },
  {
    id: 'last_observed',
    header: 'Last Observed',
    accessorFn: (row) => row.last_observed ?? '',
    cell: TimestampCell,
    meta: { className: 'whitespace-nowrap' },
  },
];

/** Columns of the insights table; the Catalog column is left out on a config's own page. */
export function insightsTableColumns(showCatalog: boolean): ColumnDef<ConfigInsightRow>[] {
  return showCatalog ? [CATALOG_COLUMN, ...INSIGHT_COLUMNS] : INSIGHT_COLUMNS;
}
