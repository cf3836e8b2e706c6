import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { jobHistoryNameKeys } from './job-history-keys.ts';

/** Every job name that has run, ordered by name (spec 001 §7). */
export async function listJobHistoryNames(signal?: AbortSignal): Promise<string[]> {
  const rows = await http.get<{ name: string }[]>('db', '/job_history_names', { query: postgrest().select('name').order('name'), signal });
  return rows.map((row) => row.name);
}

export function useJobHistoryNames() {
  return useQuery(
    queryOptions({
      queryKey: jobHistoryNameKeys.lists(),
      queryFn: ({ signal }) => listJobHistoryNames(signal),
      staleTime: 60_000,
    }),
  );
}
