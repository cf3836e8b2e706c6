import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';

export interface CellFilterButtonsProps {
  /** The cell's value, as the filter takes it. */
  value: string;
  onFilter: (value: string, state: 1 | -1) => void;
  children: ReactNode;
}

const BUTTON = 'inline-flex size-5 items-center justify-center rounded border border-gray-300 bg-white text-gray-500 hover:bg-gray-100 focus-visible:outline-2';

/** A cell whose value can be included in or excluded from the list's filter (spec 001 §2.3), shown on hover or focus. */
export function CellFilterButtons({ value, onFilter, children }: CellFilterButtonsProps) {
  return (
    <span className="group/cell-filter inline-flex max-w-full min-w-0 items-center gap-1.5">
      <span className="min-w-0 truncate">{children}</span>
      <span className="invisible inline-flex shrink-0 gap-0.5 group-focus-within/cell-filter:visible group-hover/cell-filter:visible">
        {([1, -1] as const).map((state) => (
          <button
            key={state}
            type="button"
            aria-label={`${state === 1 ? 'Include' : 'Exclude'} ${value}`}
            title={state === 1 ? 'Include' : 'Exclude'}
            className={BUTTON}
            onClick={(event) => {
              event.stopPropagation();
              onFilter(value, state);
            }}
          >
            {state === 1 ? <Plus size={12} aria-hidden /> : <Minus size={12} aria-hidden />}
          </button>
        ))}
      </span>
    </span>
  );
}
