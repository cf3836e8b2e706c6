import type { Db, Queryable } from '#src/db/db.ts';
import type { FailingCheck, OpenInsight } from './incident-rule-matcher.ts';

export interface StoredIncidentRule {
  id: string;
  name: string;
  spec: unknown;
}

/** What an incident of a rule points at: the failing check, or the insight and its config item. */
export type RuleEvidence = { type: 'check'; checkId: string } | { type: 'config_analysis'; analysisId: string; configId: string };

export interface TeamResponderDraft {
  team: string;
  type?: string | undefined;
  properties?: Record<string, string> | undefined;
}

/** An incident a rule opens for one resource, with its root hypothesis, evidence and responders. */
export interface RuleIncidentDraft {
  ruleId: string;
  title: string;
  description: string | null;
  type: string;
  severity: string;
  status: string;
  evidence: RuleEvidence;
  evidenceDescription: string;
  people: readonly string[];
  teams: readonly TeamResponderDraft[];
  /** A resolved or closed incident of the rule for the resource younger than this still counts as a duplicate. */
  hoursSinceLastIncident: number;
}

export interface OpenedRuleIncident {
  id: string;
  incidentId: string;
  /** Responders of the rule that name no person or team (or a team without that client). */
  unknownResponders: string[];
}

const resourceIdOf = (evidence: RuleEvidence) => (evidence.type === 'check' ? evidence.checkId : evidence.analysisId);

const OPEN_INCIDENT_OF_RULE = `
  SELECT 1
    FROM incidents i
    JOIN hypotheses h ON h.incident_id = i.id
    JOIN evidences e ON e.hypothesis_id = h.id
   WHERE i.incident_rule_id = $1
     AND i.deleted_at IS NULL
     AND (e.check_id = $2 OR e.config_analysis_id = $2)
     AND (i.status NOT IN ('resolved', 'closed') OR i.created_at > now() - $3::double precision * interval '1 hour')
   LIMIT 1`;

/** Incident rules, the resources they watch, and the incidents they open and resolve. */
export class IncidentRulesRepository {
  constructor(private readonly db: Db) {}

  async activeRules(): Promise<StoredIncidentRule[]> {
    const result = await this.db.query<StoredIncidentRule>('SELECT id, name, spec FROM incident_rules WHERE deleted_at IS NULL ORDER BY created_at, id');
    return result.rows;
  }

  async findCheck(checkId: string): Promise<FailingCheck | undefined> {
    const result = await this.db.query<{ id: string; name: string; type: string; namespace: string | null; labels: Record<string, unknown> | null; status: string | null }>(
      `SELECT c.id, c.name, c.type, coalesce(c.namespace, ca.namespace) AS namespace,
              coalesce(ca.labels, '{}'::jsonb) || coalesce(c.labels, '{}'::jsonb) AS labels, c.status
         FROM checks c JOIN canaries ca ON ca.id = c.canary_id
        WHERE c.id = $1 AND c.deleted_at IS NULL`,
      [checkId],
    );
    const row = result.rows[0];
    return row && { ...row, labels: row.labels ?? {} };
  }

  async findOpenInsight(analysisId: string): Promise<OpenInsight | undefined> {
    const result = await this.db.query<{
      id: string; analyzer: string; analysis_type: string | null; severity: string | null;
      config_id: string; config_name: string | null; config_type: string; namespace: string | null; labels: Record<string, unknown> | null;
    }>(
      `SELECT a.id, a.analyzer, a.analysis_type, a.severity, ci.id AS config_id, ci.name AS config_name, ci.type AS config_type,
              ci.tags ->> 'namespace' AS namespace, coalesce(ci.tags, '{}'::jsonb) || coalesce(ci.labels, '{}'::jsonb) AS labels
         FROM config_analysis a JOIN config_items ci ON ci.id = a.config_id
        WHERE a.id = $1 AND a.status = 'open' AND ci.deleted_at IS NULL`,
      [analysisId],
    );
    const row = result.rows[0];
    if (!row) return undefined;
    return {
      id: row.id,
      analyzer: row.analyzer,
      analysisType: row.analysis_type,
      severity: row.severity,
      config: { id: row.config_id, name: row.config_name, type: row.config_type, namespace: row.namespace, labels: row.labels ?? {} },
    };
  }

