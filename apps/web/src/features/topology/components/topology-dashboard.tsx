import type { TopologyDashboardData } from '../utils/use-topology-dashboard.ts';
import { CardWidthSlider } from './card-width-slider.tsx';
import { TopologyFiltersBar } from './topology-filters-bar.tsx';
import { TopologyGrid } from './topology-grid.tsx';
import { TopologySortControl } from './topology-sort-control.tsx';

export interface TopologyDashboardProps {
  data: TopologyDashboardData;
  hrefOf: (id: string) => string;
}

/** The toolbar (filters, sort, card width) and the card grid, as /topology and /view/topology show them. */
export function TopologyDashboard({ data, hrefOf }: TopologyDashboardProps) {
  const { state, query, cards, sortChoices, notFound } = data;
  return (
    <div className="flex flex-col">
      <div role="group" aria-label="Topology filters" className="flex flex-wrap items-center gap-3 border-b border-gray-100 px-6 py-3">
        <TopologyFiltersBar state={state} choices={query.data} />
        <span className="ml-auto flex flex-wrap items-center gap-3">
          <TopologySortControl sort={state.sort} options={sortChoices} onChange={state.setSort} />
          <CardWidthSlider value={state.cardWidth} onChange={state.setCardWidth} />
        </span>
      </div>
      <TopologyGrid
        cards={cards}
        cardWidth={state.cardWidth}
        isPending={query.isPending}
        error={notFound ? null : query.error}
        notFound={notFound}
        onRetry={() => void query.refetch()}
        hrefOf={hrefOf}
      />
    </div>
  );
}
