import { Network } from 'lucide-react';
import type { TopologyComponent } from '@vigil/domain';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { Skeleton } from '#src/ui/skeleton/skeleton.tsx';
import { CARD_SURFACE } from '#src/ui/styles/kit-classes.ts';
import { TopologyCard } from './topology-card.tsx';

export const NO_COMPONENTS = 'There are no components matching this criteria';
export const COMPONENT_NOT_FOUND = 'Component not found';
export const COMPONENTS_FAILED = 'Could not load components';

export interface TopologyGridProps {
  cards: readonly TopologyComponent[];
  cardWidth: number;
  isPending: boolean;
  error: Error | null;
  notFound: boolean;
  onRetry: () => void;
  hrefOf: (id: string) => string;
}

/** The card grid with its loading, empty, not found and error states. */
export function TopologyGrid({ cards, cardWidth, isPending, error, notFound, onRetry, hrefOf }: TopologyGridProps) {
  if (notFound) return <EmptyState icon={Network} title={COMPONENT_NOT_FOUND} />;
  if (error) return <ErrorPanel title={COMPONENTS_FAILED} message={error.message} onRetry={onRetry} />;
  if (isPending) {
    return (
      <div role="status" aria-label="Loading components" className="flex flex-wrap gap-3 px-6 py-4">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <div key={index} style={{ width: cardWidth }} className={`${CARD_SURFACE} flex max-w-full flex-col gap-3 p-3`}>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
    );
  }
  if (cards.length === 0) return <EmptyState icon={Network} title={NO_COMPONENTS} />;
  return (
    <ul aria-label="Components" className="flex flex-wrap items-start gap-3 px-6 py-4">
      {cards.map((component) => (
        <li key={component.id} className="max-w-full">
          <TopologyCard component={component} width={cardWidth} hrefOf={hrefOf} />
        </li>
      ))}
    </ul>
  );
}
