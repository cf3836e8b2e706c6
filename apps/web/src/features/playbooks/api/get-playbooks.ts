import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { playbookKeys } from './playbook-keys.ts';

/** A playbook as the check detail's Playbooks menu lists it. */
export interface PlaybookOption {
  id: string;
  name: string;
  title: string | null;
  icon: string | null;
}

/** The playbooks that are not deleted (`GET /api/db/playbooks`). */
export async function getPlaybooks(signal?: AbortSignal): Promise<PlaybookOption[]> {
  const rows = await http.get<PlaybookOption[]>('db', '/playbooks', {
    query: { select: 'id,name,title,icon', deleted_at: 'is.null' },
    signal,
  });
  return rows ?? [];
}

export function playbooksQueryOptions() {
  return queryOptions({ queryKey: playbookKeys.lists(), queryFn: ({ signal }) => getPlaybooks(signal) });
}

/** The playbooks, fetched only once `enabled` (the menu is opened). */
export function usePlaybooks(enabled: boolean) {
  return useQuery({ ...playbooksQueryOptions(), enabled });
}
