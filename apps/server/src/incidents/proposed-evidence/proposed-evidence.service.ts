import type { Db } from '#src/db/db.ts';
import { notFound } from '#src/rbac/service-error.ts';
import type { ProposedEvidenceQuery } from './proposed-evidence-query.ts';
import { ProposedEvidenceRepository, type CandidateRow, type IncidentOpening } from './proposed-evidence.repository.ts';
import type { ProposedEvidence, ProposedEvidenceAnswer, ProposedEvidenceBody } from './proposed-evidence.ts';

/** Spec 000 §9: related configs are walked ten hops deep. */
const RELATED_CONFIG_DEPTH = 10;
const HOUR_MS = 3_600_000;

const on = (name: string | null) => (name === null || name === '' ? '' : ` on ${name}`);
const withMessage = (text: string, message: string | null) => (message === null || message === '' ? text : `${text}: ${message}`);
const times = (count: number) => (count === 1 ? 'once' : `${count} times`);

function describe(row: CandidateRow): string {
  if (row.kind === 'check') return `${row.title} failed ${times(row.count)} before the incident opened`;
  return withMessage(`${row.title}${on(row.resource_name)}`, row.message);
}

function attachBody(row: CandidateRow, opening: IncidentOpening): ProposedEvidenceBody {
  const base = { hypothesis_id: opening.root_hypothesis_id, type: row.kind, description: describe(row) };
  switch (row.kind) {
    case 'config_change':
      return { ...base, config_id: row.resource_id, config_change_id: row.id };
    case 'config_analysis':
      return { ...base, config_id: row.resource_id, config_analysis_id: row.id };
    case 'check':
      return { ...base, check_id: row.id, evidence: { includeMessages: true, start: row.first_at.toISOString() } };
  }
}

function proposal(row: CandidateRow, opening: IncidentOpening): ProposedEvidence<Date> {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    message: row.message,
    time: row.occurred_at,
    first_time: row.first_at,
    count: row.count,
    resource: { kind: row.resource_kind, id: row.resource_id, name: row.resource_name, type: row.resource_type },
    severity: row.severity,
    status: row.status,
    distance: row.distance,
    score: row.score,
    evidence: attachBody(row, opening),
  };
}

/**
 * Proposes evidence for an incident: the config changes, insights and check failures on what its
 * evidence points at and on the items related to those, in the hours before it opened, best first
 * (decision 0040). What is already attached is left out.
 */
export class ProposedEvidenceService {
  private readonly repository: ProposedEvidenceRepository;

  constructor(db: Db) {
    this.repository = new ProposedEvidenceRepository(db);
  }

  async propose(incidentId: string, query: ProposedEvidenceQuery): Promise<ProposedEvidenceAnswer<Date>> {
    const opening = await this.repository.findOpening(incidentId);
    if (opening === undefined) throw notFound(`No incident with id ${incidentId}`);
    const from = new Date(opening.opened_at.getTime() - query.hours * HOUR_MS);
    const rows = await this.repository.candidates({
      incidentId,
      from,
      openedAt: opening.opened_at,
      relatedDepth: RELATED_CONFIG_DEPTH,
      limit: query.limit,
    });
    return {
      incident: { id: opening.id, incident_id: opening.incident_id, opened_at: opening.opened_at },
      window: { from, to: opening.opened_at, hours: query.hours },
      candidates: rows.map((row) => proposal(row, opening)),
    };
  }
}
