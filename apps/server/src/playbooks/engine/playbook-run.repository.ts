import type { Queryable } from '#src/db/db.ts';
import type { ActionArtifact } from '../actions/playbook-action.ts';

/** A run as its engine claimed it. */
export interface ClaimedRun {
  id: string;
  playbook_id: string;
  spec: unknown;
  status: string;
  parameters: Record<string, unknown> | null;
  config_id: string | null;
  check_id: string | null;
  component_id: string | null;
  created_by: string | null;
  /** What the run was asked with; a webhook's run keeps the request under `webhook` (decision 0065). */
  request: Record<string, unknown> | null;
  created_at: string;
  start_time: string;
  scheduled_time: string;
  /** Milliseconds. */
  timeout: number;
  /** When the run's timeout passes. */
  deadline: Date;
}

export interface RunActionRow {
  id: string;
  name: string;
  status: string;
  retry_count: number;
  result: Record<string, unknown> | null;
  error: string | null;
}

/** Statuses after which an action does not run again. */
export const FINISHED_ACTION_STATUSES = ['completed', 'failed', 'skipped', 'cancelled', 'timed_out'];

interface ClaimedRow extends Omit<ClaimedRun, 'deadline' | 'timeout'> {
  timeout: string | number;
  deadline: Date | string;
}

