import { type InfiniteData, type QueryKey, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import type { PersonRef } from './incident-detail.types.ts';
import { incidentKeys } from './incident-keys.ts';

export interface IncidentHistoryEntry {
  id: string;
  type: string;
  description: string | null;
  created_at: string;
  created_by: PersonRef | null;
  evidence: { id: string; type: string; description: string | null } | null;
  hypothesis: { id: string; title: string | null; type: string } | null;
  responder: { id: string; type: string; person: PersonRef | null; team: { id: string; name: string } | null } | null;
  comment: { id: string; comment: string } | null;
}

const HISTORY_COLUMNS = [
  'id,type,description,created_at',
  'created_by:created_by(id,name,avatar)',
  'evidence:evidence_id(id,type,description)',
  'hypothesis:hypothesis_id(id,title,type)',
  'responder:responder_id(id,type,person:person_id(id,name,avatar),team:team_id(id,name))',
  'comment:comment_id(id,comment)',
].join(',');

/** Rows asked for at a time: a long history (a thousand rows) is read, and drawn, a page at a time. */
export const HISTORY_PAGE_SIZE = 50;

/**
 * A page of `GET /incident_histories?incident_id=eq.{id}` with what each row is about (spec 002 §7),
 * newest first. Rows written in one transaction share their time, so the id breaks ties and pages
 * never repeat or skip a row.
 */
export function getIncidentHistoryPage(incidentId: string, pageIndex: number, signal?: AbortSignal): Promise<Page<IncidentHistoryEntry>> {
  return http.getPage<IncidentHistoryEntry>('db', '/incident_histories', {
    query: {
      select: HISTORY_COLUMNS,
      incident_id: `eq.${incidentId}`,
      order: 'created_at.desc,id.desc',
      limit: HISTORY_PAGE_SIZE,
      offset: pageIndex * HISTORY_PAGE_SIZE,
    },
    signal,
  });
}

/** Under the incident's own key, so whatever refreshes the incident refreshes its changelog. */
export function incidentHistoryKey(incidentId: string) {
  return [...incidentKeys.detail(incidentId), 'history'] as const;
}

export function incidentHistoryQueryOptions(incidentId: string) {
  return infiniteQueryOptions<Page<IncidentHistoryEntry>, Error, InfiniteData<Page<IncidentHistoryEntry>>, QueryKey, number>({
    queryKey: incidentHistoryKey(incidentId),
    queryFn: ({ pageParam, signal }) => getIncidentHistoryPage(incidentId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * HISTORY_PAGE_SIZE < last.total ? pages.length : undefined),
  });
}

/** The newest page first; `fetchNextPage` reads the next older one. */
export function useIncidentHistory(incidentId: string) {
  return useInfiniteQuery(incidentHistoryQueryOptions(incidentId));
}
