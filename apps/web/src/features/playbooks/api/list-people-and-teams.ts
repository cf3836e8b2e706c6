import { useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { playbookKeys } from './playbook-keys.ts';

/** A people or team parameter offers this many at most, searched in the picker. */
export const DIRECTORY_LIMIT = 200;

export interface DirectoryEntry {
  id: string;
  name: string;
  email?: string | null;
}

/** People (not agents or tokens) or teams, by name. */
export async function listDirectory(kind: 'people' | 'team', signal?: AbortSignal): Promise<DirectoryEntry[]> {
  const query = postgrest().isNull('deleted_at').order('name').limit(DIRECTORY_LIMIT);
  if (kind === 'people') query.select('id,name,email').isNull('type');
  else query.select('id,name');
  return (await http.get<DirectoryEntry[]>('db', kind === 'people' ? '/people' : '/teams', { query, signal })) ?? [];
}

export function useDirectory(kind: 'people' | 'team') {
  return useQuery({ queryKey: [...playbookKeys.all, 'directory', kind], queryFn: ({ signal }) => listDirectory(kind, signal), staleTime: 60_000 });
}
