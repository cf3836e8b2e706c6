import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckGraph } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { checkGraphKeys } from './check-detail-keys.ts';

export interface CheckGraphParams {
  checkId: string;
  /** Relative start such as `now-1h`. */
  start: string;
}

/** The check's runs over the range, for the Health Overview chart. */
export function getCheckGraph(params: CheckGraphParams, signal?: AbortSignal): Promise<CheckGraph> {
  return http.get<CheckGraph>('canary', '/api/graph', {
    query: { check: params.checkId, start: params.start, end: 'now' },
    signal,
  });
}

export function checkGraphQueryOptions(params: CheckGraphParams) {
  return queryOptions({ queryKey: checkGraphKeys.list(params), queryFn: ({ signal }) => getCheckGraph(params, signal) });
}

export function useCheckGraph(params: CheckGraphParams) {
  return useQuery(checkGraphQueryOptions(params));
}
