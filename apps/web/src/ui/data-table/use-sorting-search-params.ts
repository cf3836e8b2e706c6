import type { SortingState } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface SortingSearchParamsOptions {
  /** Default 'sortBy'. */
  sortByKey?: string;
  /** 'sortOrder' (asc | desc, the default) or 'sortDesc' (true | false, the health page). */
  orderStyle?: 'sortOrder' | 'sortDesc';
  /** Sorting when the URL names none. */
  defaultSorting?: SortingState;
  /** Keys to drop when the sorting changes, e.g. ['pageIndex'] to go back to the first page. */
  resetKeys?: readonly string[];
}

const NONE: SortingState = [];

/**
 * Sorting kept in the query string (`sortBy=name&sortOrder=desc`), ready for DataTable's
 * `sorting` / `onSortingChange`. Removing the sort writes an empty `sortBy` when a default
 * exists, so that "unsorted" survives a reload.
 */
export function useSortingSearchParams(
  options: SortingSearchParamsOptions = {},
): [SortingState, (sorting: SortingState) => void] {
  const { sortByKey = 'sortBy', orderStyle = 'sortOrder', defaultSorting = NONE, resetKeys = NONE_KEYS } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const sortBy = searchParams.get(sortByKey);
  const order = searchParams.get(orderStyle);

  const sorting = useMemo<SortingState>(() => {
    if (sortBy === null) return defaultSorting;
    if (sortBy === '') return NONE;
    const desc = orderStyle === 'sortDesc' ? order === 'true' : order === 'desc';
    return [{ id: sortBy, desc }];
  }, [sortBy, order, orderStyle, defaultSorting]);

  const setSorting = useCallback(
    (next: SortingState) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        for (const key of resetKeys) params.delete(key);
        const first = next[0];
        if (first) {
          params.set(sortByKey, first.id);
          params.set(orderStyle, orderStyle === 'sortDesc' ? String(first.desc) : first.desc ? 'desc' : 'asc');
        } else {
          if (defaultSorting.length > 0) params.set(sortByKey, '');
          else params.delete(sortByKey);
          params.delete(orderStyle);
        }
        return params;
      });
    },
    [setSearchParams, sortByKey, orderStyle, defaultSorting, resetKeys],
  );

  return [sorting, setSorting];
}

const NONE_KEYS: readonly string[] = [];
