import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { TeamPerson } from './team.types.ts';
import { teamPeopleKeys } from './team-keys.ts';

/** As the other option lists of the app: the first 500 by name, the dialog searches among them. */
const PEOPLE_CHOICE_LIMIT = 500;

/** Everyone who may join a team, by name: people, not the ones behind agents or access tokens. */
export function listPeople(signal?: AbortSignal): Promise<TeamPerson[]> {
  const query = postgrest().select('id,name,email,avatar').isNull('type').isNull('deleted_at').order('name', 'asc').limit(PEOPLE_CHOICE_LIMIT);
  return http.get<TeamPerson[]>('db', '/people', { query, signal });
}

export function peopleQueryOptions() {
  return queryOptions({ queryKey: teamPeopleKeys.list({}), queryFn: ({ signal }) => listPeople(signal) });
}

export function usePeople(enabled: boolean) {
  return useQuery({ ...peopleQueryOptions(), enabled });
}
