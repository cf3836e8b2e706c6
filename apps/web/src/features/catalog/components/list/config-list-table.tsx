import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ConfigListItem } from '#src/features/catalog/api/config-list.types.ts';
import { TRUNCATED_CELL, priorityClasses } from '#src/ui/data-table/column-priority.ts';
import { TABLE_HEAD } from '#src/ui/styles/kit-classes.ts';
import { TruncatedText } from '#src/ui/tooltip/truncated-text.tsx';
import { CONFIG_LIST_COLUMNS } from './config-list-columns.tsx';

/** Spec 002 §9: the virtualized config table's row estimate and overscan. */
export const CONFIG_ROW_HEIGHT = 37;
export const CONFIG_ROW_OVERSCAN = 20;

export interface ConfigListTableProps {
  items: ConfigListItem[];
  /** Rows matching on the server; the table asks for more as the end comes into view. */
  total: number;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  onSort: (sortBy: string, sortOrder: 'asc' | 'desc') => void;
  onRowClick: (item: ConfigListItem) => void;
  onLoadMore: () => void;
  canLoadMore: boolean;
}

/** The flat catalog list: only rows near the visible part render; later pages load on scroll. */
export function ConfigListTable({ items, total, sortBy, sortOrder, onSort, onRowClick, onLoadMore, canLoadMore }: ConfigListTableProps) {
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => CONFIG_ROW_HEIGHT,
    overscan: CONFIG_ROW_OVERSCAN,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? -1;
  const nearEnd = items.length > 0 && lastRendered >= items.length - 1;
  useEffect(() => {
    if (nearEnd && canLoadMore) onLoadMore();
  }, [nearEnd, canLoadMore, onLoadMore]);

  const paddingTop = rows[0]?.start ?? 0;
  const paddingBottom = Math.max(virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0), 0);
  const columnCount = CONFIG_LIST_COLUMNS.length;

  return (
    <div ref={setScrollElement} data-testid="config-list-scroll" className="@container min-h-0 flex-1 overflow-auto">
      <table aria-label="Catalog" aria-rowcount={total + 1} className="w-full border-collapse text-sm">
        <thead className={TABLE_HEAD}>
          <tr>
            {CONFIG_LIST_COLUMNS.map((column) => {
              const sorted = column.sortKey !== undefined && column.sortKey === sortBy;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sorted ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={`border-b border-gray-200 px-3 py-2 whitespace-nowrap ${priorityClasses(column.priority)} ${column.className ?? ''}`}
                >
                  {column.sortKey ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 uppercase hover:text-gray-900"
                      onClick={() => onSort(column.sortKey!, sorted && sortOrder === 'asc' ? 'desc' : 'asc')}
                    >
                      {column.header}
                      {sorted && (sortOrder === 'asc' ? <ArrowUp size={12} aria-hidden /> : <ArrowDown size={12} aria-hidden />)}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && <SpacerRow height={paddingTop} columnCount={columnCount} />}
          {rows.map((row) => {
            const item = items[row.index];
            if (!item) return null;
            return (
              <tr
                key={item.id}
                ref={virtualizer.measureElement}
                data-index={row.index}
                aria-rowindex={row.index + 2}
                tabIndex={0}
                onClick={() => onRowClick(item)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') onRowClick(item);
                }}
                className="cursor-pointer border-b border-gray-100 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-blue-500"
              >
                {CONFIG_LIST_COLUMNS.map((column) => (
                  <td
                    key={column.id}
                    className={`px-3 py-2 ${priorityClasses(column.priority)} ${column.truncate ? TRUNCATED_CELL : ''} ${column.className ?? ''}`}
                  >
                    {column.truncate ? <TruncatedText>{column.cell(item)}</TruncatedText> : column.cell(item)}
                  </td>
                ))}
              </tr>
            );
          })}
          {paddingBottom > 0 && <SpacerRow height={paddingBottom} columnCount={columnCount} />}
        </tbody>
      </table>
    </div>
  );
}

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true" data-spacer="true">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
