import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EvidenceRow, HypothesisRow } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { definitionOfDoneKeys } from './definition-of-done-keys.ts';

export type DoneEvidence = Pick<
  EvidenceRow,
  'id' | 'hypothesis_id' | 'type' | 'description' | 'definition_of_done' | 'done' | 'script' | 'script_result' | 'created_at'
>;

export interface IncidentEvidences {
  /** Where a manual definition of done goes: the root hypothesis, else the first one. */
  rootHypothesisId: string | null;
  evidences: DoneEvidence[];
}

type HypothesisWithEvidences = Pick<HypothesisRow, 'id' | 'type'> & { evidences: DoneEvidence[] | null };

const COLUMNS = 'id,type,evidences(id,hypothesis_id,type,description,definition_of_done,done,script,script_result,created_at)';

/** Every evidence of an incident with its definition-of-done fields, through its hypotheses, oldest first. */
export async function getIncidentEvidences(incidentId: string, signal?: AbortSignal): Promise<IncidentEvidences> {
  const hypotheses =
    (await http.get<HypothesisWithEvidences[]>('db', '/hypotheses', {
      query: { select: COLUMNS, incident_id: `eq.${incidentId}`, order: 'created_at.asc' },
      signal,
    })) ?? [];
  const root = hypotheses.find((hypothesis) => hypothesis.type === 'root') ?? hypotheses[0];
  const evidences = hypotheses.flatMap((hypothesis) => hypothesis.evidences ?? []);
  evidences.sort((a, b) => a.created_at.localeCompare(b.created_at));
  return { rootHypothesisId: root?.id ?? null, evidences };
}

export function useIncidentEvidences(incidentId: string) {
  return useQuery(
    queryOptions({ queryKey: definitionOfDoneKeys.list({ incidentId }), queryFn: ({ signal }) => getIncidentEvidences(incidentId, signal) }),
  );
}
