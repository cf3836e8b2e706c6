import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { Select } from '#src/ui/select/select.tsx';
import { CONTROL, FIELD_LABEL } from '#src/ui/styles/kit-classes.ts';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';
import type { TopologySort } from '../utils/component-sort.ts';

export interface TopologySortControlProps {
  sort: TopologySort;
  options: readonly { value: string; label: string }[];
  onChange: (sort: TopologySort) => void;
}

/** The sort field (Health, Name, Type, Last Updated, headline properties) and its direction. */
export function TopologySortControl({ sort, options, onChange }: TopologySortControlProps) {
  const descending = sort.sortOrder === 'desc';
  const direction = descending ? 'Descending' : 'Ascending';
  const Arrow = descending ? ArrowDownWideNarrow : ArrowUpNarrowWide;
  const shown = options.some((option) => option.value === sort.sortBy) ? options : [...options, { value: sort.sortBy, label: sort.sortBy }];
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden className={FIELD_LABEL}>
        Sort by
      </span>
      <Select label="Sort by" value={sort.sortBy} options={shown} onChange={(sortBy) => onChange({ ...sort, sortBy })} className="min-w-32" />
      <Tooltip content={direction}>
        <button
          type="button"
          aria-label={`Sort order: ${direction}`}
          className={CONTROL}
          onClick={() => onChange({ ...sort, sortOrder: descending ? 'asc' : 'desc' })}
        >
          <Arrow aria-hidden className="size-4" />
        </button>
      </Tooltip>
    </span>
  );
}
