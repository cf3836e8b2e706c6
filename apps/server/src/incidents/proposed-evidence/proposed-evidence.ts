/** What a proposed evidence is about: the kinds of evidence it becomes when attached (spec 002 §3). */
export type ProposedEvidenceKind = 'config_change' | 'config_analysis' | 'check';

/** The body of `POST /api/db/evidences` that attaches a proposal, as the incident page sends it. */
export interface ProposedEvidenceBody {
  /** The incident's root hypothesis; null while the incident has none. */
  hypothesis_id: string | null;
  type: ProposedEvidenceKind;
  description: string;
  config_id?: string;
  config_change_id?: string;
  config_analysis_id?: string;
  check_id?: string;
  evidence?: { includeMessages: boolean; start: string };
}

/**
 * One change, insight or failing check near the incident, with what the page shows and the body
 * that attaches it. `time` is the moment closest to the opening (the change, the insight's last
 * sighting within the window, the check's last failure); `first_time` and `count` say how long and
 * how often (one for a change or an insight).
 */
export interface ProposedEvidence<Time = string> {
  kind: ProposedEvidenceKind;
  /** The id of the change, insight or check. */
  id: string;
  title: string;
  message: string | null;
  time: Time;
  first_time: Time;
  count: number;
  resource: { kind: 'config' | 'check'; id: string; name: string | null; type: string | null };
  severity: string | null;
  status: string | null;
  /** Hops from what the incident's evidence points at: 0 for a linked resource. */
  distance: number;
  /** 1 / ((1 + hours before the opening) × (1 + distance)); higher is closer (decision 0040). */
  score: number;
  evidence: ProposedEvidenceBody;
}

/** The answer of `GET /api/incidents/:id/proposed-evidence`, best first. */
export interface ProposedEvidenceAnswer<Time = string> {
  incident: { id: string; incident_id: string; opened_at: Time };
  window: { from: Time; to: Time; hours: number };
  candidates: ProposedEvidence<Time>[];
}
