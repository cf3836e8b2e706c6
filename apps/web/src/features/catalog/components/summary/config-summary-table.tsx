import { ArrowDown, ArrowUp, Star } from 'lucide-react';
import { useMemo } from 'react';
import type { ConfigSummaryRow } from '@vigil/domain';
import { TRUNCATED_CELL } from '#src/ui/data-table/column-priority.ts';
import { IconLabel } from '#src/ui/icon/icon-label.tsx';
import { TABLE_HEAD } from '#src/ui/styles/kit-classes.ts';
import { TruncatedText } from '#src/ui/tooltip/truncated-text.tsx';
import { groupColumnOf } from '#src/features/catalog/utils/list/catalog-search-params.ts';
import type { FavouriteTypes } from '#src/features/catalog/utils/list/use-favourite-types.ts';
import { CostCell } from '../list/cost-cell.tsx';
import { CountBadge } from '../list/count-badge.tsx';
import { HealthCounts } from './health-counts.tsx';

export interface ConfigSummaryTableProps {
  rows: ConfigSummaryRow[];
  groupBy: readonly string[];
  favourites: FavouriteTypes;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  onSort: (sortBy: string, sortOrder: 'asc' | 'desc') => void;
  onOpen: (row: ConfigSummaryRow) => void;
}

const METRIC_COLUMNS = [
  { header: 'Health' },
  { header: 'Count', sortKey: 'count' },
  { header: 'Changes', sortKey: 'changes' },
  { header: 'Insights' },
  { header: 'Cost (30d)', sortKey: 'cost_total_30d' },
] as const;

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' || typeof b === 'number') return (typeof a === 'number' ? a : 0) - (typeof b === 'number' ? b : 0);
  return text(a).localeCompare(text(b));
}

const GROUP_HEADERS: Record<string, string> = { config_class: 'Class', type: 'Type', status: 'Status', health: 'Health' };

/** A tag or label key as a header, title-cased like the others: `cluster` → Cluster, `cost_center` → Cost Center. */
const titleCase = (key: string) =>
  key
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const insights = (row: ConfigSummaryRow) =>
  Object.values(row.analysis ?? {}).reduce((sum, n) => sum + (typeof n === 'number' ? n : 0), 0);

/** The catalog summary: one row per group with health counts, count, changes, insights and cost; favourite types first. */
export function ConfigSummaryTable({ rows, groupBy, favourites, sortBy, sortOrder, onSort, onOpen }: ConfigSummaryTableProps) {
  const columns = groupBy.map(groupColumnOf);
  const sorted = useMemo(() => {
    const rank = (row: ConfigSummaryRow) => (favourites.isFavourite(text(row.type)) ? 0 : 1);
    const direction = sortOrder === 'desc' ? -1 : 1;
    return rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => rank(a.row) - rank(b.row) || direction * compareValues(a.row[sortBy], b.row[sortBy]) || a.index - b.index)
      .map(({ row }) => row);
  }, [rows, favourites, sortBy, sortOrder]);
  const header = (label: string, sortKey: string | undefined) => {
    if (sortKey === undefined) return label;
    const sorted = sortKey === sortBy;
    return (
      <button
        type="button"
        className="inline-flex items-center gap-1 uppercase hover:text-gray-900"
        onClick={() => onSort(sortKey, sorted && sortOrder === 'asc' ? 'desc' : 'asc')}
      >
        {label}
        {sorted && (sortOrder === 'asc' ? <ArrowUp size={12} aria-hidden /> : <ArrowDown size={12} aria-hidden />)}
      </button>
    );
  };
  const ariaSort = (sortKey: string | undefined) =>
    sortKey !== undefined && sortKey === sortBy ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined;

  return (
    <div className="min-h-0 flex-1 overflow-auto">
      <table aria-label="Catalog summary" className="w-full border-collapse text-sm">
        <thead className={TABLE_HEAD}>
          <tr>
            <th scope="col" className="w-8 border-b border-gray-200 px-2 py-2">
              <span className="sr-only">Favourite</span>
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" aria-sort={ariaSort(column)} className="border-b border-gray-200 px-3 py-2 whitespace-nowrap">
                {header(GROUP_HEADERS[column] ?? titleCase(column), column)}
              </th>
            ))}
            {METRIC_COLUMNS.map((metric) => {
              const sortKey = 'sortKey' in metric ? metric.sortKey : undefined;
              return (
                <th key={metric.header} scope="col" aria-sort={ariaSort(sortKey)} className="border-b border-gray-200 px-3 py-2 whitespace-nowrap">
                  {header(metric.header, sortKey)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => {
            const type = text(row.type);
            const favourite = type !== '' && favourites.isFavourite(type);
            const key = columns.map((column) => text(row[column])).join('|');
            return (
              <tr
                key={key}
                tabIndex={0}
                onClick={() => onOpen(row)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') onOpen(row);
                }}
                className="cursor-pointer border-b border-gray-100 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-blue-500"
              >
                <td className="px-2 py-2">
                  {type !== '' && (
                    <button
                      type="button"
                      aria-pressed={favourite}
                      aria-label={`Favourite ${type}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        favourites.toggle(type);
                      }}
                      className="text-gray-400 hover:text-yellow-500"
                    >
                      <Star size={14} aria-hidden className={favourite ? 'fill-yellow-400 text-yellow-500' : ''} />
                    </button>
                  )}
                </td>
                {columns.map((column) => (
                  <td key={column} className={`px-3 py-2 ${TRUNCATED_CELL}`}>
                    {column === 'type' && type !== '' ? (
                      <IconLabel name={type}>{type}</IconLabel>
                    ) : (
                      <TruncatedText>{text(row[column])}</TruncatedText>
                    )}
                  </td>
                ))}
                <td className="px-3 py-2">
                  <HealthCounts health={row.health} />
                </td>
                <td className="px-3 py-2">
                  <CountBadge count={row.count} />
                </td>
                <td className="px-3 py-2">
                  <CountBadge count={row.changes} kind="changes" />
                </td>
                <td className="px-3 py-2">
                  <CountBadge count={insights(row)} />
                </td>
                <td className="px-3 py-2">
                  <CostCell value={row.cost_total_30d} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
