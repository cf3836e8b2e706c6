import { SECONDARY_BUTTON } from '../button/button-styles.ts';

export interface SimplePagerProps {
  /** Zero-based. */
  pageIndex: number;
  pageCount: number;
  onPageChange: (pageIndex: number) => void;
  /** Said right after 'Page X of Y', such as ' (60 runs)'. */
  suffix?: string;
}

/** 'Page X of Y' with Previous and Next, for the short paged lists inside tabs. */
export function SimplePager({ pageIndex, pageCount, onPageChange, suffix = '' }: SimplePagerProps) {
  return (
    <div className="flex items-center justify-end gap-2 px-3 py-2 text-sm text-gray-600">
      <span>
        Page {pageIndex + 1} of {pageCount}
        {suffix}
      </span>
      <button type="button" className={SECONDARY_BUTTON} disabled={pageIndex === 0} onClick={() => onPageChange(pageIndex - 1)}>
        Previous
      </button>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={pageIndex + 1 >= pageCount}
        onClick={() => onPageChange(pageIndex + 1)}
      >
        Next
      </button>
    </div>
  );
}
