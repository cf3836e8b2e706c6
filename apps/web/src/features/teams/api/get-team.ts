import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { TeamRow } from './team.types.ts';
import { teamKeys } from './team-keys.ts';

const TEAM_COLUMNS = 'id,name,icon,spec,source,created_by,creator:created_by(name),created_at,updated_at';

/** The team with this id, or null when there is none (or it was deleted). */
export async function getTeam(id: string, signal?: AbortSignal): Promise<TeamRow | null> {
  const rows = await http.get<TeamRow[]>('db', '/teams', { query: postgrest().select(TEAM_COLUMNS).eq('id', id).isNull('deleted_at').limit(1), signal });
  return rows[0] ?? null;
}

export function teamQueryOptions(id: string) {
  return queryOptions({ queryKey: teamKeys.detail(id), queryFn: ({ signal }) => getTeam(id, signal) });
}

export function useTeam(id: string | null) {
  return useQuery({ ...teamQueryOptions(id ?? ''), enabled: id !== null });
}
