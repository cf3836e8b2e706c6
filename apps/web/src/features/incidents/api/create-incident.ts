import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IncidentRow } from '@vigil/domain';
import { type EvidenceSubject, evidenceBody } from '../utils/evidence-subject.ts';
import { incidentKeys } from './incident-keys.ts';
import { insertEvidence } from './insert-evidence.ts';
import { insertHypothesis } from './insert-hypothesis.ts';
import { type NewIncident, insertIncident } from './insert-incident.ts';

export interface CreateIncidentInput extends NewIncident {
  /** A config or a component to attach as evidence. */
  evidence?: EvidenceSubject;
}

/**
 * Spec 002 §2: the incident, then its root hypothesis (possible, titled as the incident), then the
 * evidence on that hypothesis when one was chosen.
 */
export async function createIncident({ evidence, ...incident }: CreateIncidentInput): Promise<IncidentRow> {
  const created = await insertIncident(incident);
  const root = await insertHypothesis({ incident_id: created.id, title: created.title, type: 'root', status: 'possible' });
  if (evidence) await insertEvidence(evidenceBody(evidence, root.id));
  return created;
}

export function useCreateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIncident,
    onSettled: () => queryClient.invalidateQueries({ queryKey: incidentKeys.all }),
  });
}
