import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { configFilterKeys } from './catalog-keys.ts';
import { type KeyValue, keyValueRows } from './get-config-labels.ts';

/** Spec 002 §9: like the labels, the tag list stays fresh for 60 s. */
const TAGS_STALE_MS = 60_000;

export function getConfigTags(signal?: AbortSignal): Promise<KeyValue[]> {
  return http.get<unknown>('db', '/config_tags', { query: { order: 'key.asc,value.asc' }, signal }).then(keyValueRows);
}

export function configTagsQueryOptions() {
  return queryOptions({
    queryKey: configFilterKeys.list('tags'),
    queryFn: ({ signal }) => getConfigTags(signal),
    staleTime: TAGS_STALE_MS,
  });
}

export function useConfigTags() {
  return useQuery(configTagsQueryOptions());
}
