import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { PlaybookRow } from './playbook.types.ts';
import { playbookKeys } from './playbook-keys.ts';

/** /playbooks shows every playbook on one page: more than this many is not a page of cards any more. */
export const PLAYBOOK_LIST_LIMIT = 500;

const COLUMNS = 'id,name,title,icon,description,category,source,spec,created_at';

/** The playbooks that are not deleted, by category then title (`GET /api/db/playbooks`). */
export async function listPlaybooks(signal?: AbortSignal): Promise<PlaybookRow[]> {
  const query = postgrest().select(COLUMNS).isNull('deleted_at').order('category', 'asc', 'last').order('title', 'asc', 'last').order('name').limit(PLAYBOOK_LIST_LIMIT);
  return (await http.get<PlaybookRow[]>('db', '/playbooks', { query, signal })) ?? [];
}

export function playbooksQueryOptions() {
  return queryOptions({ queryKey: playbookKeys.lists(), queryFn: ({ signal }) => listPlaybooks(signal) });
}

export function usePlaybooks() {
  return useQuery(playbooksQueryOptions());
}
