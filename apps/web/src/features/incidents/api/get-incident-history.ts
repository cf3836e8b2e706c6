import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import type { PersonRef } from './incident-detail.types.ts';
import { incidentKeys } from './incident-keys.ts';

export interface IncidentHistoryEntry {
  id: string;
  type: string;
  description: string | null;
  created_at: string;
  created_by: PersonRef | null;
  evidence: { id: string; type: string; description: string | null } | null;
  hypothesis: { id: string; title: string | null; type: string } | null;
  responder: { id: string; type: string; person: PersonRef | null; team: { id: string; name: string } | null } | null;
  comment: { id: string; comment: string } | null;
}

const HISTORY_COLUMNS = [
  'id,type,description,created_at',
  'created_by:created_by(id,name,avatar)',
  'evidence:evidence_id(id,type,description)',
  'hypothesis:hypothesis_id(id,title,type)',
  'responder:responder_id(id,type,person:person_id(id,name,avatar),team:team_id(id,name))',
  'comment:comment_id(id,comment)',
].join(',');

/** `GET /incident_histories?incident_id=eq.{id}` with what each row is about (spec 002 §7), newest first. */
export async function getIncidentHistory(incidentId: string, signal?: AbortSignal): Promise<IncidentHistoryEntry[]> {
  const rows = await http.get<IncidentHistoryEntry[]>('db', '/incident_histories', {
    query: { select: HISTORY_COLUMNS, incident_id: `eq.${incidentId}`, order: 'created_at.desc' },
    signal,
  });
  return rows ?? [];
}

/** Under the incident's own key, so whatever refreshes the incident refreshes its changelog. */
export function incidentHistoryKey(incidentId: string) {
  return [...incidentKeys.detail(incidentId), 'history'] as const;
}

export function useIncidentHistory(incidentId: string) {
  return useQuery(queryOptions({ queryKey: incidentHistoryKey(incidentId), queryFn: ({ signal }) => getIncidentHistory(incidentId, signal) }));
}
