import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ScraperRow } from '@vigil/domain';
import { http, type Page } from '#src/api/http-client.ts';
import { pagedListQuery } from '#src/api/paged-list-query.ts';
import type { ScraperListParams } from '../utils/scraper-list-params.ts';
import { scraperKeys } from './scraper-keys.ts';

const COLUMNS = 'id,name,namespace,spec,source,created_at,updated_at,job_status,job_details,job_time_start,job_last_failed,creator:created_by(name)';

/** One page of scrapers (deleted ones left out by the view) with their latest job. */
export async function listScrapers(params: ScraperListParams, signal?: AbortSignal): Promise<Page<ScraperRow>> {
  const query = pagedListQuery(COLUMNS, params);
  return http.getPage<ScraperRow>('db', '/config_scrapers_with_status', { query, signal });
}

export function scrapersQueryOptions(params: ScraperListParams) {
  return queryOptions({ queryKey: scraperKeys.list(params), queryFn: ({ signal }) => listScrapers(params, signal), placeholderData: keepPreviousData });
}

export function useScrapers(params: ScraperListParams) {
  return useQuery(scrapersQueryOptions(params));
}
