import { formatTimestamp } from '@vigil/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Lock } from 'lucide-react';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import type { FeatureFlag } from '../api/list-feature-flags.ts';
import { isLocalFlag } from '../utils/local-flags.ts';

export interface FeatureFlagsTableProps {
  flags: FeatureFlag[];
  isLoading: boolean;
  isFetching: boolean;
  /** Given only to users who may change flags. */
  onRowClick?: (flag: FeatureFlag) => void;
}


const COLUMNS: ColumnDef<FeatureFlag, string>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorFn: (flag) => flag.name,
    cell: ({ getValue }) => <span className="font-mono text-gray-900">{getValue()}</span>,
  },
  { id: 'value', header: 'Value', accessorFn: (flag) => flag.value, cell: ({ getValue }) => <span className="font-mono">{getValue()}</span> },
  { id: 'description', header: 'Description', accessorFn: (flag) => flag.description },
  {
    id: 'source',
    header: 'Source',
    accessorFn: (flag) => flag.source,
    cell: ({ getValue }) =>
      isLocalFlag({ source: getValue() }) ? (
        <span
          title="Set in the server's own settings; cannot be edited here"
          className="inline-flex items-center gap-1 rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-700"
        >
          <Lock aria-hidden className="size-3" />
          local
        </span>
      ) : (
        <span className="text-xs text-gray-600">{getValue()}</span>
      ),
  },
  { id: 'created_by', header: 'Created By', accessorFn: (flag) => flag.created_by?.name ?? '' },
  {
    id: 'created_at',
    header: 'Created',
    accessorFn: (flag) => flag.created_at ?? '',
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatTimestamp(getValue())}</time>,
  },
  {
    id: 'updated_at',
    header: 'Updated',
    accessorFn: (flag) => flag.updated_at ?? '',
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatTimestamp(getValue())}</time>,
  },
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
    />
  );
}
