import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, LoaderCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Select } from '../select/select.tsx';
import { PAGE_SIZE_OPTIONS } from './data-table.constants.ts';

export interface DataTablePagerProps {
  /** Zero-based. */
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Default: the spec's choices 5 ... 1000. */
  pageSizeOptions?: readonly number[];
  /** Shows 'loading data...'. */
  isLoading?: boolean;
  className?: string;
}

const NAV_BUTTON =
  'inline-flex h-8 w-8 items-center justify-center rounded border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The complete pager (spec 000 §2.6): 'Page X of Y', first / previous / next / last, a go-to-page
 * input (1 to the page count) and a page-size selector.
 */
export function DataTablePager({
  pageIndex,
  pageCount,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  isLoading = false,
  className = '',
}: DataTablePagerProps) {
  const lastPage = Math.max(pageCount, 1);
  const page = Math.min(pageIndex + 1, lastPage);
  const go = (target: number) => {
    const clamped = Math.min(Math.max(target, 1), lastPage);
    if (clamped !== page) onPageChange(clamped - 1);
  };
  // A size from a link that is not among the choices is still shown as selected.
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <nav
      aria-label="Pagination"
      className={`flex flex-wrap items-center gap-2 px-2 py-2 text-sm text-gray-700 ${className}`}
    >
      <NavButton label="First page" disabled={page <= 1} onClick={() => go(1)}>
        <ChevronsLeft size={16} aria-hidden="true" />
      </NavButton>
      <NavButton label="Previous page" disabled={page <= 1} onClick={() => go(page - 1)}>
        <ChevronLeft size={16} aria-hidden="true" />
      </NavButton>
      <NavButton label="Next page" disabled={page >= lastPage} onClick={() => go(page + 1)}>
        <ChevronRight size={16} aria-hidden="true" />
      </NavButton>
      <NavButton label="Last page" disabled={page >= lastPage} onClick={() => go(lastPage)}>
        <ChevronsRight size={16} aria-hidden="true" />
      </NavButton>
      <span aria-live="polite" className="font-medium">
        Page {page} of {lastPage}
      </span>
      <GoToPage key={page} page={page} lastPage={lastPage} onGo={go} />
      <Select
        label="Page size"
        value={String(pageSize)}
        options={sizes.map((size) => ({ value: String(size), label: `Show ${size}` }))}
        onChange={(size) => onPageSizeChange(Number(size))}
      />
      {isLoading && (
        <span role="status" className="inline-flex items-center gap-1 text-gray-500">
          <LoaderCircle size={14} aria-hidden="true" className="animate-spin" />
          loading data...
        </span>
      )}
    </nav>
  );
}

function NavButton(props: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className={NAV_BUTTON}
    >
      {props.children}
    </button>
  );
}

/** Applies on Enter or when leaving the box, so typing "12" does not visit page 1 first. */
function GoToPage({ page, lastPage, onGo }: { page: number; lastPage: number; onGo: (page: number) => void }) {
  const [text, setText] = useState(String(page));
  const apply = () => {
    const target = Number.parseInt(text, 10);
    if (Number.isNaN(target)) setText(String(page));
    else {
      onGo(target);
      setText(String(Math.min(Math.max(target, 1), lastPage)));
    }
  };
  return (
    <label className="inline-flex items-center gap-1">
      Go to page
      <input
        type="number"
        min={1}
        max={lastPage}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        className="h-8 w-16 rounded border border-gray-300 px-2"
      />
    </label>
  );
}
