import type { ColumnDef, SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable } from './data-table.tsx';

/** What a list page hands to its server-paged table: the current page and the URL's paging and sorting. */
export interface ServerPagedListProps<TRow> {
  total: number;
  isLoading: boolean;
  isFetching: boolean;
  pageIndex: number;
  pageSize: number;
  onPageChange: (state: { pageIndex: number; pageSize: number }) => void;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  /** What a row click does; none for readers who may not open the detail. */
  onRowClick?: ((row: TRow) => void) | undefined;
}

export interface ServerPagedTableProps<TRow> extends ServerPagedListProps<TRow> {
  label: string;
  columns: ColumnDef<TRow, unknown>[];
  rows: TRow[];
  getRowId: (row: TRow) => string;
  pageSizeOptions: readonly number[];
  emptyMessage: ReactNode;
}

/** One page of rows from the server, sorted by the server, with a pager over the total. */
export function ServerPagedTable<TRow>(props: ServerPagedTableProps<TRow>) {
  return (
    <DataTable
      label={props.label}
      columns={props.columns}
      data={props.rows}
      getRowId={props.getRowId}
      isLoading={props.isLoading}
      isFetching={props.isFetching}
      emptyMessage={props.emptyMessage}
      sorting={props.sorting}
      onSortingChange={props.onSortingChange}
      manualSorting
      onRowClick={props.onRowClick}
      pagination={{
        mode: 'remote',
        pageIndex: props.pageIndex,
        pageSize: props.pageSize,
        onChange: props.onPageChange,
        totalRowCount: props.total,
        pageSizeOptions: props.pageSizeOptions,
      }}
    />
  );
}