  /**
   * Opens the incident unless the rule already has one open (or younger than its window) for the
   * resource. The check and the insert run under a transaction-scoped advisory lock keyed by rule
   * and resource, so replicas handling the same event at once open one incident between them.
   */
  async openIncidentOnce(draft: RuleIncidentDraft): Promise<OpenedRuleIncident | undefined> {
    const resourceId = resourceIdOf(draft.evidence);
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`incident-rule:${draft.ruleId}:${resourceId}`]);
      const existing = await tx.query(OPEN_INCIDENT_OF_RULE, [draft.ruleId, resourceId, draft.hoursSinceLastIncident]);
      if (existing.rows.length > 0) return undefined;
      const incident = (await tx.query<{ id: string; incident_id: string }>(
        `INSERT INTO incidents (title, description, type, severity, status, incident_rule_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, incident_id`,
        [draft.title, draft.description, draft.type, draft.severity, draft.status, draft.ruleId],
      )).rows[0]!;
      const root = (await tx.query<{ id: string }>(
        "INSERT INTO hypotheses (incident_id, type, title) VALUES ($1, 'root', $2) RETURNING id",
        [incident.id, draft.title],
      )).rows[0]!;
      await insertEvidence(tx, root.id, draft);
      const unknownResponders = await insertResponders(tx, incident.id, draft);
      return { id: incident.id, incidentId: incident.incident_id, unknownResponders };
    });
  }

  /** Moves the rule's open incidents on the resource to `status` (resolved or closed); answers their display ids. */
  async finishOpenIncidents(ruleId: string, resourceId: string, status: 'resolved' | 'closed'): Promise<string[]> {
    const result = await this.db.query<{ incident_id: string }>(
      `UPDATE incidents i
          SET status = $3,
              updated_at = now()
        WHERE i.incident_rule_id = $1
          AND i.deleted_at IS NULL
          AND i.status NOT IN ('resolved', 'closed')
          AND EXISTS (SELECT 1 FROM hypotheses h JOIN evidences e ON e.hypothesis_id = h.id
                       WHERE h.incident_id = i.id AND (e.check_id = $2 OR e.config_analysis_id = $2))
      RETURNING i.incident_id`,
      [ruleId, resourceId, status],
    );
    return result.rows.map((row) => row.incident_id);
  }
}

async function insertEvidence(tx: Queryable, hypothesisId: string, draft: RuleIncidentDraft): Promise<void> {
  const { evidence } = draft;
  const properties = JSON.stringify({ incident_rule_id: draft.ruleId });
  if (evidence.type === 'check') {
    await tx.query("INSERT INTO evidences (hypothesis_id, type, check_id, description, properties) VALUES ($1, 'check', $2, $3, $4)", [hypothesisId, evidence.checkId, draft.evidenceDescription, properties]);
    return;
  }
  await tx.query(
    "INSERT INTO evidences (hypothesis_id, type, config_analysis_id, config_id, description, properties) VALUES ($1, 'config_analysis', $2, $3, $4, $5)",
    [hypothesisId, evidence.analysisId, evidence.configId, draft.evidenceDescription, properties],
  );
}

async function insertResponders(tx: Queryable, incidentId: string, draft: RuleIncidentDraft): Promise<string[]> {
  const unknown: string[] = [];
  for (const person of draft.people) {
    const found = await tx.query<{ id: string }>(
      'SELECT id FROM people WHERE deleted_at IS NULL AND (id::text = $1 OR lower(email) = lower($1) OR name = $1) ORDER BY id LIMIT 1',
      [person],
    );
    const personId = found.rows[0]?.id;
    if (personId) await tx.query("INSERT INTO responders (incident_id, type, person_id) VALUES ($1, 'person', $2)", [incidentId, personId]);
    else unknown.push(person);
  }
  for (const responder of draft.teams) {
    const found = await tx.query<{ id: string; client_types: string[] | null }>(
      `SELECT id, ARRAY(SELECT jsonb_object_keys(CASE WHEN jsonb_typeof(spec -> 'responder_clients') = 'object' THEN spec -> 'responder_clients' ELSE '{}'::jsonb END)) AS client_types
         FROM teams WHERE deleted_at IS NULL AND (id::text = $1 OR name = $1) ORDER BY id LIMIT 1`,
      [responder.team],
    );
    const team = found.rows[0];
    const clients = team?.client_types ?? [];
    const clientType = responder.type ?? (clients.length === 1 ? clients[0] : undefined);
    if (!team || clientType === undefined || !clients.includes(clientType)) {
      unknown.push(responder.team);
      continue;
    }
    await tx.query(
      'INSERT INTO responders (incident_id, type, team_id, properties) VALUES ($1, $2, $3, $4)',
      [incidentId, clientType, team.id, JSON.stringify({ ...responder.properties, responderType: clientType })],
    );
  }
  return unknown;
}
