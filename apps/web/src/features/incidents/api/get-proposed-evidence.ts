import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProposedEvidenceAnswer } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { incidentKeys } from './incident-keys.ts';

/** How many proposals the page asks for: enough to choose from, short enough to read. */
export const PROPOSAL_LIMIT = 20;

/** The key of an incident's proposals in one window; under `incidentKeys.all`, so every incident change refreshes them. */
export function proposedEvidenceKey(incidentId: string, hours?: number) {
  const base = [...incidentKeys.all, 'proposed-evidence', incidentId] as const;
  return hours === undefined ? base : ([...base, { hours }] as const);
}

/** `GET /api/incidents/{id}/proposed-evidence?hours=&limit=` (decision 0040), best first. */
export async function getProposedEvidence(incidentId: string, hours: number, signal?: AbortSignal): Promise<ProposedEvidenceAnswer> {
  return http.get<ProposedEvidenceAnswer>('incidents', `/${encodeURIComponent(incidentId)}/proposed-evidence`, {
    query: { hours, limit: PROPOSAL_LIMIT },
    signal,
  });
}

export function useProposedEvidence(incidentId: string, hours: number) {
  return useQuery(
    queryOptions({
      queryKey: proposedEvidenceKey(incidentId, hours),
      queryFn: ({ signal }) => getProposedEvidence(incidentId, hours, signal),
      // A new window keeps the last list on screen until its own answer comes.
      placeholderData: keepPreviousData,
    }),
  );
}
