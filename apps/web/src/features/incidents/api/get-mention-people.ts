import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import type { PersonRef } from './incident-detail.types.ts';
import { incidentOptionKeys } from './incident-keys.ts';

const PEOPLE_STALE_MS = 5 * 60_000;
/** The mention list offers at most this many people; typing narrows it. */
const MENTION_PEOPLE_LIMIT = 500;

/** The people a comment may mention (spec 002 §7: users for mentions), by name. */
export async function getMentionPeople(signal?: AbortSignal): Promise<PersonRef[]> {
  const rows = await http.get<PersonRef[]>('db', '/people', {
    query: { select: 'id,name,avatar', deleted_at: 'is.null', order: 'name.asc', limit: MENTION_PEOPLE_LIMIT },
    signal,
  });
  return rows ?? [];
}

export function useMentionPeople(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: incidentOptionKeys.list({ of: 'mention-people' }),
      queryFn: ({ signal }) => getMentionPeople(signal),
      staleTime: PEOPLE_STALE_MS,
      enabled,
    }),
  );
}
