import { useMemo, useState } from 'react';
import { ErrorPanel } from '../../../../ui/error-boundary/error-panel.tsx';
import { EmptyState } from '../../../../ui/page/empty-state.tsx';
import { LoadingState } from '../../../../ui/page/loading-state.tsx';
import { useConfigDetail } from '../../api/get-config-detail.ts';
import { useRelatedConfigs } from '../../api/get-related-configs.ts';
import { EMPTY_RELATED_FILTER, filterRelatedConfigs } from '../../utils/relationships/related-configs-filter.ts';
import { DEFAULT_RELATIONSHIP_TOGGLES, relatedConfigsParams, toggleRelationship } from '../../utils/relationships/related-configs-params.ts';
import { RelationshipToggles } from './relationship-toggles.tsx';
import { RelationshipsFilters } from './relationships-filters.tsx';
import { RelationshipsGraph } from './relationships-graph.tsx';
import { RelationshipsTable } from './relationships-table.tsx';
import { SegmentedSwitch } from './segmented-switch.tsx';

type View = 'table' | 'graph';

/** The Relationships tab of a config: direction and kind toggles, filters, and the related configs as a table or graph. */
export function ConfigRelationshipsTab({ configId }: { configId: string }) {
  const [toggles, setToggles] = useState(DEFAULT_RELATIONSHIP_TOGGLES);
  const [view, setView] = useState<View>('table');
  const [filter, setFilter] = useState(EMPTY_RELATED_FILTER);
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
        <RelationshipToggles value={toggles} onToggle={(which) => setToggles((current) => toggleRelationship(current, which))} />
        <SegmentedSwitch
          label="View"
          value={view}
          options={[
            { value: 'table', label: 'Table' },
            { value: 'graph', label: 'Graph' },
          ]}
          onChange={setView}
        />
      </div>
      <RelationshipsFilters configs={related.data ?? []} value={filter} onChange={setFilter} />
      {related.isError ? (
        <ErrorPanel message={related.error.message} onRetry={() => void related.refetch()} />
      ) : related.isPending ? (
        <LoadingState />
      ) : shown.length === 0 ? (
        <EmptyState title="No relationships found" />
      ) : view === 'table' ? (
        <RelationshipsTable configs={shown} />
      ) : (
        <RelationshipsGraph root={root} configs={shown} />
      )}
    </div>
  );
}
