import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { IntegrationListParams } from '../utils/integration-list-params.ts';
import type { IntegrationListRow, IntegrationRow } from './integration.types.ts';
import { integrationKeys } from './integration-keys.ts';

interface Person {
  id: string;
  name: string;
}

/** Who created each row, looked up in one call to people. */
async function withCreators(rows: IntegrationRow[], signal?: AbortSignal): Promise<IntegrationListRow[]> {
  const ids = [...new Set(rows.map((row) => row.created_by).filter((id): id is string => id != null))];
  const people = ids.length === 0 ? [] : await http.get<Person[]>('db', '/people', { query: postgrest().select('id,name').in('id', ids), signal });
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) => {
    const person = row.created_by ? byId.get(row.created_by) : undefined;
    return { ...row, creator: person ? { name: person.name } : null };
  });
}

/** One page of the scrapers, topologies and log backends not deleted, newest first, with the total (spec 001, "Integrations"). */
export async function listIntegrations(params: IntegrationListParams, signal?: AbortSignal): Promise<Page<IntegrationListRow>> {
  const query = postgrest()
    .order('created_at', 'desc')
    .select('*')
    .isNull('deleted_at')
    .limit(params.pageSize)
    .offset(params.pageIndex * params.pageSize);
  const page = await http.getPage<IntegrationRow>('db', '/integrations_with_status', { query, signal });
  return { items: await withCreators(page.items, signal), total: page.total };
}

export function integrationsQueryOptions(params: IntegrationListParams) {
  return queryOptions({
    queryKey: integrationKeys.list(params),
    queryFn: ({ signal }) => listIntegrations(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useIntegrations(params: IntegrationListParams) {
  return useQuery(integrationsQueryOptions(params));
}
