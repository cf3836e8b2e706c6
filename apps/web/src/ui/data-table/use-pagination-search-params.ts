import type { PaginationState } from '@tanstack/react-table';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from './data-table.constants.ts';

export interface PaginationSearchParamsOptions {
  /** Default 'pageIndex'. */
  pageIndexKey?: string;
  /** Default 'pageSize'. */
  pageSizeKey?: string;
  /** Default 50. */
  defaultPageSize?: number;
}

export interface PaginationSearchParams {
  pageIndex: number;
  pageSize: number;
  onChange: (state: PaginationState) => void;
}

function readCount(raw: string | null, fallback: number, minimum: number): number {
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= minimum ? value : fallback;
}

/**
 * Page index and size kept in the query string (`pageIndex=2&pageSize=100`), shaped to spread
 * into DataTable's `pagination`. Defaults are left out of the URL; bad values fall back to them.
 */
export function usePaginationSearchParams(options: PaginationSearchParamsOptions = {}): PaginationSearchParams {
  const { pageIndexKey = 'pageIndex', pageSizeKey = 'pageSize', defaultPageSize = DEFAULT_PAGE_SIZE } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const pageIndex = readCount(searchParams.get(pageIndexKey), 0, 0);
  const pageSize = readCount(searchParams.get(pageSizeKey), defaultPageSize, 1);

  const onChange = useCallback(
    (state: PaginationState) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (state.pageIndex > 0) params.set(pageIndexKey, String(state.pageIndex));
        else params.delete(pageIndexKey);
        if (state.pageSize !== defaultPageSize) params.set(pageSizeKey, String(state.pageSize));
        else params.delete(pageSizeKey);
        return params;
      });
    },
    [setSearchParams, pageIndexKey, pageSizeKey, defaultPageSize],
  );

  return { pageIndex, pageSize, onChange };
}
