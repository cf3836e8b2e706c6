import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ColumnPriority } from '#src/ui/data-table/column-priority.ts';
import { IconLabel } from '#src/ui/icon/icon-label.tsx';
import { RelativeTime } from '#src/ui/time/relative-time.tsx';
import type { ConfigListItem } from '#src/features/catalog/api/config-list.types.ts';
import { CostCell } from './cost-cell.tsx';
import { CountBadge } from './count-badge.tsx';
import { HealthLabel } from './health-label.tsx';

export interface ConfigListColumn {
  id: string;
  header: string;
  /** The `configs` column the server sorts by, when the column sorts. */
  sortKey?: string;
  className?: string;
  /** Which columns give way first as the pane narrows (as DataTable's `meta.priority`). */
  priority?: ColumnPriority;
  /** Long text cut off with a tooltip. */
  truncate?: boolean;
  cell: (item: ConfigListItem) => ReactNode;
}

const insightCount = (item: ConfigListItem) =>
  Object.values(item.analysis ?? {}).reduce((sum, n) => sum + (typeof n === 'number' ? n : 0), 0);

export const CONFIG_LIST_COLUMNS: readonly ConfigListColumn[] = [
  {
    id: 'name',
    header: 'Name',
    sortKey: 'name',
    className: 'w-1/3',
    truncate: true,
    cell: (item) => (
      <span className={`inline-flex items-center gap-1 ${item.deleted_at ? 'text-gray-400 line-through' : ''}`}>
        {item.deleted_at && <Trash2 size={12} aria-label={`Deleted: ${item.deleted_at}`} />}
        {item.name ?? item.id}
      </span>
    ),
  },
  { id: 'type', header: 'Type', sortKey: 'type', truncate: true, cell: (item) => item.type && <IconLabel name={item.type}>{item.type}</IconLabel> },
  { id: 'health', header: 'Health', sortKey: 'health', cell: (item) => <HealthLabel health={item.health} /> },
  { id: 'status', header: 'Status', sortKey: 'status', truncate: true, priority: 'medium', cell: (item) => item.status },
  {
    id: 'changes',
    header: 'Changes',
    sortKey: 'changes',
    cell: (item) => <CountBadge count={item.changes} kind="changes" />,
  },
  { id: 'insights', header: 'Insights', priority: 'medium', cell: (item) => <CountBadge count={insightCount(item)} /> },
  {
    id: 'cost',
    header: 'Cost (30d)',
    sortKey: 'cost_total_30d',
    priority: 'low',
    className: 'whitespace-nowrap',
    cell: (item) => <CostCell value={item.cost_total_30d} lastDay={item.cost_total_1d} />,
  },
  { id: 'updated', header: 'Updated', sortKey: 'updated_at', className: 'whitespace-nowrap tabular-nums', cell: (item) => <RelativeTime value={item.updated_at} /> },
];
