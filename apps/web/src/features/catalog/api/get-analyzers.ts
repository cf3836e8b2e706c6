import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { configFilterKeys } from './catalog-keys.ts';

const OPTIONS_STALE_MS = 60_000;

/** Every analyzer that reported an insight, for the analyzer filter. */
export async function getAnalyzers(signal?: AbortSignal): Promise<string[]> {
  const rows = await http.get<{ analyzer: string | null }[]>('db', '/config_analysis_analyzers', {
    query: { select: 'analyzer', order: 'analyzer.asc' },
    signal,
  });
  return (rows ?? []).flatMap((row) => (row.analyzer ? [row.analyzer] : []));
}

export function analyzersQueryOptions() {
  return queryOptions({
    queryKey: configFilterKeys.list({ of: 'analyzers' }),
    queryFn: ({ signal }) => getAnalyzers(signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

export function useAnalyzers() {
  return useQuery(analyzersQueryOptions());
}
