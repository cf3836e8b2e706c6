import {
  type ExpandedState,
  type OnChangeFn,
  type PaginationState,
  type SortingState,
  functionalUpdate,
  getCoreRowModel,
  getExpandedRowModel,
  getGroupedRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import './data-table-column-meta.ts';
import { DEFAULT_PAGE_SIZE } from './data-table.constants.ts';
import { DataTableHeader } from './data-table-header.tsx';
import { DataTablePager } from './data-table-pager.tsx';
import { DataTableRow } from './data-table-row.tsx';
import { DataTableSkeleton } from './data-table-skeleton.tsx';
import { DataTableVirtualRows } from './data-table-virtual-rows.tsx';
import type { DataTablePagination, DataTableProps } from './data-table.types.ts';
import { loadExpanded, loadScrollTop, saveExpanded, saveScrollTop } from './saved-table-state.ts';
import { useInfiniteGrowth } from './use-infinite-growth.ts';

export type { DataTablePagination, DataTableProps, DataTableVirtual } from './data-table.types.ts';

const NO_GROUPING: string[] = [];

/** The shared data table (spec 000 §2.6). */
export function DataTable<TData>(props: DataTableProps<TData>) {
  const { columns, data, pagination, virtual, savedStateKey, isLoading = false, isFetching = false } = props;
  // Kept in state, not a ref: the virtual rows need it on the render after it exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);

  const [innerSorting, setInnerSorting] = useState<SortingState>([]);
  const sorting = props.sorting ?? innerSorting;
  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const next = functionalUpdate(updater, sorting);
    if (props.sorting === undefined) setInnerSorting(next);
    props.onSortingChange?.(next);
  };

  const [expanded, setExpanded] = useState<ExpandedState>(
    () => (savedStateKey ? loadExpanded(savedStateKey) : undefined) ?? props.defaultExpanded ?? {},
  );
  const onExpandedChange: OnChangeFn<ExpandedState> = (updater) => {
    const next = functionalUpdate(updater, expanded);
    setExpanded(next);
    if (savedStateKey) saveExpanded(savedStateKey, next);
  };

  const [innerPage, setInnerPage] = useState<PaginationState>({
    pageIndex: pagination?.pageIndex ?? 0,
    pageSize: pagination?.pageSize ?? DEFAULT_PAGE_SIZE,
  });
  const pageControlled =
    pagination?.mode === 'remote' || (pagination?.onChange !== undefined && pagination.pageIndex !== undefined);
  const page: PaginationState = pageControlled
    ? { pageIndex: pagination?.pageIndex ?? 0, pageSize: pagination?.pageSize ?? DEFAULT_PAGE_SIZE }
    : innerPage;
  const setPage = (next: PaginationState) => {
    if (!pageControlled) setInnerPage(next);
    pagination?.onChange?.(next);
  };

  const localPaging = pagination?.mode === 'local';
  const table = useReactTable({
    data,
    columns,
    getRowId: props.getRowId,
    getSubRows: props.getSubRows,
    state: { sorting, expanded, grouping: props.groupBy ?? NO_GROUPING, pagination: page },
    onSortingChange,
    onExpandedChange,
    onPaginationChange: (updater) => setPage(functionalUpdate(updater, page)),
    manualSorting: props.manualSorting ?? false,
    enableSorting: props.enableSorting ?? true,
    enableMultiSort: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
    groupedColumnMode: false,
    autoResetExpanded: false,
    autoResetPageIndex: localPaging && !pageControlled,
    manualPagination: !localPaging,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getGroupedRowModel: getGroupedRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;

  const scrollRestored = useRef(false);
  useLayoutEffect(() => {
    if (!savedStateKey || !scrollElement || rows.length === 0 || scrollRestored.current) return;
    scrollRestored.current = true;
    const top = loadScrollTop(savedStateKey);
    if (top > 0) scrollElement.scrollTop = top;
  }, [savedStateKey, scrollElement, rows.length]);

  const onReachEnd = useInfiniteGrowth(virtual, data.length, isLoading || isFetching);

  let body: ReactNode;
  if (rows.length === 0) {
    body = isLoading ? (
      <DataTableSkeleton columnCount={columnCount} />
    ) : (
      <tr>
        <td colSpan={Math.max(columnCount, 1)} className="px-3 py-8 text-center text-gray-500">
          {props.emptyMessage ?? 'No data available'}
        </td>
      </tr>
    );
  } else if (virtual) {
    body = (
      <DataTableVirtualRows
        rows={rows}
        scrollElement={scrollElement}
        columnCount={columnCount}
        onRowClick={props.onRowClick}
        expandOnRowClick={props.expandOnRowClick}
        onReachEnd={onReachEnd}
      />
    );
  } else {
    body = rows.map((row) => <DataTableRow key={row.id} row={row} onRowClick={props.onRowClick} expandOnRowClick={props.expandOnRowClick} />);
  }

  const busy = isLoading || isFetching;
  return (
    <div className={`@container flex min-h-0 min-w-0 flex-col ${props.className ?? ''}`}>
      <div
        ref={setScrollElement}
        data-testid="data-table-scroll"
        className="min-h-0 flex-1 overflow-auto"
        onScroll={savedStateKey ? (event) => saveScrollTop(savedStateKey, event.currentTarget.scrollTop) : undefined}
      >
        <table
          aria-label={props.label}
          aria-busy={busy || undefined}
          aria-rowcount={virtual ? rows.length + 1 : undefined}
          className="w-full border-collapse text-sm"
        >
          <DataTableHeader table={table} />
          <tbody>{body}</tbody>
        </table>
      </div>
      {pagination && (
        <DataTablePager
          pageIndex={page.pageIndex}
          pageCount={pageCountOf(pagination, page, data.length, table.getPageCount())}
          pageSize={page.pageSize}
          pageSizeOptions={pagination.pageSizeOptions}
          isLoading={busy}
          onPageChange={(pageIndex) => setPage({ ...page, pageIndex })}
          onPageSizeChange={(pageSize) => setPage({ pageIndex: 0, pageSize })}
        />
      )}
      {!pagination && virtual && busy && rows.length > 0 && (
        <div role="status" className="flex items-center gap-1 px-3 py-2 text-sm text-gray-500">
          <LoaderCircle size={14} aria-hidden="true" className="animate-spin" />
          loading data...
        </div>
      )}
    </div>
  );
}

function pageCountOf(pagination: DataTablePagination, page: PaginationState, rowsOnPage: number, localCount: number) {
  if (pagination.mode === 'local') return localCount;
  if (pagination.pageCount !== undefined) return pagination.pageCount;
  if (pagination.totalRowCount !== undefined) return Math.ceil(pagination.totalRowCount / page.pageSize);
  // Unknown total: a full page suggests there is at least one more.
  return page.pageIndex + (rowsOnPage >= page.pageSize ? 2 : 1);
}
