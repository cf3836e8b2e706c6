import type { LinkToIncidentSubject } from '#src/ui/slots/slots.ts';

/** What an evidence is about: a config item, a check or a topology component. */
export type EvidenceSubject = LinkToIncidentSubject;

export interface EvidenceBody {
  hypothesis_id: string;
  type: EvidenceSubject['type'];
  description: string;
  config_id?: string;
  check_id?: string;
  component_id?: string;
  evidence?: Record<string, unknown>;
}

/** The body of `POST /evidences` attaching the subject to a hypothesis (spec 002 §2, 000 §7). */
export function evidenceBody(subject: EvidenceSubject, hypothesisId: string): EvidenceBody {
  switch (subject.type) {
    case 'config':
      return { hypothesis_id: hypothesisId, type: 'config', config_id: subject.id, description: subject.name ?? 'Config' };
    case 'check':
      return { hypothesis_id: hypothesisId, type: 'check', check_id: subject.id, description: subject.name ?? 'Check', evidence: { includeMessages: true } };
    case 'topology':
      // Spec 002 §2: topology evidence is described as 'Topology'.
      return { hypothesis_id: hypothesisId, type: 'topology', component_id: subject.id, description: 'Topology' };
  }
}
