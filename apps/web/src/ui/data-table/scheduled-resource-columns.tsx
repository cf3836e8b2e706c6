import type { ColumnDef } from '@tanstack/react-table';
import type { JobStatus } from '@vigil/domain';
import { JobStatusCell } from '#src/ui/job-history/job-status-cell.tsx';
import { TagsCell } from './tags-cell.tsx';
import { createdByColumn } from './created-by-column.ts';
import { timestampColumn } from './timestamp-column.ts';

/** What every row of a `*_with_status` list (canaries, scrapers, topologies) has: the resource and its latest job. */
export interface ScheduledResourceListRow {
  id: string;
  name: string;
  namespace: string | null;
  source: string | null;
  /** The person who created it, embedded through `created_by`; null when unknown. */
  creator?: { name: string } | null;
  created_at: string | null;
  updated_at: string | null;
  job_status: JobStatus | null;
  job_time_start: string | null;
  job_last_failed?: string | null | undefined;
}

export interface ScheduledResourceColumnsOptions<Row extends ScheduledResourceListRow> {
  /** The resource's page, where its job status links to the job history. */
  detailPath(row: Row): string;
  scheduleOf(row: Row): string;
  /** Whether the server sorts by the schedule column (a stored column, not one read from the spec). */
  scheduleSortable: boolean;
  tagsOf(row: Row): Record<string, string> | null | undefined;
  /** The Name column; a plain bold name unless given. */
  name?: ColumnDef<Row, unknown>;
  /** Columns of this kind of resource only, shown after Namespace. */
  own?: ColumnDef<Row, unknown>[];
}

/**
 * The list columns of spec 001 §2.5 shared by every scheduled resource. 'low' columns give way at
 * 1280 px beside the sidebar, 'medium' ones below 896 px of table (docs/architecture.md, "Web: the UI kit").
 */
export function scheduledResourceColumns<Row extends ScheduledResourceListRow>(options: ScheduledResourceColumnsOptions<Row>): ColumnDef<Row, unknown>[] {
  const name: ColumnDef<Row, unknown> = options.name ?? {
    id: 'name',
    header: 'Name',
    accessorFn: (row) => row.name,
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.name}</span>,
    meta: { truncate: true, className: 'w-1/4' },
  };
  return [
    name,
    { id: 'source', header: 'Source', accessorFn: (row) => row.source, meta: { truncate: true, priority: 'low' } },
    {
      id: 'schedule',
      header: 'Schedule',
      accessorFn: (row) => options.scheduleOf(row),
      enableSorting: options.scheduleSortable,
      meta: { className: 'whitespace-nowrap', priority: 'medium' },
    },
    { id: 'namespace', header: 'Namespace', accessorFn: (row) => row.namespace, meta: { truncate: true, priority: 'medium' } },
    ...(options.own ?? []),
    {
      id: 'job_status',
      header: 'Job Status',
      accessorFn: (row) => row.job_status,
      cell: ({ row }) => <JobStatusCell status={row.original.job_status} resourcePath={options.detailPath(row.original)} />,
    },
    timestampColumn('job_time_start', 'Last Run', (row) => row.job_time_start),
    timestampColumn('job_last_failed', 'Last Failed', (row) => row.job_last_failed, 'low'),
    {
      id: 'tags',
      header: 'Tags',
      accessorFn: (row) => options.tagsOf(row),
      enableSorting: false,
      cell: ({ row }) => <TagsCell tags={options.tagsOf(row.original)} />,
      meta: { priority: 'medium' },
    },
    timestampColumn('created_at', 'Created', (row) => row.created_at, 'low'),
    timestampColumn('updated_at', 'Updated', (row) => row.updated_at, 'medium'),
    createdByColumn((row) => row.creator?.name),
  ];
}
