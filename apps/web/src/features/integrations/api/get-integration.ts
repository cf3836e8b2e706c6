import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { IntegrationType } from '../utils/integration-types.ts';
import type { IntegrationRow } from './integration.types.ts';
import { integrationKeys } from './integration-keys.ts';

/** The integration of this type with this id, or null when there is none (the view leaves deleted ones out). */
export async function getIntegration(type: IntegrationType, id: string, signal?: AbortSignal): Promise<IntegrationRow | null> {
  const rows = await http.get<IntegrationRow[]>('db', '/integrations_with_status', {
    query: postgrest().select('*').eq('integration_type', type).eq('id', id).limit(1),
    signal,
  });
  return rows?.[0] ?? null;
}

export function integrationQueryOptions(type: IntegrationType, id: string) {
  return queryOptions({ queryKey: integrationKeys.detail(`${type}/${id}`), queryFn: ({ signal }) => getIntegration(type, id, signal) });
}

export function useIntegration(type: IntegrationType | null, id: string) {
  return useQuery({ ...integrationQueryOptions(type ?? 'topologies', id), enabled: type !== null });
}
