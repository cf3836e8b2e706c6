import { formatTimeAgo } from '@vigil/domain';
import type { ColumnDef } from '@tanstack/react-table';
import type { CheckRow, GroupRow, HealthRow } from '../utils/check-grouping.ts';
import { formatLatency, formatUptime, uptimePercent } from '../utils/check-formatters.ts';
import { lastRunAgoBadge } from '../utils/last-run-badge.ts';
import { CheckIcon } from './check-icon.tsx';
import { HealthStatusDot } from './health-status-dot.tsx';

const healthyCount = (group: GroupRow) => group.checks.filter((check) => check.status === 'healthy').length;
const GROUP_HEALTH_RANK = { good: 0, mixed: 1, unhealthy: 2 } as const;
const CHECK_HEALTH_RANK = { healthy: 0, unhealthy: 2 } as const;

function NameCell({ row }: { row: HealthRow }) {
  if (row.kind === 'group') {
    return (
      <span className="inline-flex items-center gap-2 font-medium text-gray-900">
        {row.label}
        <span title={`${row.checks.length} checks`} className="rounded-full bg-gray-200 px-2 text-xs leading-5 text-gray-700">
          {row.checks.length}
        </span>
      </span>
    );
  }
  const { check } = row;
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <CheckIcon icon={check.icon} type={check.type} />
      <span className="truncate text-gray-900">{check.name}</span>
      {check.namespace && (
        <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-600" title="Namespace">
          {check.namespace}
        </span>
      )}
    </span>
  );
}

function HealthCell({ row }: { row: HealthRow }) {
  if (row.kind === 'group') return <HealthStatusDot state={row.health} />;
  const { check } = row;
  const badge = lastRunAgoBadge(check.last_runtime);
  return (
    <span className="inline-flex items-center gap-2">
      <HealthStatusDot state={check.status ?? 'unknown'} />
      {badge && (
        <span className="rounded bg-amber-100 px-1.5 text-xs leading-5 text-amber-800" title="Last run">
          {badge}
        </span>
      )}
    </span>
  );
}

const checkOf = (row: HealthRow): CheckRow['check'] | undefined => (row.kind === 'check' ? row.check : undefined);

/** The dashboard's columns (spec 001 §2.1); ids are the sortBy values of the URL. */
export const HEALTH_COLUMNS: ColumnDef<HealthRow, unknown>[] = [
  {
    id: 'name',
    header: 'Checks',
    accessorFn: (row) => (row.kind === 'group' ? row.label : row.check.name).toLowerCase(),
    cell: ({ row }) => <NameCell row={row.original} />,
  },
  {
    id: 'status',
    header: 'Health',
    accessorFn: (row) =>
      row.kind === 'group' ? GROUP_HEALTH_RANK[row.health] : row.check.status ? CHECK_HEALTH_RANK[row.check.status] : 1,
    cell: ({ row }) => <HealthCell row={row.original} />,
    meta: { className: 'w-40' },
  },
  {
    id: 'uptime',
    header: 'Uptime',
    accessorFn: (row) => (row.kind === 'group' ? healthyCount(row) / row.checks.length : uptimePercent(row.check.uptime)),
    sortUndefined: 'last',
    cell: ({ row }) => {
      const data = row.original;
      return data.kind === 'group' ? `${healthyCount(data)}/${data.checks.length}` : formatUptime(data.check.uptime);
    },
    meta: { className: 'w-28 text-right tabular-nums' },
  },
  {
    id: 'latency',
    header: 'Latency',
    accessorFn: (row) => {
      const values = (row.kind === 'group' ? row.checks : [row.check]).map((check) => check.latency?.rolling1h ?? undefined);
      const known = values.filter((value): value is number => typeof value === 'number');
      return known.length === 0 ? undefined : Math.max(...known);
    },
    sortUndefined: 'last',
    cell: ({ getValue }) => formatLatency(getValue() as number | undefined),
    meta: { className: 'w-28 text-right tabular-nums' },
  },
  {
    id: 'transition',
    header: 'Transition',
    enableSorting: false,
    cell: ({ row }) => {
      const check = checkOf(row.original);
      return check ? <time dateTime={check.last_transition_time ?? undefined}>{formatTimeAgo(check.last_transition_time)}</time> : null;
    },
    meta: { className: 'w-32 text-gray-600' },
  },
];
