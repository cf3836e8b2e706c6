import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { VIRTUAL_OVERSCAN, VIRTUAL_ROW_HEIGHT } from './data-table.constants.ts';
import { DataTableRow } from './data-table-row.tsx';

export interface DataTableVirtualRowsProps<TData> {
  rows: Row<TData>[];
  /**
   * The scrolling box, passed as a value rather than a ref: an ancestor's ref is attached only
   * after this component's layout effects, where the virtualizer looks for it.
   */
  scrollElement: HTMLDivElement | null;
  columnCount: number;
  onRowClick?: (row: TData) => void;
  expandOnRowClick?: boolean | undefined;
  /** Called when the last row comes into the rendered window; absent when there is nothing more to load. */
  onReachEnd?: () => void;
}

/**
 * Renders only the rows near the visible part of the scroll container, with spacer rows
 * above and below so the scrollbar reflects the whole list.
 */
export function DataTableVirtualRows<TData>({
  rows,
  scrollElement,
  columnCount,
  onRowClick,
  expandOnRowClick,
  onReachEnd,
}: DataTableVirtualRowsProps<TData>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => VIRTUAL_ROW_HEIGHT,
    overscan: VIRTUAL_OVERSCAN,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastRendered = items.at(-1)?.index ?? -1;
  const reachedEnd = rows.length > 0 && lastRendered >= rows.length - 1;

  const onReachEndRef = useRef(onReachEnd);
  useEffect(() => {
    onReachEndRef.current = onReachEnd;
  });
  const canLoadMore = onReachEnd !== undefined;
  useEffect(() => {
    if (reachedEnd && canLoadMore) onReachEndRef.current?.();
  }, [reachedEnd, canLoadMore, rows.length]);

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = Math.max(virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0), 0);

  return (
    <>
      {paddingTop > 0 && <SpacerRow height={paddingTop} columnCount={columnCount} />}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <DataTableRow
            key={row.id}
            row={row}
            onRowClick={onRowClick}
            expandOnRowClick={expandOnRowClick}
            measureRef={virtualizer.measureElement}
            virtualIndex={item.index}
            ariaRowIndex={item.index + 2}
          />
        );
      })}
      {paddingBottom > 0 && <SpacerRow height={paddingBottom} columnCount={columnCount} />}
    </>
  );
}

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true" data-spacer="true">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
