import { type Header, type Table, flexRender } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TABLE_HEAD } from '../styles/kit-classes.ts';
import { priorityClasses } from './column-priority.ts';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Column headers; a sortable header is a button cycling ascending, descending, unsorted. */
export function DataTableHeader<TData>({ table }: { table: Table<TData> }) {
  return (
    <thead className={TABLE_HEAD}>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} className="border-b border-gray-200">
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} />
          ))}
        </tr>
      ))}
    </thead>
  );
}

function HeaderCell<TData>({ header }: { header: Header<TData, unknown> }) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const className = `px-3 py-2 whitespace-nowrap ${priorityClasses(meta?.priority)} ${meta?.className ?? ''}`;
  if (header.isPlaceholder) return <th colSpan={header.colSpan} className={className} />;
  const content = flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) {
    return (
      <th scope="col" colSpan={header.colSpan} className={className}>
        {content}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" colSpan={header.colSpan} aria-sort={sorted ? ARIA_SORT[sorted] : 'none'} className={className}>
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        className="inline-flex items-center gap-1 uppercase hover:text-gray-900"
      >
        {content}
        <Icon size={14} aria-hidden="true" className={sorted ? 'text-gray-900' : 'text-gray-400'} />
      </button>
    </th>
  );
}
