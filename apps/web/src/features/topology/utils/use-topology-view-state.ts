import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TriStateSelections } from '#src/ui/filters/tri-state.ts';
import { encodeTriStateSelections } from '#src/ui/filters/tri-state-query.ts';
import { type CardPreferences, clampCardWidth, readCardPreferences, writeCardPreferences } from './card-preferences.ts';
import type { SortOrder, TopologySort } from './component-sort.ts';
import { FILTER_KEYS, readTopologyFilters, type TopologyFilters } from './topology-filters.ts';

export interface TopologyViewState {
  filters: TopologyFilters;
  sort: TopologySort;
  cardWidth: number;
  setFilter: (key: 'status' | 'type' | 'team' | 'agentId', value: string) => void;
  setLabels: (labels: TriStateSelections) => void;
  setShowHidden: (show: boolean) => void;
  setSort: (sort: TopologySort) => void;
  setCardWidth: (width: number) => void;
}

const isOrder = (value: string | null): value is SortOrder => value === 'asc' || value === 'desc';

/**
 * Filters and sort live in the address (spec 002 §2); the sort and card width are also kept in
 * this browser, so a plain /topology opens as the user left it. Other parameters are kept.
 */
export function useTopologyViewState(): TopologyViewState {
  const [params, setParams] = useSearchParams();
  const [stored, setStored] = useState<CardPreferences>(readCardPreferences);
  const filters = useMemo(() => readTopologyFilters(params), [params]);
  const urlSortBy = params.get('sortBy');
  const urlSortOrder = params.get('sortOrder');
  const sort = useMemo<TopologySort>(
    () => ({ sortBy: urlSortBy || stored.sortBy, sortOrder: isOrder(urlSortOrder) ? urlSortOrder : stored.sortOrder }),
    [urlSortBy, urlSortOrder, stored],
  );

  const update = useCallback(
    (key: string, value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(key);
        else next.set(key, value);
        return next;
      }),
    [setParams],
  );

  const remember = useCallback((patch: Partial<CardPreferences>) => {
    setStored((current) => {
      const next = { ...current, ...patch };
      writeCardPreferences(next);
      return next;
    });
  }, []);

  return {
    filters,
    sort,
    cardWidth: stored.cardWidth,
    setFilter: (key, value) => update(FILTER_KEYS[key], value),
    setLabels: (labels) => update(FILTER_KEYS.labels, encodeTriStateSelections(labels)),
    setShowHidden: (show) => update(FILTER_KEYS.showHidden, show ? 'true' : ''),
    setSort: (next) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('sortBy', next.sortBy);
        updated.set('sortOrder', next.sortOrder);
        return updated;
      });
      remember(next);
    },
    setCardWidth: (width) => remember({ cardWidth: clampCardWidth(width) }),
  };
}
