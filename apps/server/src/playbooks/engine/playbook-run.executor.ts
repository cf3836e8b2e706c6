import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionResolver } from '#src/connections/resolved-connection.ts';
import type { Db } from '#src/db/db.ts';
import type { ScriptRunner } from '#src/exec/script-runner.ts';
import { ActionFailedError, type ActionContext, type ActionOutcome, type PlaybookAction } from '../actions/playbook-action.ts';
import { FINISHED_ACTION_STATUSES, PlaybookRunRepository, type ClaimedRun, type RunActionRow } from './playbook-run.repository.ts';
import { plannedActions, renderEntry, retryDelayMs, shouldRun, type PlannedAction } from './run-plan.ts';

/** Recorded on an action whose engine died while it ran, before it is retried or fails the run. */
export const INTERRUPTED = 'interrupted: the server running it stopped';

/** Why a run's work stopped from outside the action (the signal's reason). */
export type StopReason = 'cancelled' | 'lost' | 'stopping' | 'abandoned' | 'run-timeout';

export interface RunExecutorDeps {
  db: Db;
  logger: FastifyBaseLogger;
  scripts: ScriptRunner;
  resolveConnection: ConnectionResolver;
  mail?: ActionContext['mail'];
  searchLogs?: ActionContext['searchLogs'];
  findAction(type: string): PlaybookAction | undefined;
  actionTypes(): string[];
  claimId: string;
  leaseSeconds: number;
  /** How often the claim is renewed and the run's status read (a cancel is noticed within it). */
  heartbeatMs: number;
  /** Looks for due runs again (a retry due at once). */
  wake(): void;
}

interface Attempt {
  ok: boolean;
  outcome?: ActionOutcome | undefined;
  error?: string | undefined;
  /** The action's own timeout passed. */
  timedOut?: boolean;
}

const errorText = (error: unknown): string => {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim() === '' ? 'failed without a message' : text;
};

/**
 * Carries one claimed run as far as it goes now: its actions in order until it is over, or until it
 * sleeps (delay) or waits to retry, when the claim is let go and the run is claimed again when due.
 * While an action runs, the claim is renewed and the run's status read every heartbeat: a cancel
 * aborts the action, a lost claim stops without writing anything.
 */
export class PlaybookRunExecutor {
  private readonly runs: PlaybookRunRepository;
  private readonly control = new AbortController();

  constructor(
    private readonly run: ClaimedRun,
    private readonly deps: RunExecutorDeps,
  ) {
    this.runs = new PlaybookRunRepository(deps.db);
  }

  /** Stops the run's work from outside (the engine stops or is abandoned). */
  stop(reason: StopReason): void {
    if (!this.control.signal.aborted) this.control.abort(reason);
  }

  private get stopped(): StopReason | undefined {
    return this.control.signal.aborted ? (this.control.signal.reason as StopReason) : undefined;
  }

  private heartbeat: NodeJS.Timeout | undefined;
  private beating: Promise<void> | undefined;

  async execute(): Promise<void> {
    this.heartbeat = setInterval(() => {
      this.beating ??= this.beat().finally(() => {
        this.beating = undefined;
      });
    }, this.deps.heartbeatMs);
    const untilDeadline = this.run.deadline.getTime() - Date.now();
    const deadline = setTimeout(() => this.stop('run-timeout'), Math.max(untilDeadline, 0));
    try {
      await this.carry();
    } finally {
      clearInterval(this.heartbeat);
      clearTimeout(deadline);
    }
  }

  /** No more renewals: a late one would push back the lease this server is giving up. */
  private async silenceHeartbeat(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.beating;
  }

  private async beat(): Promise<void> {
    if (this.stopped === 'lost' || this.stopped === 'abandoned') return;
    try {
      const status = await this.runs.renew(this.run.id, this.deps.claimId, this.deps.leaseSeconds);
      if (status === undefined) this.stop('lost');
      else if (status === 'cancelled') this.stop('cancelled');
    } catch (error) {
      this.deps.logger.warn({ err: error, runId: this.run.id }, 'could not renew the claim on a playbook run');
    }
  }