/** The SQL of the run engine: claims with a lease on `playbook_runs`, and the run's action rows. */
export class PlaybookRunRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Claims one run that is due: scheduled, sleeping or retrying with its time come (or its timeout
   * passed), or running under a lease that expired (its engine died). Runs another engine is
   * claiming at the same moment are skipped, never waited for. A claimed run is running (so it is
   * not due again) until its executor lets it sleep or wait for a retry.
   */
  async claim(claimId: string, leaseSeconds: number): Promise<ClaimedRun | undefined> {
    const { rows } = await this.db.query<ClaimedRow>(
      `UPDATE playbook_runs r
          SET claimed_by = $1,
              lease_until = now() + make_interval(secs => $2),
              status = 'running',
              start_time = coalesce(r.start_time, now()),
              updated_at = now()
        WHERE r.id = (
          SELECT d.id FROM playbook_runs d
           WHERE (d.status IN ('scheduled', 'sleeping', 'retrying') AND d.scheduled_time <= now())
              OR (d.status IN ('sleeping', 'retrying') AND d.start_time + make_interval(secs => d.timeout / 1000.0) <= now())
              OR (d.status = 'running' AND (d.lease_until IS NULL OR d.lease_until <= now()))
           ORDER BY d.scheduled_time
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
        RETURNING r.id, r.playbook_id, r.spec, r.status, r.parameters, r.config_id, r.check_id, r.component_id,
                  r.created_by, r.request, r.created_at, r.start_time, r.scheduled_time, r.timeout,
                  r.start_time + make_interval(secs => r.timeout / 1000.0) AS deadline`,
      [claimId, leaseSeconds],
    );
    const row = rows[0];
    if (!row) return undefined;
    return { ...row, timeout: Number(row.timeout), deadline: new Date(row.deadline) };
  }

  /** Extends the claim; answers the run's status, or undefined when the claim is no longer ours. */
  async renew(runId: string, claimId: string, leaseSeconds: number): Promise<string | undefined> {
    const { rows } = await this.db.query<{ status: string }>(
      `UPDATE playbook_runs SET lease_until = now() + make_interval(secs => $3)
        WHERE id = $1 AND claimed_by = $2 RETURNING status`,
      [runId, claimId, leaseSeconds],
    );
    return rows[0]?.status;
  }

  /** The run moves on (running, sleeping or retrying until `scheduledTime`) while the claim is ours and it was not cancelled. */
  async setRunStatus(runId: string, claimId: string, status: string, scheduledTime?: Date): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE playbook_runs SET status = $3, scheduled_time = coalesce($4, scheduled_time), updated_at = now()
        WHERE id = $1 AND claimed_by = $2 AND status <> 'cancelled'`,
      [runId, claimId, status, scheduledTime ?? null],
    );
    return rowCount > 0;
  }

  /** Lets go of the run: another engine (or this one) takes it when it is due. */
  async release(runId: string, claimId: string, expireNow = false): Promise<void> {
    await this.db.query(
      expireNow
        ? 'UPDATE playbook_runs SET lease_until = now() WHERE id = $1 AND claimed_by = $2'
        : 'UPDATE playbook_runs SET claimed_by = NULL, lease_until = NULL WHERE id = $1 AND claimed_by = $2',
      [runId, claimId],
    );
  }

  /** The run is over: its final status, error and end time; the claim ends. */
  async finish(runId: string, claimId: string, status: string, error: string | undefined): Promise<void> {
    await this.db.query(
      `UPDATE playbook_runs SET status = $3, error = $4, end_time = now(), claimed_by = NULL, lease_until = NULL, updated_at = now()
        WHERE id = $1 AND claimed_by = $2 AND status <> 'cancelled'`,
      [runId, claimId, status, error ?? null],
    );
  }

  /** Actions still waiting (sleeping, retrying) in runs cancelled meanwhile are cancelled too. */
  async cancelWaitingActions(): Promise<void> {
    await this.db.query(
      `UPDATE playbook_run_actions a SET status = 'cancelled', end_time = now(), error = 'the run was cancelled'
         FROM playbook_runs r
        WHERE a.status IN ('scheduled', 'sleeping', 'retrying') AND r.id = a.playbook_run_id AND r.status = 'cancelled'`,
    );
  }

  async actions(runId: string): Promise<RunActionRow[]> {
    const { rows } = await this.db.query<RunActionRow>(
      'SELECT id, name, status, retry_count, result, error FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY id',
      [runId],
    );
    return rows;
  }

  /** A new action row (running, sleeping until `scheduledTime`, or skipped). */
  async insertAction(runId: string, name: string, status: string, scheduledTime?: Date): Promise<RunActionRow> {
    const { rows } = await this.db.query<RunActionRow>(
      `INSERT INTO playbook_run_actions (playbook_run_id, name, status, scheduled_time, start_time, end_time)
       VALUES ($1, $2, $3, coalesce($4, now()), CASE WHEN $3 = 'running' THEN now() END, CASE WHEN $3 = 'skipped' THEN now() END)
       RETURNING id, name, status, retry_count, result, error`,
      [runId, name, status, scheduledTime ?? null],
    );
    return rows[0]!;
  }

  /** The action starts (again). */
  async startAction(actionId: string): Promise<void> {
    await this.db.query(
      `UPDATE playbook_run_actions SET status = 'running', start_time = coalesce(start_time, now()), end_time = NULL WHERE id = $1`,
      [actionId],
    );
  }

  /** The action waits for its next attempt: one more retry counted, its last error and output kept. */
  async retryAction(actionId: string, scheduledTime: Date, error: string, result: Record<string, unknown> | undefined): Promise<void> {
    await this.db.query(
      `UPDATE playbook_run_actions SET status = 'retrying', retry_count = retry_count + 1, scheduled_time = $2, error = $3,
              result = coalesce($4::jsonb, result)
        WHERE id = $1`,
      [actionId, scheduledTime, error, result === undefined ? null : JSON.stringify(result)],
    );
  }

  /** The action is over (completed, failed, timed_out, cancelled), or back to `scheduled` when this server stops. */
  async settleAction(actionId: string, status: string, error: string | undefined, result: Record<string, unknown> | undefined): Promise<void> {
    await this.db.query(
      `UPDATE playbook_run_actions SET status = $2, error = $3, result = coalesce($4::jsonb, result),
              end_time = CASE WHEN $2 = 'scheduled' THEN NULL ELSE now() END
        WHERE id = $1`,
      [actionId, status, error ?? null, result === undefined ? null : JSON.stringify(result)],
    );
  }

  async saveArtifacts(actionId: string, artifacts: readonly ActionArtifact[]): Promise<void> {
    for (const artifact of artifacts) {
      await this.db.query(
        'INSERT INTO artifacts (playbook_run_action_id, path, content_type, content, size) VALUES ($1, $2, $3, $4, $5)',
        [actionId, artifact.path, artifact.contentType, artifact.content, artifact.content.length],
      );
    }
  }

  /** What templates see of the run's playbook, resource and creator. */
  async templateRows(run: ClaimedRun): Promise<{ playbook?: Record<string, unknown>; config?: Record<string, unknown>; check?: Record<string, unknown>; component?: Record<string, unknown>; user?: Record<string, unknown> }> {
    const one = async (sql: string, id: string | null) => (id === null ? undefined : (await this.db.query<Record<string, unknown>>(sql, [id])).rows[0]);
    return {
      playbook: await one('SELECT id, namespace, name, title, icon, description, category, source FROM playbooks WHERE id = $1', run.playbook_id),
      config: await one('SELECT * FROM config_items WHERE id = $1', run.config_id),
      check: await one('SELECT * FROM checks WHERE id = $1', run.check_id),
      component: await one('SELECT * FROM components WHERE id = $1', run.component_id),
      user: await one('SELECT id, name, email FROM people WHERE id = $1', run.created_by),
    };
  }
}
