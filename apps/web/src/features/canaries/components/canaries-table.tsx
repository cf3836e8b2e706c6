import { ServerPagedTable, type ServerPagedListProps } from '#src/ui/data-table/server-paged-table.tsx';
import { scheduledResourceColumns } from '#src/ui/data-table/scheduled-resource-columns.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import type { CanaryRow } from '../api/canary.types.ts';
import { CANARY_PAGE_SIZES } from '../utils/canary-list-params.ts';
import { checkCountsByType, checkTypesOf } from '../utils/canary-spec-form.ts';

export interface CanariesTableProps extends ServerPagedListProps<CanaryRow> {
  canaries: CanaryRow[];
}

/** The spec's schedule decides the runs; the column is the fallback when the spec names none. */
function scheduleOf(canary: CanaryRow): string {
  const fromSpec = canary.spec?.schedule;
  return typeof fromSpec === 'string' ? fromSpec : (canary.schedule ?? '');
}

/* The columns of spec 001 §2.5, and the check types, which say what a canary does. */
const COLUMNS = scheduledResourceColumns<CanaryRow>({
  detailPath: (canary) => `/settings/canaries/${canary.id}`,
  scheduleOf,
  scheduleSortable: true,
  tagsOf: (canary) => canary.labels,
  own: [
    {
      id: 'checks',
      header: 'Checks',
      accessorFn: (canary) => checkCountsByType(canary.spec),
      enableSorting: false,
      cell: ({ row, getValue }) => (
        <span className="inline-flex items-center gap-1.5">
          {checkTypesOf(row.original.spec).map((type) => (
            <Icon key={type} name={type} className="text-gray-500" />
          ))}
          <span className="whitespace-nowrap">{getValue() as string}</span>
        </span>
      ),
      meta: { className: 'whitespace-nowrap', priority: 'medium' },
    },
  ],
});

/** The health checks list: one page from the server, sorted by the server. */
export function CanariesTable({ canaries, ...paging }: CanariesTableProps) {
  return (
    <ServerPagedTable
      {...paging}
      label="Health checks"
      columns={COLUMNS}
      rows={canaries}
      getRowId={(canary) => canary.id}
      emptyMessage="No resources found"
      pageSizeOptions={CANARY_PAGE_SIZES}
    />
  );
}
