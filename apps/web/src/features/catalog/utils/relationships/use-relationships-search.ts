import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readRelationshipsSearch, writeRelationshipsSearch, type RelationshipsSearch } from './relationships-search-params.ts';

/** The Relationships tab's toggles, view and filters, kept in the query string so a reload or a shared link keeps them. */
export function useRelationshipsSearch(): [RelationshipsSearch, (patch: Partial<RelationshipsSearch>) => void] {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readRelationshipsSearch(params), [params]);
  const update = useCallback(
    (patch: Partial<RelationshipsSearch>) => setParams((current) => writeRelationshipsSearch(current, { ...readRelationshipsSearch(current), ...patch })),
    [setParams],
  );
  return [search, update];
}
