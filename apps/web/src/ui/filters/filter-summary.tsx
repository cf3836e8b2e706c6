import type { ReactNode } from 'react';

/** Fewer selections than this are shown one chip each; from this many on, as a count. */
export const CHIP_LIMIT = 4;

export interface FilterSummaryItem {
  value: string;
  label: ReactNode;
  /** Excluded values are struck through; included and plain selections are not. */
  excluded?: boolean;
}

export interface FilterSummaryProps {
  items: readonly FilterSummaryItem[];
  /** Shown with nothing selected; default 'All'. */
  placeholder?: string;
  /** The text for CHIP_LIMIT or more selections; default "N selected". */
  countLabel?: (count: number) => string;
}

export const selectedCountLabel = (count: number) => `${count} selected`;

/** What a filter dropdown's button shows: chips for a few selections, otherwise a count. */
export function FilterSummary({ items, placeholder = 'All', countLabel = selectedCountLabel }: FilterSummaryProps) {
  if (items.length === 0) return <span className="text-gray-500">{placeholder}</span>;
  if (items.length >= CHIP_LIMIT) {
    return <span className="rounded bg-blue-50 px-1.5 text-blue-800">{countLabel(items.length)}</span>;
  }
  return (
    <span className="inline-flex flex-wrap gap-1">
      {items.map((item) => (
        <span
          key={item.value}
          data-excluded={item.excluded ? 'true' : undefined}
          className={`rounded px-1.5 text-xs leading-5 ${item.excluded ? 'bg-red-50 text-red-800 line-through' : 'bg-blue-50 text-blue-800'}`}
        >
          {item.excluded && <span className="sr-only">not </span>}
          {item.label}
        </span>
      ))}
    </span>
  );
}
