import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http-client.ts';
import { createQueryKeys } from '../query-keys.ts';

export const specSchemaKeys = createQueryKeys('spec-schemas');

/** The JSON Schema of a spec kind (`Canary`, `ScrapeConfig`, ...), as the server generates it from its validators. */
export async function getSpecSchema(kind: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
  const schema = await http.get<unknown>('schemas', `/${encodeURIComponent(kind)}.schema.json`, { signal });
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) throw new Error(`The ${kind} schema is not a JSON object`);
  return schema as Record<string, unknown>;
}

/** Fetched once per kind: a schema changes only with the server's version. */
export function specSchemaQueryOptions(kind: string) {
  return queryOptions({
    queryKey: specSchemaKeys.detail(kind),
    queryFn: ({ signal }) => getSpecSchema(kind, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The schema of `kind`; nothing is fetched without a kind. */
export function useSpecSchema(kind: string | undefined) {
  return useQuery({ ...specSchemaQueryOptions(kind ?? ''), enabled: kind !== undefined });
}
