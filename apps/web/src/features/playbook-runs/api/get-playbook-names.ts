import { useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { playbookNameKeys } from './playbook-run-keys.ts';
import type { PlaybookNameRow } from './playbook-run.types.ts';

/** The playbooks the filter offers, by title. */
export async function getPlaybookNames(signal?: AbortSignal): Promise<PlaybookNameRow[]> {
  const query = postgrest().select('id,name,title').order('title', 'asc', 'last').order('name');
  return http.get<PlaybookNameRow[]>('db', '/playbook_names', { query, signal });
}

export function usePlaybookNames() {
  return useQuery({ queryKey: playbookNameKeys.lists(), queryFn: ({ signal }) => getPlaybookNames(signal), staleTime: 60_000 });
}
