import { formatTimeAgo } from '@vigil/domain';
import type { ColumnDef } from '@tanstack/react-table';
import type { CheckRow, GroupRow, HealthRow } from '../utils/check-grouping.ts';
import { formatLatency, formatUptime, uptimePercent } from '../utils/check-formatters.ts';
import { lastRunAgoBadge } from '../utils/last-run-badge.ts';
import { Badge } from '#src/ui/badge/badge.tsx';
import { TruncatedText } from '#src/ui/tooltip/truncated-text.tsx';
import { CheckIcon } from './check-icon.tsx';
import { HealthStatusDot } from './health-status-dot.tsx';

const healthyCount = (group: GroupRow) => group.checks.filter((check) => check.status === 'healthy').length;
const GROUP_HEALTH_RANK = { good: 0, mixed: 1, unhealthy: 2 } as const;
const CHECK_HEALTH_RANK = { healthy: 0, unhealthy: 2 } as const;

function NameCell({ row }: { row: HealthRow }) {
  if (row.kind === 'group') {
    return (
      <span className="flex min-w-0 items-center gap-2 font-medium text-gray-900">
        <TruncatedText>{row.label}</TruncatedText>
        <Badge shape="count" title={`${row.checks.length} checks`}>
          {row.checks.length}
        </Badge>
      </span>
    );
  }
  const { check } = row;
  return (
    <span className="flex min-w-0 items-center gap-2">
      <CheckIcon icon={check.icon} type={check.type} />
      <TruncatedText className="text-gray-900">{check.name}</TruncatedText>
      {check.namespace && <Badge title="Namespace">{check.namespace}</Badge>}
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
        <Badge tone="warning" title="Last run">
          {badge}
        </Badge>
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
    meta: { className: 'max-w-0 w-full' },
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
    meta: { className: 'w-32 whitespace-nowrap text-gray-600' },
  },
];
