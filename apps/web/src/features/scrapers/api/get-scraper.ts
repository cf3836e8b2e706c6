import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScraperRow } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { scraperKeys } from './scraper-keys.ts';

/** One scraper with its latest job; null when there is none (or it was deleted). */
export async function getScraper(id: string, signal?: AbortSignal): Promise<ScraperRow | null> {
  const rows = await http.get<ScraperRow[]>('db', '/config_scrapers_with_status', { query: postgrest().select('*,agent:agent_id(id,name)').eq('id', id), signal });
  return rows?.[0] ?? null;
}

export function scraperQueryOptions(id: string) {
  return queryOptions({ queryKey: scraperKeys.detail(id), queryFn: ({ signal }) => getScraper(id, signal) });
}

export function useScraper(id: string | null) {
  return useQuery({ ...scraperQueryOptions(id ?? ''), enabled: id !== null });
}
