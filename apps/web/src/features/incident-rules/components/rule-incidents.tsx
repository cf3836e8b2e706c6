import type { ColumnDef } from '@tanstack/react-table';
import { Siren } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { TimestampCell } from '#src/ui/data-table/timestamp-cell.tsx';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import type { RuleIncidentRow } from '../api/incident-rule.types.ts';
import { useRuleIncidents } from '../api/list-rule-incidents.ts';

const COLUMNS: ColumnDef<RuleIncidentRow, unknown>[] = [
  {
    id: 'incident_id',
    header: 'Incident',
    accessorKey: 'incident_id',
    cell: ({ row }) => (
      <Link to={`/incidents/${row.original.id}`} className="font-medium text-blue-700 hover:underline">
        {row.original.incident_id}
      </Link>
    ),
    meta: { className: 'whitespace-nowrap' },
  },
  { id: 'title', header: 'Title', accessorKey: 'title', meta: { truncate: true } },
  { id: 'status', header: 'Status', accessorKey: 'status', cell: ({ getValue }) => <span className="capitalize">{getValue() as string}</span> },
  { id: 'severity', header: 'Severity', accessorKey: 'severity', cell: ({ getValue }) => <span className="capitalize">{getValue() as string}</span> },
  { id: 'created_at', header: 'Opened', accessorKey: 'created_at', cell: TimestampCell, meta: { className: 'whitespace-nowrap tabular-nums' } },
];

/** What the rule did: the incidents it opened, newest first (a rule is not scheduled, so it has no job runs). */
export function RuleIncidents({ ruleId }: { ruleId: string }) {
  const incidents = useRuleIncidents(ruleId);
  if (incidents.error) return <ErrorPanel title="Could not load the incidents" message={incidents.error.message} onRetry={() => void incidents.refetch()} />;
  return (
    <DataTable
      label="Incidents opened"
      columns={COLUMNS}
      data={incidents.data ?? []}
      getRowId={(incident) => incident.id}
      isLoading={incidents.isPending}
      isFetching={incidents.isFetching}
      enableSorting={false}
      emptyMessage={<EmptyState size="compact" icon={Siren} title="No incidents opened yet" description="Incidents appear here when a check or insight the rule selects goes wrong." />}
    />
  );
}
