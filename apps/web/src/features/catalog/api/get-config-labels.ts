import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { configFilterKeys } from './catalog-keys.ts';

export interface KeyValue {
  key: string;
  value: string;
}

/** Spec 002 §9: the label list stays fresh for 60 s. */
const LABELS_STALE_MS = 60_000;

/** Rows that are not key/value pairs are dropped; data that is not a list gives none (the dropdown then offers All only). */
export function keyValueRows(rows: unknown): KeyValue[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const { key, value } = row as { key?: unknown; value?: unknown };
    return typeof key === 'string' && key !== '' && typeof value === 'string' ? [{ key, value }] : [];
  });
}

export function getConfigLabels(signal?: AbortSignal): Promise<KeyValue[]> {
  return http.get<unknown>('db', '/config_labels', { query: { order: 'key.asc,value.asc' }, signal }).then(keyValueRows);
}

export function configLabelsQueryOptions() {
  return queryOptions({
    queryKey: configFilterKeys.list('labels'),
    queryFn: ({ signal }) => getConfigLabels(signal),
    staleTime: LABELS_STALE_MS,
  });
}

export function useConfigLabels() {
  return useQuery(configLabelsQueryOptions());
}
