import type { ColumnDef, ExpandedState, PaginationState, SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** Local: the table pages through `data`. Remote: `data` is the current page and the server has the rest. */
export type DataTablePagination =
  | {
      mode: 'local';
      /** Give both with onChange to control the page (e.g. from the URL). */
      pageIndex?: number;
      pageSize?: number;
      onChange?: (state: PaginationState) => void;
      pageSizeOptions?: readonly number[];
    }
  | {
      mode: 'remote';
      pageIndex: number;
      pageSize: number;
      onChange: (state: PaginationState) => void;
      /** One of these tells how many pages there are. */
      totalRowCount?: number;
      pageCount?: number;
      pageSizeOptions?: readonly number[];
    };

/** Virtual mode: only visible rows render; with `onPageSizeChange`, reaching the last row asks for twice as many. */
export interface DataTableVirtual {
  /** How many rows were asked for. */
  pageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  /** Whether rows exist beyond `data`; default: the total when given, else whether `data` filled `pageSize`. */
  hasMore?: boolean;
  totalRowCount?: number;
}

export interface DataTableProps<TData> {
  /** TanStack column definitions; `meta.className` and `meta.groupLabel` are read too. */
  // TanStack's own examples type mixed columns this way: each column has its own value type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  data: TData[];
  /** Names the table for assistive technology. */
  label?: string;
  getRowId?: (row: TData, index: number) => string;
  onRowClick?: (row: TData) => void;
  /** No data yet: skeleton rows. */
  isLoading?: boolean;
  /** Refreshing data already shown: 'loading data...'. */
  isFetching?: boolean;
  /** Default 'No data available'. */
  emptyMessage?: ReactNode;
  /** Controlled sorting (e.g. from the URL); without it the table keeps its own. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** The server sorts: the table only reports the wanted order. */
  manualSorting?: boolean;
  /** Default true; a column can opt out with `enableSorting: false`. */
  enableSorting?: boolean;
  /** Column ids to group by; group rows expand and show a count badge. */
  groupBy?: string[];
  /** Tree data: a row's children, shown under an expander. */
  getSubRows?: (row: TData) => TData[] | undefined;
  /** Tree data: a click anywhere on a row with children expands or collapses it, instead of onRowClick. */
  expandOnRowClick?: boolean;
  defaultExpanded?: ExpandedState;
  pagination?: DataTablePagination;
  virtual?: DataTableVirtual;
  /** Remember expanded rows and scroll position for the session under this key. */
  savedStateKey?: string;
  /** Classes of the outer box; give virtual tables a bounded height (e.g. `h-full`). */
  className?: string;
}
