import { type Cell, type Row, flexRender } from '@tanstack/react-table';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { TruncatedText } from '../tooltip/truncated-text.tsx';
import { TRUNCATED_CELL, priorityClasses } from './column-priority.ts';

export interface DataTableRowProps<TData> {
  row: Row<TData>;
  onRowClick?: (row: TData) => void;
  /** A row with children expands on a click anywhere on it. */
  expandOnRowClick?: boolean | undefined;
  /** Virtual mode: lets the virtualizer measure the row. */
  measureRef?: (element: HTMLTableRowElement | null) => void;
  virtualIndex?: number;
  /** 1-based position among all rows (the header is row 1), for virtual mode. */
  ariaRowIndex?: number;
}

// A click on a control inside a row (a link, a menu button) is that control's, not the row's.
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="menuitem"], [role="checkbox"]';

function fromInnerControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  const control = target.closest(INTERACTIVE);
  return control !== null && event.currentTarget.contains(control) && control !== event.currentTarget;
}

/** One body row: a data row, a group row (expander, value, count badge) or a tree row. */
export function DataTableRow<TData>(props: DataTableRowProps<TData>) {
  const { row, onRowClick, expandOnRowClick, measureRef, virtualIndex, ariaRowIndex } = props;
  const isGroup = row.getIsGrouped();
  const toggles = isGroup || (expandOnRowClick === true && row.getCanExpand());
  const activate = toggles ? () => row.toggleExpanded() : onRowClick && (() => onRowClick(row.original));
  const firstCellId = row.getVisibleCells()[0]?.id;

  return (
    <tr
      ref={measureRef}
      data-index={virtualIndex}
      aria-rowindex={ariaRowIndex}
      tabIndex={onRowClick && !isGroup ? 0 : undefined}
      onClick={
        activate
          ? (event) => {
              if (!fromInnerControl(event)) activate();
            }
          : undefined
      }
      onKeyDown={
        activate && !isGroup
          ? (event) => {
              if ((event.key === 'Enter' || event.key === ' ') && !fromInnerControl(event)) {
                event.preventDefault();
                activate();
              }
            }
          : undefined
      }
      className={`border-b border-gray-100 ${isGroup ? 'bg-gray-50 font-medium' : ''} ${
        activate ? 'cursor-pointer hover:bg-blue-50/60 focus-visible:outline-2 focus-visible:outline-blue-500' : ''
      }`}
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const content = renderCell(cell, row, cell.id === firstCellId);
        return (
          <td
            key={cell.id}
            className={`px-3 py-1.5 align-middle ${priorityClasses(meta?.priority)} ${meta?.truncate ? TRUNCATED_CELL : ''} ${meta?.className ?? ''}`}
          >
            {meta?.truncate && !cell.getIsGrouped() ? <TruncatedText>{content}</TruncatedText> : content}
          </td>
        );
      })}
    </tr>
  );
}

function renderCell<TData>(cell: Cell<TData, unknown>, row: Row<TData>, isFirst: boolean): ReactNode {
  const { columnDef } = cell.column;
  if (cell.getIsGrouped()) {
    const value = cell.getValue();
    const label = columnDef.meta?.groupLabel?.(value) ?? String(value ?? '');
    const count = row.getLeafRows().length;
    return (
      <button
        type="button"
        aria-expanded={row.getIsExpanded()}
        onClick={row.getToggleExpandedHandler()}
        style={{ paddingLeft: `${row.depth * 1.25}rem` }}
        className="inline-flex items-center gap-1.5 text-left"
      >
        <Chevron open={row.getIsExpanded()} size={16} />
        <span>{label}</span>
        <span title={`${count} rows`} className="rounded-full bg-gray-200 px-2 text-xs leading-5 text-gray-700">
          {count}
        </span>
      </button>
    );
  }
  // TanStack also calls tree rows (getSubRows) aggregated; only group rows are.
  if (row.getIsGrouped() && cell.getIsAggregated()) {
    return columnDef.aggregatedCell ? flexRender(columnDef.aggregatedCell, cell.getContext()) : null;
  }
  if (cell.getIsPlaceholder()) return null;
  const content = flexRender(columnDef.cell, cell.getContext());
  if (!isFirst || (row.depth === 0 && !row.getCanExpand())) return content;
  // Tree data (getSubRows): the first cell carries the indent and the expander.
  return (
    <span className="inline-flex items-center gap-1" style={{ paddingLeft: `${row.depth * 1.25}rem` }}>
      {row.getCanExpand() ? (
        <button
          type="button"
          aria-label={row.getIsExpanded() ? 'Collapse row' : 'Expand row'}
          aria-expanded={row.getIsExpanded()}
          onClick={row.getToggleExpandedHandler()}
          className="inline-flex h-5 w-5 items-center justify-center rounded hover:bg-gray-200"
        >
          <Chevron open={row.getIsExpanded()} size={14} />
        </button>
      ) : (
        <span className="inline-block w-5" aria-hidden="true" />
      )}
      {content}
    </span>
  );
}

function Chevron({ open, size }: { open: boolean; size: number }) {
  return open ? <ChevronDown size={size} aria-hidden="true" /> : <ChevronRight size={size} aria-hidden="true" />;
}
