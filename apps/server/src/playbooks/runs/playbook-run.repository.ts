import { FINAL_PLAYBOOK_RUN_STATUSES, type PlaybookRunActionRow, type PlaybookRunStatus } from '@vigil/domain';
import type { Queryable } from '#src/db/db.ts';

/** What a new run is made of (the row P2's engine claims once it is scheduled and due). */
export interface NewPlaybookRun {
  playbookId: string;
  /** The bare playbook spec as it was when the run was asked for. */
  spec: unknown;
  status: Extract<PlaybookRunStatus, 'scheduled' | 'pending_approval'>;
  timeoutMs: number;
  parameters: Record<string, string>;
  request: Record<string, unknown>;
  configId: string | null;
  checkId: string | null;
  componentId: string | null;
  /** The person who asked for it; null when a trigger started it. */
  createdBy: string | null;
  parentId: string | null;
  /** What started it when no person did: `event:<name>`, `schedule`, `webhook:<path>` (column `triggered_by`). */
  triggeredBy?: string | undefined;
  /** One start of a trigger (an event occurrence, a cron slot): a playbook gets one run per key. */
  triggerKey?: string | undefined;
}

/** A run as the run API reads it; times as the driver gives them. */
export interface PlaybookRunRecord {
  id: string;
  playbook_id: string;
  spec: unknown;
  status: PlaybookRunStatus;
  start_time: Date | string | null;
  end_time: Date | string | null;
  scheduled_time: Date | string;
  error: string | null;
  parameters: Record<string, string> | null;
  config_id: string | null;
  check_id: string | null;
  component_id: string | null;
}

const RUN_COLUMNS = 'id, playbook_id, spec, status, start_time, end_time, scheduled_time, error, parameters, config_id, check_id, component_id';

/** Runs, their actions and their approvals. */
export class PlaybookRunRepository {
  constructor(private readonly db: Queryable) {}

  /** The new run; undefined when the playbook already has a run of the same trigger key. */
  async insert(run: NewPlaybookRun): Promise<{ id: string; scheduled_time: Date | string } | undefined> {
    const { rows } = await this.db.query<{ id: string; scheduled_time: Date | string }>(
      `INSERT INTO playbook_runs (playbook_id, spec, status, timeout, parameters, request, config_id, check_id, component_id, created_by, parent_id, triggered_by, trigger_key)
       VALUES ($1, $2::jsonb, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (playbook_id, trigger_key) WHERE trigger_key IS NOT NULL DO NOTHING
       RETURNING id, scheduled_time`,
      [run.playbookId, JSON.stringify(run.spec), run.status, run.timeoutMs, JSON.stringify(run.parameters), JSON.stringify(run.request), run.configId, run.checkId, run.componentId, run.createdBy, run.parentId, run.triggeredBy ?? null, run.triggerKey ?? null],
    );
    return rows[0];
  }

  async find(id: string): Promise<PlaybookRunRecord | undefined> {
    const { rows } = await this.db.query<PlaybookRunRecord>(`SELECT ${RUN_COLUMNS} FROM playbook_runs WHERE id = $1`, [id]);
    return rows[0];
  }

  /** The run's actions in the order they ran (the function `/api/db/rpc/get_playbook_run_actions` serves). */
  async actions(runId: string): Promise<PlaybookRunActionRow[]> {
    const { rows } = await this.db.query<PlaybookRunActionRow>(
      'SELECT id, name, status, playbook_run_id, start_time, end_time, scheduled_time, retry_count, result, error FROM get_playbook_run_actions($1)',
      [runId],
    );
    return rows;
  }

  /**
   * Cancels a run that is not over, and with it the actions that wait (sleeping, retrying, not
   * started); a running action is stopped by the engine carrying it. Undefined when the run was
   * over already (nothing changes then).
   */
  async cancel(id: string): Promise<{ id: string } | undefined> {
    const { rows } = await this.db.query<{ id: string }>(
      `WITH run AS (
         UPDATE playbook_runs SET status = 'cancelled', end_time = now(), updated_at = now()
         WHERE id = $1 AND NOT status = ANY ($2::text[]) RETURNING id
       ), waiting AS (
         UPDATE playbook_run_actions a SET status = 'cancelled', end_time = now(), error = 'the run was cancelled'
         FROM run WHERE a.playbook_run_id = run.id AND a.status IN ('scheduled', 'sleeping', 'retrying')
       )
       SELECT id FROM run`,
      [id, FINAL_PLAYBOOK_RUN_STATUSES],
    );
    return rows[0];
  }

  /** Records one approval; false when the same person or team had approved already. */
  async approve(runId: string, approver: { personId: string } | { teamId: string }): Promise<boolean> {
    const personId = 'personId' in approver ? approver.personId : null;
    const teamId = 'teamId' in approver ? approver.teamId : null;
    const { rows } = await this.db.query<{ id: string }>(
      'INSERT INTO playbook_approvals (run_id, person_id, team_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id',
      [runId, personId, teamId],
    );
    return rows.length > 0;
  }

  async approvals(runId: string): Promise<{ person_id: string | null; team_id: string | null }[]> {
    const { rows } = await this.db.query<{ person_id: string | null; team_id: string | null }>('SELECT person_id, team_id FROM playbook_approvals WHERE run_id = $1', [runId]);
    return rows;
  }

  /** Lets a run that waited for approval go: the engine claims it from now on. */
  async release(runId: string): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE playbook_runs SET status = 'scheduled', scheduled_time = greatest(scheduled_time, now()), updated_at = now()
       WHERE id = $1 AND status = 'pending_approval' RETURNING id`,
      [runId],
    );
    return rows.length > 0;
  }
}
