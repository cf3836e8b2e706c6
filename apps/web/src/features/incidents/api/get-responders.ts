import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import type { IncidentResponder } from './incident-responder.types.ts';
import { responderKeys } from './responder-keys.ts';

const RESPONDER_COLUMNS = '*,team:team_id(id,name,icon,spec),person:person_id(id,name,avatar)';

/** `GET /responders` of one incident, without the removed ones, oldest first (spec 002 §7). */
export async function getResponders(incidentId: string, signal?: AbortSignal): Promise<IncidentResponder[]> {
  const rows = await http.get<IncidentResponder[]>('db', '/responders', {
    query: { incident_id: `eq.${incidentId}`, select: RESPONDER_COLUMNS, deleted_at: 'is.null', order: 'created_at.asc' },
    signal,
  });
  return rows ?? [];
}

/** How often the list is read again while a new team responder waits for its ticket, and for how long. */
export const TICKET_POLL_MS = 2_000;
export const TICKET_WAIT_MS = 120_000;

/**
 * The server opens a team responder's ticket after the responder is added (decision 0037), so the
 * list is read again until each recent team responder has its key; an old one without a key has a
 * team with no client for its kind, or a failing one, and is not waited for.
 */
export function awaitingTicket(responders: readonly IncidentResponder[] | undefined, now = Date.now()): boolean {
  return (responders ?? []).some((responder) => responder.team_id !== null && !responder.external_id && now - Date.parse(responder.created_at) < TICKET_WAIT_MS);
}

export function useResponders(incidentId: string) {
  return useQuery(
    queryOptions({
      queryKey: responderKeys.list({ incidentId }),
      queryFn: ({ signal }) => getResponders(incidentId, signal),
      refetchInterval: (query) => (awaitingTicket(query.state.data) ? TICKET_POLL_MS : false),
    }),
  );
}
