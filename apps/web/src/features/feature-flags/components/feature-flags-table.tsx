import type { ColumnDef } from '@tanstack/react-table';
import { Flag, Lock } from 'lucide-react';
import { Badge } from '#src/ui/badge/badge.tsx';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { createdByColumn } from '#src/ui/data-table/created-by-column.ts';
import { timestampColumn } from '#src/ui/data-table/timestamp-column.ts';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';
import type { FeatureFlag } from '../api/list-feature-flags.ts';
import { isLocalFlag } from '../utils/local-flags.ts';

export interface FeatureFlagsTableProps {
  flags: FeatureFlag[];
  isLoading: boolean;
  isFetching: boolean;
  /** Given only to users who may change flags. */
  onRowClick?: (flag: FeatureFlag) => void;
}

function SourceCell({ source }: { source: string }) {
  if (!isLocalFlag({ source })) return <Badge>{source}</Badge>;
  return (
    <Tooltip content="Set in the server's own settings; cannot be edited here">
      <span className="inline-flex">
        <Badge className="gap-1">
          <Lock aria-hidden className="size-3" />
          local
        </Badge>
      </span>
    </Tooltip>
  );
}

const COLUMNS: ColumnDef<FeatureFlag, string>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorFn: (flag) => flag.name,
    cell: ({ getValue }) => <span className="font-mono text-gray-900">{getValue()}</span>,
    meta: { truncate: true },
  },
  {
    id: 'value',
    header: 'Value',
    accessorFn: (flag) => flag.value,
    cell: ({ getValue }) => <span className="font-mono">{getValue()}</span>,
    meta: { truncate: true },
  },
  { id: 'description', header: 'Description', accessorFn: (flag) => flag.description, meta: { truncate: true, priority: 'medium' } },
  { id: 'source', header: 'Source', accessorFn: (flag) => flag.source, cell: ({ getValue }) => <SourceCell source={getValue()} /> },
  createdByColumn((flag) => flag.created_by?.name),
  timestampColumn('created_at', 'Created', (flag) => flag.created_at, 'low'),
  timestampColumn('updated_at', 'Updated', (flag) => flag.updated_at, 'medium'),
];

export function FeatureFlagsTable({ flags, isLoading, isFetching, onRowClick }: FeatureFlagsTableProps) {
  return (
    <DataTable
      label="Feature flags"
      columns={COLUMNS}
      data={flags}
      getRowId={(flag) => flag.name}
      isLoading={isLoading}
      isFetching={isFetching}
      onRowClick={onRowClick}
      emptyMessage={<EmptyState size="compact" icon={Flag} title="No data available" description="No feature flags are set." />}
    />
  );
}
