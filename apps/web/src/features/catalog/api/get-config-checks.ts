import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckSummary } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { configKeys } from './catalog-keys.ts';

/** The checks linked to the config (`check_summary_for_config`), by name. */
export async function getConfigChecks(configId: string, signal?: AbortSignal): Promise<CheckSummary[]> {
  const rows = await http.get<CheckSummary[]>('db', '/rpc/check_summary_for_config', { query: { config_id: configId }, signal });
  return rows ?? [];
}

export function configChecksQueryOptions(configId: string) {
  return queryOptions({
    queryKey: [...configKeys.detail(configId), 'checks'] as const,
    queryFn: ({ signal }) => getConfigChecks(configId, signal),
  });
}

export function useConfigChecks(configId: string) {
  return useQuery(configChecksQueryOptions(configId));
}