  private async carry(): Promise<void> {
    const { run, runs } = this;
    const rows = new Map((await runs.actions(run.id)).map((row) => [row.name, row]));
    const planned = plannedActions(run.spec, (key) => this.deps.findAction(key) !== undefined);
    const data = await this.templateData();
    const results = data.actions as Record<string, unknown>;
    let firstError: string | undefined;
    const fail = (name: string, error: string) => {
      firstError ??= `${name}: ${error}`;
    };

    if (Date.now() >= run.deadline.getTime()) return this.timedOut(rows.values());
    for (const action of planned) {
      if (this.stopped) return this.afterStop(undefined);
      // Cancelled (or taken over) since the last heartbeat: nothing more starts.
      if (!(await runs.setRunStatus(run.id, this.deps.claimId, 'running'))) return this.afterStop(undefined, await this.whyNotOurs());
      let row = rows.get(action.name);
      if (row && FINISHED_ACTION_STATUSES.includes(row.status)) {
        results[action.name] = { status: row.status, result: row.result ?? {}, error: row.error };
        if (row.status === 'failed' || row.status === 'timed_out') fail(action.name, row.error ?? row.status);
        continue;
      }
      if (row?.status === 'running') {
        // Its engine died while it ran: that attempt failed.
        const next = await this.failedAttempt(action, row, { ok: false, error: INTERRUPTED });
        if (next === 'wait') return;
        results[action.name] = { status: 'failed', result: {}, error: INTERRUPTED };
        fail(action.name, INTERRUPTED);
        continue;
      }
      if (!row) {
        let admitted: boolean;
        try {
          admitted = shouldRun(action.if, { failed: firstError !== undefined }, data);
        } catch (error) {
          const reason = `if: ${errorText(error)}`;
          const failedRow = await runs.insertAction(run.id, action.name, 'running');
          await runs.settleAction(failedRow.id, 'failed', reason, undefined);
          results[action.name] = { status: 'failed', result: {}, error: reason };
          fail(action.name, reason);
          continue;
        }
        if (!admitted) {
          await runs.insertAction(run.id, action.name, 'skipped');
          results[action.name] = { status: 'skipped', result: {}, error: null };
          continue;
        }
        if (action.delayMs !== undefined && action.delayMs > 0) {
          const wakeAt = new Date(Date.now() + action.delayMs);
          await runs.insertAction(run.id, action.name, 'sleeping', wakeAt);
          await runs.setRunStatus(run.id, this.deps.claimId, 'sleeping', wakeAt);
          await runs.release(run.id, this.deps.claimId);
          return;
        }
        row = await runs.insertAction(run.id, action.name, 'running');
      } else {
        await runs.startAction(row.id);
      }

      const attempt = await this.attempt(action, data);
      if (attempt.outcome?.artifacts?.length) await runs.saveArtifacts(row.id, attempt.outcome.artifacts);
      const stopped = this.stopped ?? (Date.now() >= run.deadline.getTime() ? 'run-timeout' : undefined);
      if (stopped) return this.afterStop(row, stopped, attempt);
      if (attempt.ok) {
        await runs.settleAction(row.id, 'completed', undefined, attempt.outcome?.result ?? {});
        results[action.name] = { status: 'completed', result: attempt.outcome?.result ?? {}, error: null };
        continue;
      }
      const next = await this.failedAttempt(action, row, attempt);
      if (next === 'wait') return;
      results[action.name] = { status: 'failed', result: attempt.outcome?.result ?? {}, error: attempt.error };
      fail(action.name, attempt.error ?? 'failed');
    }
    await runs.finish(run.id, this.deps.claimId, firstError === undefined ? 'completed' : 'failed', firstError);
  }

  /** A failed attempt: retried later while the policy allows (the claim let go), else the action failed. */
  private async failedAttempt(action: PlannedAction, row: RunActionRow, attempt: Attempt): Promise<'wait' | 'failed'> {
    const error = attempt.error ?? 'failed';
    const retry = action.retry;
    if (retry && row.retry_count < retry.limit) {
      const next = new Date(Date.now() + retryDelayMs(retry, row.retry_count + 1));
      await this.runs.retryAction(row.id, next, error, attempt.outcome?.result);
      await this.runs.setRunStatus(this.run.id, this.deps.claimId, 'retrying', next);
      await this.runs.release(this.run.id, this.deps.claimId);
      if (next.getTime() <= Date.now()) this.deps.wake();
      return 'wait';
    }
    await this.runs.settleAction(row.id, attempt.timedOut ? 'timed_out' : 'failed', error, attempt.outcome?.result);
    return 'failed';
  }

