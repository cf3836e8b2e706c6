import { useMemo } from 'react';
import { ToggleGroup } from '#src/ui/toggle-group/toggle-group.tsx';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { useConfigDetail } from '#src/features/catalog/api/get-config-detail.ts';
import { useRelatedConfigs } from '#src/features/catalog/api/get-related-configs.ts';
import { filterRelatedConfigs } from '#src/features/catalog/utils/relationships/related-configs-filter.ts';
import { relatedConfigsParams, toggleRelationship } from '#src/features/catalog/utils/relationships/related-configs-params.ts';
import type { RelationshipsView } from '#src/features/catalog/utils/relationships/relationships-search-params.ts';
import { useRelationshipsSearch } from '#src/features/catalog/utils/relationships/use-relationships-search.ts';
import { LazyRelationshipsGraph } from './lazy-relationships-graph.tsx';
import { RelationshipToggles } from './relationship-toggles.tsx';
import { RelationshipsFilters } from './relationships-filters.tsx';
import { RelationshipsTable } from './relationships-table.tsx';

/**
 * The Relationships tab of a config: direction and kind toggles, filters, and the related configs as
 * a table or graph. Every choice is kept in the query string.
 */
export function ConfigRelationshipsTab({ configId }: { configId: string }) {
  const [search, update] = useRelationshipsSearch();
  const { toggles, view, filter } = search;
  const related = useRelatedConfigs(configId, relatedConfigsParams(toggles));
  const detail = useConfigDetail(configId);
  const shown = useMemo(() => filterRelatedConfigs(related.data ?? [], filter), [related.data, filter]);

  const root = useMemo(
    () => ({ id: configId, name: detail.data?.name ?? null, type: detail.data?.type ?? null, health: detail.data?.health ?? null, deleted_at: detail.data?.deleted_at }),
    [configId, detail.data],
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <RelationshipToggles value={toggles} onToggle={(which) => update({ toggles: toggleRelationship(toggles, which) })} />
        <ToggleGroup<RelationshipsView>
          type="single"
          label="View"
          value={view}
          options={[
            { value: 'table', label: 'Table' },
            { value: 'graph', label: 'Graph' },
          ]}
          onChange={(next) => update({ view: next })}
        />
      </div>
      <RelationshipsFilters configs={related.data ?? []} value={filter} onChange={(next) => update({ filter: next })} />
      {related.isError ? (
        <ErrorPanel message={related.error.message} onRetry={() => void related.refetch()} />
      ) : related.isPending ? (
        <LoadingState />
      ) : shown.length === 0 ? (
        <EmptyState title="No relationships found" size="compact" />
      ) : view === 'table' ? (
        <RelationshipsTable configs={shown} />
      ) : (
        <LazyRelationshipsGraph
          root={root}
          configs={shown}
          direction={search.direction}
          edgeStyle={search.edgeStyle}
          onDirectionChange={(direction) => update({ direction })}
          onEdgeStyleChange={(edgeStyle) => update({ edgeStyle })}
        />
      )}
    </div>
  );
}
