import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { HttpError } from '#src/api/http-error.ts';
import { configChangeKeys } from './catalog-keys.ts';
import type { ConfigChangeDetail } from './config-change.types.ts';

const DETAIL_COLUMNS =
  'id,config_id,change_type,severity,source,summary,diff,patches,details,created_by,external_created_by,created_at,first_observed,count';

/** One change with its diff, patches and details. */
export async function getConfigChange(id: string, signal?: AbortSignal): Promise<ConfigChangeDetail> {
  const rows = await http.get<ConfigChangeDetail[]>('db', '/config_changes', {
    query: { id: `eq.${id}`, select: DETAIL_COLUMNS },
    signal,
  });
  const change = rows?.[0];
  if (!change) throw new HttpError('response', 'Change not found', 404);
  return change;
}

export function configChangeQueryOptions(id: string) {
  return queryOptions({
    queryKey: configChangeKeys.detail(id),
    queryFn: ({ signal }) => getConfigChange(id, signal),
  });
}

export function useConfigChange(id: string | null) {
  return useQuery({ ...configChangeQueryOptions(id ?? ''), enabled: id !== null });
}
