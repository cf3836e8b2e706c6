import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { incidentKeys } from './incident-keys.ts';
import type { IncidentDetail } from './incident-detail.types.ts';

const DETAIL_COLUMNS = [
  '*',
  'creator:created_by(id,name,avatar)',
  'commander:commander_id(id,name,avatar)',
  'responders(id,type,person:person_id(id,name,avatar),team:team_id(id,name,icon))',
  'hypotheses(id,title,type,status,parent_id,created_at,evidences(id,type,description,created_at,definition_of_done,check:check_id(id,name)),comments(id,comment,created_at,author:created_by(id,name,avatar)))',
].join(',');

/** The incident with its deep embeds, or null when there is none with this id. */
export async function getIncident(id: string, signal?: AbortSignal): Promise<IncidentDetail | null> {
  const rows = await http.get<IncidentDetail[]>('db', '/incidents', {
    query: { select: DETAIL_COLUMNS, id: `eq.${id}`, deleted_at: 'is.null', 'responders.deleted_at': 'is.null' },
    signal,
  });
  return rows?.[0] ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the address can name an incident at all; anything else is simply not found. */
export function isIncidentId(id: string): boolean {
  return UUID.test(id);
}

export function useIncident(id: string) {
  return useQuery(
    queryOptions({ queryKey: incidentKeys.detail(id), queryFn: ({ signal }) => getIncident(id, signal), enabled: isIncidentId(id) }),
  );
}
