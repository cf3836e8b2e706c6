import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { TopologyDashboardData } from '../utils/use-topology-dashboard.ts';
import { CardWidthSlider } from './card-width-slider.tsx';
import { TopologyDetailPanel } from './detail/topology-detail-panel.tsx';
import { TopologyPanelContext } from './detail/topology-panel-context.tsx';
import { usePanelSelection } from './detail/use-panel-selection.ts';
import { TopologyFiltersBar } from './topology-filters-bar.tsx';
import { TopologyGrid } from './topology-grid.tsx';
import { TopologySortControl } from './topology-sort-control.tsx';

export interface TopologyDashboardProps {
  data: TopologyDashboardData;
  hrefOf: (id: string) => string;
}

/** The toolbar (filters, sort, card width), the card grid and a component's detail panel, as /topology and /view/topology show them. */
export function TopologyDashboard({ data, hrefOf }: TopologyDashboardProps) {
  const { state, query, cards, sortChoices, notFound, root } = data;
  const panel = usePanelSelection(useParams().id, root, cards);
  const panelControl = useMemo(() => ({ openPanel: panel.open }), [panel.open]);
  return (
    <TopologyPanelContext.Provider value={panelControl}>
      <div className="flex min-h-full">
        <div className="flex min-w-0 flex-1 flex-col">
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
        {panel.shown && <TopologyDetailPanel component={panel.shown} onClose={panel.close} />}
      </div>
    </TopologyPanelContext.Provider>
  );
}
