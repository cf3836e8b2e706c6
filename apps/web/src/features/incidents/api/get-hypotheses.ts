import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HypothesisRow } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { hypothesisKeys } from './incident-keys.ts';

export type HypothesisChoice = Pick<HypothesisRow, 'id' | 'title' | 'type' | 'parent_id' | 'status'>;

/** The hypotheses of one incident, the root first. */
export async function getHypotheses(incidentId: string, signal?: AbortSignal): Promise<HypothesisChoice[]> {
  const rows = await http.get<HypothesisChoice[]>('db', '/hypotheses', {
    query: { select: 'id,title,type,parent_id,status', incident_id: `eq.${incidentId}`, order: 'created_at.asc' },
    signal,
  });
  return rows ?? [];
}

export function useHypotheses(incidentId: string) {
  return useQuery(
    queryOptions({
      queryKey: hypothesisKeys.list({ incidentId }),
      queryFn: ({ signal }) => getHypotheses(incidentId, signal),
      enabled: incidentId !== '',
    }),
  );
}
