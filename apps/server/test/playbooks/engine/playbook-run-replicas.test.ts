import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INTERRUPTED } from '#src/playbooks/engine/playbook-run.executor.ts';
import type { PlaybookRunEngine } from '#src/playbooks/engine/playbook-run-engine.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { actionRows, eventually, insertRun, runReaches, startTestEngine } from './engine-test-support.ts';

const lines = (path: string): string[] => {
  try {
    return readFileSync(path, 'utf8').split('\n').filter((line) => line !== '');
  } catch {
    return [];
  }
};

describe(`playbook run engine replicas (${testDbKind})`, () => {
  let db: TestDb;
  let folder: string;
  const engines: PlaybookRunEngine[] = [];
  const engine = (options?: Parameters<typeof startTestEngine>[1]) => {
    const started = startTestEngine(db, options);
    engines.push(started);
    return started;
  };

  beforeAll(async () => {
    db = await createTestDb();
    folder = mkdtempSync(join(tmpdir(), 'vigil-playbook-replicas-'));
  });
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((started) => started.stop()));
  });
  afterAll(async () => {
    await db?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is woken by a run that is due now, long before its next poll', async () => {
    const started = engine({ intervalMs: 120_000 });
    expect(await started.listening).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const runId = await insertRun(db, { actions: [{ name: 'quick', exec: { script: 'echo woke' } }] });
    expect((await runReaches(db, runId, ['completed', 'failed'], 5000)).status).toBe('completed');
  });

  it('runs every action of every run exactly once with two engines on one database', async () => {
    const journal = join(folder, 'journal');
    const spec = {
      actions: [
        { name: 'one', exec: { script: `echo "$PLAYBOOK_RUN_ID one" >> ${journal}` } },
        { name: 'two', exec: { script: `echo "$PLAYBOOK_RUN_ID two" >> ${journal}` } },
      ],
    };
    const runIds: string[] = [];
    for (let index = 0; index < 12; index += 1) runIds.push(await insertRun(db, spec));
    engine({ maxConcurrentRuns: 4 });
    engine({ maxConcurrentRuns: 4 });
    for (const runId of runIds) expect((await runReaches(db, runId, ['completed', 'failed'], 30_000)).status).toBe('completed');
    const written = lines(journal);
    expect(written).toHaveLength(24);
    expect(new Set(written).size).toBe(24);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM playbook_run_actions WHERE playbook_run_id = ANY($1::uuid[])', [runIds]);
    expect(rows[0]!.n).toBe(24);
  });

  it('resumes a run once on another engine when its engine dies mid-action, retrying the interrupted action', async () => {
    const starts = join(folder, 'starts');
    // The first attempt hangs (its engine dies meanwhile); the retry finds the first start and ends.
    const script = `echo start >> ${starts}; if [ "$(wc -l < ${starts})" -ge 2 ]; then echo resumed; else sleep 30; fi`;
    const runId = await insertRun(db, { actions: [{ name: 'restart', retry: { limit: 2, duration: '1s' }, exec: { script } }, { name: 'after', exec: { script: 'echo after' } }] });
    const doomed = engine({ leaseSeconds: 1 });
    await eventually('the first attempt running', async () => (lines(starts).length === 1 ? true : undefined));
    await doomed.abandon();

    engine({ leaseSeconds: 1 });
    engine({ leaseSeconds: 1 });
    const retrying = await eventually('the interrupted action waiting for its retry', async () => {
      const [action] = await actionRows(db, runId);
      return action?.status === 'retrying' ? action : undefined;
    });
    expect(retrying).toMatchObject({ retry_count: 1, error: INTERRUPTED });
    const run = await runReaches(db, runId, ['completed', 'failed'], 15_000);
    expect(run.status).toBe('completed');
    const actions = await actionRows(db, runId);
    expect(actions.map((action) => [action.name, action.status, action.retry_count])).toEqual([['restart', 'completed', 1], ['after', 'completed', 0]]);
    expect(actions[0]!.result).toMatchObject({ stdout: 'resumed\n' });
    expect(lines(starts)).toEqual(['start', 'start']);
  });

  it('fails the run with the interruption when the interrupted action has no retries left', async () => {
    const runId = await insertRun(db, { actions: [{ name: 'hang', exec: { script: 'sleep 30' } }] });
    const doomed = engine({ leaseSeconds: 1 });
    await eventually('the action running', async () => ((await actionRows(db, runId))[0]?.status === 'running' ? true : undefined));
    await doomed.abandon();
    engine({ leaseSeconds: 1 });
    const run = await runReaches(db, runId, ['completed', 'failed'], 15_000);
    expect(run).toMatchObject({ status: 'failed', error: `hang: ${INTERRUPTED}` });
    expect((await actionRows(db, runId)).map((action) => [action.status, action.error])).toEqual([['failed', INTERRUPTED]]);
  });

  it('hands a running action over when its server stops gracefully: it starts again elsewhere, not counted as a retry', async () => {
    const starts = join(folder, 'graceful');
    const script = `echo start >> ${starts}; if [ "$(wc -l < ${starts})" -ge 2 ]; then echo again; else sleep 30; fi`;
    const runId = await insertRun(db, { actions: [{ name: 'work', exec: { script } }] });
    const leaving = engine();
    await eventually('the first attempt running', async () => (lines(starts).length === 1 ? true : undefined));
    await leaving.stop();
    engine();
    const run = await runReaches(db, runId, ['completed', 'failed'], 15_000);
    expect(run.status).toBe('completed');
    expect((await actionRows(db, runId)).map((action) => [action.status, action.retry_count])).toEqual([['completed', 0]]);
    expect(lines(starts)).toHaveLength(2);
  });
});
