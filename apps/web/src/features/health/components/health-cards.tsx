import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useState } from 'react';
import type { CheckSummary } from '@vigil/domain';
import { useElementWidth } from '../utils/use-element-width.ts';
import { HealthCard } from './health-card.tsx';

export interface HealthCardsProps {
  checks: readonly CheckSummary[];
  onCheckClick: (check: CheckSummary) => void;
}

/** Card sizes in px: the narrowest card, the fixed card height (h-24) and the gap (gap-3, p-3). */
const MIN_CARD_WIDTH = 224;
const CARD_HEIGHT = 96;
const GAP = 12;
const OVERSCAN_ROWS = 4;

/** How many cards fit side by side in `width` px of scroll box. */
export function cardColumnsFor(width: number): number {
  return Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));
}

/**
 * The card layout: one card per check, failing ones first, then by name. Only the rows of cards
 * near the visible part are rendered; padding above and below keeps the scrollbar true.
 */
export function HealthCards({ checks, onCheckClick }: HealthCardsProps) {
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const columns = cardColumnsFor(useElementWidth(scrollElement) - 2 * GAP);
  const ordered = useMemo(
    () => [...checks].sort((a, b) => Number(a.status === 'healthy') - Number(b.status === 'healthy') || a.name.localeCompare(b.name)),
    [checks],
  );
  const virtualizer = useVirtualizer({
    count: Math.ceil(ordered.length / columns),
    getScrollElement: () => scrollElement,
    estimateSize: () => CARD_HEIGHT + GAP,
    overscan: OVERSCAN_ROWS,
    paddingStart: GAP,
    paddingEnd: GAP,
  });
  if (checks.length === 0) return <p className="px-3 py-8 text-center text-sm text-gray-500">No data available</p>;

  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const shown = first && last ? ordered.slice(first.index * columns, (last.index + 1) * columns) : [];
  const paddingTop = first?.start ?? 0;
  // Each row's size counts the gap after it, which the grid leaves out after the last one.
  const paddingBottom = Math.max(virtualizer.getTotalSize() - (last?.end ?? 0) + GAP, 0);

  return (
    <div ref={setScrollElement} data-testid="health-cards-scroll" className="min-h-0 flex-1 overflow-auto px-3">
      <ul
        aria-label="Health checks"
        className="grid gap-3"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, paddingTop, paddingBottom }}
      >
        {shown.map((check) => (
          <li key={check.id}>
            <HealthCard check={check} onClick={() => onCheckClick(check)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
