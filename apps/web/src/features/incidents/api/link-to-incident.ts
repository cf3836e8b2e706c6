import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EvidenceSubject, evidenceBody } from '../utils/evidence-subject.ts';
import { hypothesisKeys, incidentKeys } from './incident-keys.ts';
import { insertEvidence } from './insert-evidence.ts';
import { insertHypothesis } from './insert-hypothesis.ts';
import { type NewIncident, insertIncident } from './insert-incident.ts';

export type LinkTarget =
  /** A new incident; its root hypothesis takes `hypothesisTitle`, else the incident's title. */
  | { kind: 'new-incident'; incident: NewIncident; hypothesisTitle?: string }
  | { kind: 'hypothesis'; incidentId: string; displayId: string; hypothesisId: string }
  /** A new hypothesis of an existing incident: a factor under its root, or the root when it has none. */
  | { kind: 'new-hypothesis'; incidentId: string; displayId: string; rootId?: string; title: string };

export interface LinkedIncident {
  id: string;
  /** INC-<n>. */
  displayId: string;
}

async function hypothesisOf(target: LinkTarget): Promise<{ incident: LinkedIncident; hypothesisId: string }> {
  switch (target.kind) {
    case 'new-incident': {
      const created = await insertIncident(target.incident);
      const title = target.hypothesisTitle?.trim() || created.title;
      const root = await insertHypothesis({ incident_id: created.id, title, type: 'root', status: 'possible' });
      return { incident: { id: created.id, displayId: created.incident_id }, hypothesisId: root.id };
    }
    case 'hypothesis':
      return { incident: { id: target.incidentId, displayId: target.displayId }, hypothesisId: target.hypothesisId };
    case 'new-hypothesis': {
      const hypothesis = await insertHypothesis({
        incident_id: target.incidentId,
        title: target.title.trim(),
        status: 'possible',
        ...(target.rootId ? { type: 'factor', parent_id: target.rootId } : { type: 'root' }),
      });
      return { incident: { id: target.incidentId, displayId: target.displayId }, hypothesisId: hypothesis.id };
    }
  }
}

/** Spec 000 §2.11: the incident and hypothesis (made when new), then the subject as evidence on it. */
export async function linkToIncident({ subject, target }: { subject: EvidenceSubject; target: LinkTarget }): Promise<LinkedIncident> {
  const { incident, hypothesisId } = await hypothesisOf(target);
  await insertEvidence(evidenceBody(subject, hypothesisId));
  return incident;
}

export function useLinkToIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkToIncident,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: incidentKeys.all });
      await queryClient.invalidateQueries({ queryKey: hypothesisKeys.all });
    },
  });
}
