import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { TeamMemberRow } from './team.types.ts';
import { teamMemberKeys } from './team-keys.ts';

/** The team's members with their person (spec 001 §7), in the order they joined. */
export function listTeamMembers(teamId: string, signal?: AbortSignal): Promise<TeamMemberRow[]> {
  const query = postgrest().select('*,person_id(*)').eq('team_id', teamId).order('created_at', 'asc');
  return http.get<TeamMemberRow[]>('db', '/team_members', { query, signal });
}

export function teamMembersQueryOptions(teamId: string) {
  return queryOptions({ queryKey: teamMemberKeys.list({ teamId }), queryFn: ({ signal }) => listTeamMembers(teamId, signal) });
}

export function useTeamMembers(teamId: string) {
  return useQuery(teamMembersQueryOptions(teamId));
}
