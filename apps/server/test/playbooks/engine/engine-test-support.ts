import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '#src/config.ts';
import type { Db } from '#src/db/db.ts';
import { ScriptRunner } from '#src/exec/script-runner.ts';
import type { RunContext } from '#src/modules/feature-module.ts';
import { startPlaybookRunEngine, type PlaybookRunEngine, type PlaybookRunEngineOptions } from '#src/playbooks/engine/playbook-run-engine.ts';
import type { TestDb } from '#test/support/test-db.ts';

const noop = () => undefined;
const quiet = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, level: 'silent' } as Record<string, unknown>;
quiet.child = () => quiet;
export const quietLogger = quiet as unknown as FastifyBaseLogger;

export const scripts = new ScriptRunner({ enabled: true, runAs: undefined });

/** An engine on the test's database, quick to notice work (short poll, heartbeat and lease). */
export function startTestEngine(db: TestDb, options: PlaybookRunEngineOptions = {}): PlaybookRunEngine {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DEMO: 'off' }), databaseUrl: db.url };
  const context: RunContext = { db, config, logger: quietLogger, scripts };
  return startPlaybookRunEngine(context, { intervalMs: 100, heartbeatMs: 100, listenUrl: db.url, ...options });
}

export interface RunRow {
  id: string;
  status: string;
  error: string | null;
  start_time: Date | null;
  end_time: Date | null;
  scheduled_time: Date;
}

export interface ActionRow {
  id: string;
  name: string;
  status: string;
  retry_count: number;
  result: Record<string, unknown> | null;
  error: string | null;
  scheduled_time: Date;
}

/** A playbook with `spec` and a run of it, inserted as the run API does (status scheduled, due now). */
export async function insertRun(
  db: Db,
  spec: Record<string, unknown>,
  run: { parameters?: Record<string, unknown>; timeoutMs?: number; configId?: string; scheduledTime?: Date; createdBy?: string } = {},
): Promise<string> {
  const { rows: playbooks } = await db.query<{ id: string }>(
    `INSERT INTO playbooks (name, title, spec) VALUES ('remediate', 'Remediate', $1) RETURNING id`,
    [JSON.stringify(spec)],
  );
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO playbook_runs (playbook_id, spec, status, parameters, timeout, config_id, scheduled_time, created_by)
     VALUES ($1, $2, 'scheduled', $3, $4, $5, coalesce($6, now()), $7) RETURNING id`,
    [playbooks[0]!.id, JSON.stringify(spec), JSON.stringify(run.parameters ?? {}), run.timeoutMs ?? 1_800_000, run.configId ?? null, run.scheduledTime ?? null, run.createdBy ?? null],
  );
  return rows[0]!.id;
}

export async function runRow(db: Db, id: string): Promise<RunRow> {
  const { rows } = await db.query<RunRow>('SELECT id, status, error, start_time, end_time, scheduled_time FROM playbook_runs WHERE id = $1', [id]);
  return rows[0]!;
}

export async function actionRows(db: Db, runId: string): Promise<ActionRow[]> {
  const { rows } = await db.query<ActionRow>(
    'SELECT id, name, status, retry_count, result, error, scheduled_time FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY start_time NULLS LAST, scheduled_time, id',
    [runId],
  );
  return rows;
}

/** Waits until `check` answers something defined, looking every 50 ms, failing after `timeoutMs`. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for the run to reach one of `statuses`. */
export function runReaches(db: Db, id: string, statuses: string[], timeoutMs?: number): Promise<RunRow> {
  return eventually(`run ${id} reaching ${statuses.join('|')}`, async () => {
    const row = await runRow(db, id);
    return statuses.includes(row.status) ? row : undefined;
  }, timeoutMs);
}
