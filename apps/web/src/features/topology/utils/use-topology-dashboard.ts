import type { TopologyComponent } from '@vigil/domain';
import { useMemo } from 'react';
import { isHttpError } from '#src/api/http-error.ts';
import { useTopology } from '../api/get-topology.ts';
import { sortComponents, sortOptions } from './component-sort.ts';
import { filterParams, withoutExcludedLabels } from './topology-filters.ts';
import { useTopologyViewState } from './use-topology-view-state.ts';

/** Roots and their children, or a component, its children and theirs: enough for the cards' child lists. */
const ROOTS_DEPTH = 2;
const COMPONENT_DEPTH = 3;

/** The dashboard's data: the component asked for (if any) and the cards to show, filtered and sorted. */
export function useTopologyDashboard(id: string | undefined) {
  const state = useTopologyViewState();
  const query = useTopology({
    ...filterParams(state.filters),
    id,
    sortBy: state.sort.sortBy,
    sortOrder: state.sort.sortOrder,
    depth: id ? COMPONENT_DEPTH : ROOTS_DEPTH,
  });
  const root: TopologyComponent | undefined = id ? query.data?.components.find((component) => component.id === id) : undefined;
  const listed = id ? root?.components : query.data?.components;
  const cards = useMemo(
    () => sortComponents(withoutExcludedLabels(listed ?? [], state.filters.labels), state.sort),
    [listed, state.filters.labels, state.sort],
  );
  const notFound = Boolean(id) && ((isHttpError(query.error) && [400, 404].includes(query.error.status)) || (query.isSuccess && !root));
  return { state, query, root, cards, sortChoices: sortOptions(listed ?? []), notFound };
}

export type TopologyDashboardData = ReturnType<typeof useTopologyDashboard>;
