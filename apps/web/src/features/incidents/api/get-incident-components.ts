import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { incidentKeys } from './incident-keys.ts';

/** A topology component the incident's evidence points at, as its card shows it. */
export interface IncidentComponent {
  id: string;
  name: string;
  icon: string | null;
  type: string | null;
  status: string;
}

interface HypothesisComponents {
  evidences: { component: IncidentComponent | null }[] | null;
}

const COLUMNS = 'evidences(component:component_id(id,name,icon,type,status))';

/**
 * The components attached as evidence to any hypothesis of the incident, each once, in the order
 * they were attached.
 */
export async function getIncidentComponents(incidentId: string, signal?: AbortSignal): Promise<IncidentComponent[]> {
  const hypotheses =
    (await http.get<HypothesisComponents[]>('db', '/hypotheses', {
      query: {
        select: COLUMNS,
        incident_id: `eq.${incidentId}`,
        'evidences.component_id': 'not.is.null',
        'evidences.order': 'created_at.asc',
        order: 'created_at.asc',
      },
      signal,
    })) ?? [];
  const seen = new Map<string, IncidentComponent>();
  for (const hypothesis of hypotheses) {
    for (const { component } of hypothesis.evidences ?? []) if (component && !seen.has(component.id)) seen.set(component.id, component);
  }
  return [...seen.values()];
}

/** Under the incident's own key, so whatever refreshes the incident (linking evidence too) refreshes its cards. */
export function useIncidentComponents(incidentId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...incidentKeys.detail(incidentId), 'components'] as const,
      queryFn: ({ signal }) => getIncidentComponents(incidentId, signal),
    }),
  );
}
