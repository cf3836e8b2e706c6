/** Incident statuses (spec 002 §4); a new incident is open. */
export const INCIDENT_STATUSES = ['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const DEFAULT_INCIDENT_STATUS: IncidentStatus = 'open';

/** Incident severities (spec 000 §4). */
export const INCIDENT_SEVERITIES = ['info', 'warning', 'low', 'medium', 'high', 'blocker', 'critical'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];
export const DEFAULT_INCIDENT_SEVERITY: IncidentSeverity = 'low';

/** Incident types (spec 000 §3). */
export const INCIDENT_TYPES = [
  'cost',
  'availability',
  'performance',
  'security',
  'integration',
  'compliance',
  'technicalDebt',
  'reliability',
] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];
export const DEFAULT_INCIDENT_TYPE: IncidentType = 'availability';

/** Hypothesis statuses (spec 002 §4); a new hypothesis is possible. */
export const HYPOTHESIS_STATUSES = ['proven', 'likely', 'possible', 'unlikely', 'improbable', 'disproven'] as const;
export type HypothesisStatus = (typeof HYPOTHESIS_STATUSES)[number];

/** The hypothesis tree's levels, top down: a parent is of the type before its child's. */
export const HYPOTHESIS_TYPES = ['root', 'factor', 'solution'] as const;
export type HypothesisType = (typeof HYPOTHESIS_TYPES)[number];

export const EVIDENCE_TYPES = ['log', 'config', 'topology', 'check', 'config_analysis', 'config_change', 'comment'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

/** The statuses the status dropdown offers from each status (spec 002 §4). */
export const INCIDENT_STATUS_MOVES: Readonly<Record<IncidentStatus, readonly IncidentStatus[]>> = {
  new: INCIDENT_STATUSES,
  open: ['open', 'investigating', 'mitigated', 'resolved', 'closed'],
  investigating: ['investigating', 'mitigated', 'resolved', 'closed'],
  mitigated: ['mitigated', 'resolved', 'closed', 'open'],
  resolved: ['resolved', 'closed', 'open'],
  closed: ['closed', 'open'],
};

export function isIncidentStatus(value: unknown): value is IncidentStatus {
  return typeof value === 'string' && (INCIDENT_STATUSES as readonly string[]).includes(value);
}

/** A row of `/api/db/incidents` (migration 0006). Timestamps are ISO 8601 text on the web. */
export interface IncidentRow<TTime = string> {
  id: string;
  /** The display id, `INC-<n>`. */
  incident_id: string;
  title: string;
  description: string | null;
  type: string;
  status: string;
  severity: string;
  commander_id: string | null;
  communicator_id: string | null;
  incident_rule_id: string | null;
  created_by: string | null;
  created_at: TTime;
  updated_at: TTime | null;
}

/** A row of `/api/db/hypotheses`. */
export interface HypothesisRow<TTime = string> {
  id: string;
  incident_id: string;
  parent_id: string | null;
  type: string;
  title: string | null;
  status: string;
  created_by: string | null;
  created_at: TTime;
}

/** A row of `/api/db/evidences`. */
export interface EvidenceRow<TTime = string> {
  id: string;
  hypothesis_id: string;
  type: string;
  description: string | null;
  config_id: string | null;
  component_id: string | null;
  check_id: string | null;
  config_change_id: string | null;
  config_analysis_id: string | null;
  evidence: Record<string, unknown> | null;
  definition_of_done: boolean;
  done: boolean;
  script: string | null;
  script_result: string | null;
  created_by: string | null;
  created_at: TTime;
}

/** A live responder of an incident as the list shows it: the person or the team it stands for. */
export interface IncidentResponderSummary {
  id: string;
  type: string;
  person: { id: string; name: string; avatar: string | null } | null;
  team: { id: string; name: string; icon: string | null } | null;
}

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

/** The answer of `GET /api/incidents/:id/proposed-evidence`, best first (decision 0040). */
export interface ProposedEvidenceAnswer<Time = string> {
  incident: { id: string; incident_id: string; opened_at: Time };
  window: { from: Time; to: Time; hours: number };
  candidates: ProposedEvidence<Time>[];
}
