import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { type IncidentFilters, incidentListQuery } from '../utils/incident-list-filters.ts';
import { incidentKeys } from './incident-keys.ts';
import type { IncidentListRow } from './incident-list.types.ts';

export interface IncidentListParams extends IncidentFilters {
  pageIndex: number;
  pageSize: number;
}

/** One page of incidents and how many match, counted by the server. */
export async function getIncidents(params: IncidentListParams, signal?: AbortSignal): Promise<Page<IncidentListRow>> {
  return http.getPage<IncidentListRow>('db', '/incidents', {
    query: incidentListQuery(params, params.pageIndex, params.pageSize),
    signal,
  });
}

export function incidentsQueryOptions(params: IncidentListParams) {
  return queryOptions({
    queryKey: incidentKeys.list(params),
    queryFn: ({ signal }) => getIncidents(params, signal),
    placeholderData: keepPreviousData,
    // Spec 002 §7: the list is read afresh whenever it is shown.
    refetchOnMount: 'always',
  });
}

export function useIncidents(params: IncidentListParams) {
  return useQuery(incidentsQueryOptions(params));
}
