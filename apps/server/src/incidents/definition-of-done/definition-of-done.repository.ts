import type { Queryable } from '#src/db/db.ts';

/** An evidence of an incident's definition of done whose script has yet to find it done, with what it links. */
export interface PendingDoneScript {
  evidenceId: string;
  script: string;
  evidenceType: string;
  description: string | null;
  incidentId: string;
  check: LinkedCheck | null;
  analysis: LinkedAnalysis | null;
  component: LinkedComponent | null;
  config: LinkedConfig | null;
}

export interface LinkedCheck {
  id: string;
  name: string;
  type: string;
  status: string | null;
  lastTransitionTime: Date | null;
  lastRuntime: Date | null;
  deleted: boolean;
}

export interface LinkedAnalysis {
  id: string;
  status: string;
  severity: string | null;
  analysisType: string | null;
  analyzer: string;
  message: string | null;
  firstObserved: Date;
  lastObserved: Date | null;
}

export interface LinkedComponent {
  id: string;
  name: string;
  type: string | null;
  status: string;
  health: string | null;
  statusReason: string | null;
  deleted: boolean;
}

export interface LinkedConfig {
  id: string;
  name: string | null;
  type: string | null;
  status: string | null;
  health: string | null;
  deleted: boolean;
}

interface PendingRow {
  evidence_id: string;
  script: string;
  evidence_type: string;
  description: string | null;
  incident_id: string;
  check_id: string | null;
  check_name: string;
  check_type: string;
  check_status: string | null;
  check_last_transition_time: Date | null;
  check_last_runtime: Date | null;
  check_deleted: boolean;
  analysis_id: string | null;
  analysis_status: string;
  analysis_severity: string | null;
  analysis_type: string | null;
  analysis_analyzer: string;
  analysis_message: string | null;
  analysis_first_observed: Date;
  analysis_last_observed: Date | null;
  component_id: string | null;
  component_name: string;
  component_type: string | null;
  component_status: string;
  component_health: string | null;
  component_status_reason: string | null;
  component_deleted: boolean;
  config_id: string | null;
  config_name: string | null;
  config_type: string | null;
  config_status: string | null;
  config_health: string | null;
  config_deleted: boolean;
}

/** Reads the definition-of-done scripts to evaluate and records what they answered. */
export class DefinitionOfDoneRepository {
  constructor(private readonly db: Queryable) {}

  /** Evidences in the definition of done, not done yet, with a script, of incidents neither resolved, closed nor deleted. */
  async pendingScripts(): Promise<PendingDoneScript[]> {
    const { rows } = await this.db.query<PendingRow>(
      `SELECT e.id::text AS evidence_id, e.script, e.type AS evidence_type, e.description, h.incident_id::text AS incident_id,
         c.id::text AS check_id, c.name AS check_name, c.type AS check_type, c.status AS check_status,
         c.last_transition_time AS check_last_transition_time, c.last_runtime AS check_last_runtime,
         c.deleted_at IS NOT NULL AS check_deleted,
         a.id::text AS analysis_id, a.status AS analysis_status, a.severity AS analysis_severity, a.analysis_type,
         a.analyzer AS analysis_analyzer, a.message AS analysis_message, a.first_observed AS analysis_first_observed,
         a.last_observed AS analysis_last_observed,
         co.id::text AS component_id, co.name AS component_name, co.type AS component_type, co.status AS component_status,
         co.health AS component_health, co.status_reason AS component_status_reason, co.deleted_at IS NOT NULL AS component_deleted,
         ci.id::text AS config_id, ci.name AS config_name, ci.type AS config_type, ci.status AS config_status,
         ci.health AS config_health, ci.deleted_at IS NOT NULL AS config_deleted
       FROM evidences e
       JOIN hypotheses h ON h.id = e.hypothesis_id
       JOIN incidents i ON i.id = h.incident_id
       LEFT JOIN checks c ON c.id = e.check_id
       LEFT JOIN config_analysis a ON a.id = e.config_analysis_id
       LEFT JOIN components co ON co.id = e.component_id
       LEFT JOIN config_items ci ON ci.id = coalesce(e.config_id, a.config_id)
       WHERE e.definition_of_done AND NOT e.done AND btrim(coalesce(e.script, '')) <> ''
         AND i.deleted_at IS NULL AND i.status NOT IN ('resolved', 'closed')
       ORDER BY e.id`,
    );
    return rows.map(toPending);
  }

  /**
   * Records one evaluation: the answer in script_result, and done when the script found it so. Left
   * alone when someone changed the script or marked the evidence done since it was read, and when
   * the answer is the one already recorded (so a waiting evidence is not rewritten every tick).
   */
  async recordResult(evidenceId: string, script: string, done: boolean, result: string): Promise<void> {
    await this.db.query(
      `UPDATE evidences SET done = $3, script_result = $4
       WHERE id = $1 AND script = $2 AND NOT done AND ($3 OR script_result IS DISTINCT FROM $4)`,
      [evidenceId, script, done, result],
    );
  }
}

function toPending(row: PendingRow): PendingDoneScript {
  return {
    evidenceId: row.evidence_id,
    script: row.script,
    evidenceType: row.evidence_type,
    description: row.description,
    incidentId: row.incident_id,
    check: row.check_id === null ? null : {
      id: row.check_id,
      name: row.check_name,
      type: row.check_type,
      status: row.check_status,
      lastTransitionTime: row.check_last_transition_time,
      lastRuntime: row.check_last_runtime,
      deleted: row.check_deleted,
    },
    analysis: row.analysis_id === null ? null : {
      id: row.analysis_id,
      status: row.analysis_status,
      severity: row.analysis_severity,
      analysisType: row.analysis_type,
      analyzer: row.analysis_analyzer,
      message: row.analysis_message,
      firstObserved: row.analysis_first_observed,
      lastObserved: row.analysis_last_observed,
    },
    component: row.component_id === null ? null : {
      id: row.component_id,
      name: row.component_name,
      type: row.component_type,
      status: row.component_status,
      health: row.component_health,
      statusReason: row.component_status_reason,
      deleted: row.component_deleted,
    },
    config: row.config_id === null ? null : {
      id: row.config_id,
      name: row.config_name,
      type: row.config_type,
      status: row.config_status,
      health: row.config_health,
      deleted: row.config_deleted,
    },
  };
}
