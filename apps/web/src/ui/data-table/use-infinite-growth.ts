import { useLayoutEffect, useRef } from 'react';
import type { DataTableVirtual } from './data-table.types.ts';

/** The callback that doubles the virtual page size, or undefined while there is nothing to ask for. */
export function useInfiniteGrowth(virtual: DataTableVirtual | undefined, loaded: number, busy: boolean) {
  const requested = useRef(0);
  const currentSize = virtual?.pageSize;
  // A new size (grown, or reset by a filter) allows the next request. A layout effect, so the
  // reset lands before the rows' effect that may ask again.
  useLayoutEffect(() => {
    requested.current = 0;
  }, [currentSize]);
  if (!virtual?.onPageSizeChange || virtual.pageSize === undefined || busy) return undefined;
  const { pageSize, onPageSizeChange } = virtual;
  const hasMore =
    virtual.hasMore ?? (virtual.totalRowCount !== undefined ? loaded < virtual.totalRowCount : loaded >= pageSize);
  if (!hasMore) return undefined;
  return () => {
    const next = pageSize * 2;
    // Ask once per size: the parent may re-render several times before the bigger page arrives.
    if (requested.current === next) return;
    requested.current = next;
    onPageSizeChange(next);
  };
}
