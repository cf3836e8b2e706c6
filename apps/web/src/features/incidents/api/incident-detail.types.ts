import type { EvidenceRow, HypothesisRow, IncidentResponderSummary, IncidentRow } from '@vigil/domain';

export interface PersonRef {
  id: string;
  name: string;
  avatar: string | null;
}

export interface IncidentComment {
  id: string;
  comment: string;
  created_at: string;
  author: PersonRef | null;
}

export type IncidentEvidence = Pick<EvidenceRow, 'id' | 'type' | 'description' | 'created_at' | 'definition_of_done'> & {
  /** The check a check evidence is about; its name says which one when the description only says 'Check'. */
  check?: { id: string; name: string } | null;
};

export type IncidentHypothesis = Pick<HypothesisRow, 'id' | 'title' | 'type' | 'status' | 'parent_id' | 'created_at'> & {
  evidences: IncidentEvidence[] | null;
  comments: IncidentComment[] | null;
};

/** One incident with who made it, its commander, its live responders and its hypotheses (spec 002 §7). */
export type IncidentDetail = IncidentRow & {
  creator: PersonRef | null;
  commander: PersonRef | null;
  responders: IncidentResponderSummary[] | null;
  hypotheses: IncidentHypothesis[] | null;
};
