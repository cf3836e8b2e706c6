import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { incidentOptionKeys } from './incident-keys.ts';

/** The picker lists at most this many incidents, the newest first. */
const INCIDENT_CHOICE_LIMIT = 200;

export interface IncidentChoice {
  id: string;
  incident_id: string;
  title: string;
}

/** Incidents that evidence can still be added to: every one not closed. */
export async function getIncidentChoices(signal?: AbortSignal): Promise<IncidentChoice[]> {
  const rows = await http.get<IncidentChoice[]>('db', '/incidents', {
    query: {
      select: 'id,incident_id,title',
      deleted_at: 'is.null',
      status: 'neq.closed',
      order: 'created_at.desc',
      limit: INCIDENT_CHOICE_LIMIT,
    },
    signal,
  });
  return rows ?? [];
}

export function useIncidentChoices(enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: incidentOptionKeys.list({ of: 'incidents' }), queryFn: ({ signal }) => getIncidentChoices(signal), enabled }),
  );
}