  /** The run's work stopped from outside while `row` ran (or between actions). */
  private async afterStop(row: RunActionRow | undefined, reason = this.stopped, attempt?: Attempt): Promise<void> {
    const { runs, run, deps } = this;
    const result = attempt?.outcome?.result;
    switch (reason) {
      case 'cancelled':
        if (row) await runs.settleAction(row.id, 'cancelled', 'the run was cancelled', result);
        await runs.release(run.id, deps.claimId);
        return;
      case 'run-timeout':
        if (row) await runs.settleAction(row.id, 'timed_out', `the run took longer than its timeout of ${run.timeout}ms`, result);
        await runs.finish(run.id, deps.claimId, 'timed_out', `the run took longer than its timeout of ${run.timeout}ms`);
        return;
      case 'stopping':
        // This server stops: the action starts again on the server that takes the run over.
        if (row) await runs.settleAction(row.id, 'scheduled', undefined, undefined);
        await this.silenceHeartbeat();
        await runs.release(run.id, deps.claimId, true);
        return;
      default:
        // The claim is someone else's, or the engine was abandoned: write nothing.
        return;
    }
  }

  private async whyNotOurs(): Promise<StopReason> {
    const status = await this.runs.renew(this.run.id, this.deps.claimId, this.deps.leaseSeconds);
    return status === 'cancelled' ? 'cancelled' : 'lost';
  }

  private async timedOut(rows: Iterable<RunActionRow>): Promise<void> {
    for (const row of rows) {
      if (!FINISHED_ACTION_STATUSES.includes(row.status)) await this.runs.settleAction(row.id, 'timed_out', `the run took longer than its timeout of ${this.run.timeout}ms`, undefined);
    }
    await this.runs.finish(this.run.id, this.deps.claimId, 'timed_out', `the run took longer than its timeout of ${this.run.timeout}ms`);
  }

  private async attempt(action: PlannedAction, data: Record<string, unknown>): Promise<Attempt> {
    const plugin = action.type === undefined ? undefined : this.deps.findAction(action.type);
    if (!plugin) return { ok: false, error: `the action has no type this server runs (${this.deps.actionTypes().join(', ')})` };
    let spec: unknown;
    try {
      const parsed = plugin.parse(renderEntry(action.entry ?? {}, data), `actions.${action.name}.${plugin.type}`);
      if ('issues' in parsed) return { ok: false, error: parsed.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ') };
      spec = parsed.spec;
    } catch (error) {
      return { ok: false, error: `template: ${errorText(error)}` };
    }
    const untilDeadline = Math.max(this.run.deadline.getTime() - Date.now(), 0);
    const timeoutMs = action.timeoutMs === undefined ? untilDeadline : Math.min(action.timeoutMs, untilDeadline);
    const own = new AbortController();
    const timer = setTimeout(() => own.abort('action-timeout'), timeoutMs);
    const signal = AbortSignal.any([this.control.signal, own.signal]);
    try {
      const outcome = await plugin.run(spec, {
        signal,
        timeoutMs,
        db: this.deps.db,
        logger: this.deps.logger,
        resolveConnection: this.deps.resolveConnection,
        scripts: this.deps.scripts,
        mail: this.deps.mail,
        searchLogs: this.deps.searchLogs,
        env: data,
      });
      return { ok: true, outcome };
    } catch (error) {
      const timedOut = own.signal.aborted && !this.control.signal.aborted;
      const message = timedOut ? `timed out after ${timeoutMs}ms` : errorText(error);
      return { ok: false, error: message, timedOut, outcome: error instanceof ActionFailedError ? error.partial : undefined };
    } finally {
      clearTimeout(timer);
    }
  }

  private async templateData(): Promise<Record<string, unknown>> {
    const { run } = this;
    const rows = await this.runs.templateRows(run);
    const runData = {
      id: run.id,
      playbook_id: run.playbook_id,
      parameters: run.parameters ?? {},
      config_id: run.config_id,
      check_id: run.check_id,
      component_id: run.component_id,
      created_by: run.created_by,
      created_at: run.created_at,
      start_time: run.start_time,
      scheduled_time: run.scheduled_time,
    };
    const data: Record<string, unknown> = { params: run.parameters ?? {}, playbook: rows.playbook ?? { id: run.playbook_id }, run: runData, actions: {} };
    for (const key of ['config', 'check', 'component', 'user'] as const) if (rows[key]) data[key] = rows[key];
    if (run.request?.webhook !== undefined) data.webhook = run.request.webhook;
    return data;
  }
}
