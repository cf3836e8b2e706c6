import type { ColumnDef } from '@tanstack/react-table';
import { ServerPagedTable, type ServerPagedListProps } from '#src/ui/data-table/server-paged-table.tsx';
import { createdByColumn } from '#src/ui/data-table/created-by-column.ts';
import { timestampColumn } from '#src/ui/data-table/timestamp-column.ts';
import type { IncidentRuleRow } from '../api/incident-rule.types.ts';
import { INCIDENT_RULE_PAGE_SIZES } from '../utils/incident-rule-list-params.ts';

export interface IncidentRulesTableProps extends ServerPagedListProps<IncidentRuleRow> {
  rules: IncidentRuleRow[];
}

/*
 * The columns of spec 001 §2.5 that a rule has: it is not scheduled (no Schedule, Job Status, Last
 * Run, Last Failed) and has neither namespace nor labels.
 */
const COLUMNS: ColumnDef<IncidentRuleRow, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorKey: 'name',
    cell: ({ getValue }) => <span className="font-medium text-gray-900">{getValue() as string}</span>,
    meta: { truncate: true, className: 'w-1/3' },
  },
  { id: 'source', header: 'Source', accessorKey: 'source', meta: { truncate: true, priority: 'medium' } },
  timestampColumn('created_at', 'Created', (rule) => rule.created_at),
  timestampColumn('updated_at', 'Updated', (rule) => rule.updated_at, 'medium'),
  createdByColumn((rule) => rule.creator?.name, 'medium'),
];

/** The incident rules list: one page from the server, sorted by the server. */
export function IncidentRulesTable({ rules, ...paging }: IncidentRulesTableProps) {
  return (
    <ServerPagedTable
      {...paging}
      label="Incident rules"
      columns={COLUMNS}
      rows={rules}
      getRowId={(rule) => rule.id}
      emptyMessage="No resources found"
      pageSizeOptions={INCIDENT_RULE_PAGE_SIZES}
    />
  );
}
