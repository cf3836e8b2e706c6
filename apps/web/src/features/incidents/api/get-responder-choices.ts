import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import type { PersonRef } from './incident-detail.types.ts';
import type { ResponderTeam } from './incident-responder.types.ts';
import { responderKeys } from './responder-keys.ts';

export interface ResponderChoices {
  people: PersonRef[];
  teams: ResponderTeam[];
}

// Enough for the picker; a workspace with more needs a server-side search (as decision 0038 notes).
const LIMIT = 500;

/** The people (humans, not agents or token owners) and the teams (with their specs) that may be added as responders. */
export async function getResponderChoices(signal?: AbortSignal): Promise<ResponderChoices> {
  const [people, teams] = await Promise.all([
    http.get<PersonRef[]>('db', '/people', { query: { select: 'id,name,avatar', type: 'is.null', deleted_at: 'is.null', order: 'name.asc', limit: String(LIMIT) }, signal }),
    http.get<ResponderTeam[]>('db', '/teams', { query: { select: 'id,name,icon,spec', deleted_at: 'is.null', order: 'name.asc', limit: String(LIMIT) }, signal }),
  ]);
  return { people: people ?? [], teams: teams ?? [] };
}

export function useResponderChoices(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: responderKeys.list({ choices: true }), queryFn: ({ signal }) => getResponderChoices(signal), enabled }));
}
