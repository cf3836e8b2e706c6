import { existsSync, readFileSync, rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlaybookRunEngine } from '#src/playbooks/engine/playbook-run-engine.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { actionRows, eventually, insertRun, runReaches, runRow, startTestEngine } from './engine-test-support.ts';

/** Whether a process of that id still runs (a zombie of a killed group is gone once reaped). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe(`playbook run engine (${testDbKind})`, () => {
  let db: TestDb;
  const engines: PlaybookRunEngine[] = [];
  const engine = (options?: Parameters<typeof startTestEngine>[1]) => {
    const started = startTestEngine(db, options);
    engines.push(started);
    return started;
  };

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((started) => started.stop()));
  });
  afterAll(async () => {
    await db?.close();
  });

  it('runs an exec action to completion with its output, templated from the parameters and the run', async () => {
    engine();
    const runId = await insertRun(db, {
      actions: [{ name: 'greet', exec: { script: 'echo "hello {{.params.who}}"; echo "env $PARAM_WHO $PLAYBOOK_RUN_ID"' } }],
    }, { parameters: { who: 'ops' } });
    const run = await runReaches(db, runId, ['completed', 'failed']);
    expect(run.status).toBe('completed');
    expect(run.start_time).not.toBeNull();
    expect(run.end_time).not.toBeNull();
    const [action] = await actionRows(db, runId);
    expect(action).toMatchObject({ name: 'greet', status: 'completed', retry_count: 0, error: null });
    expect(action!.result).toEqual({ stdout: `hello ops\nenv ops ${runId}\n`, stderr: '', exitCode: 0 });
  });

  it('gives templates and if the resource with its fields, the playbook, the run and who asked for it', async () => {
    engine();
    const { rows: configs } = await db.query<{ id: string }>(
      "INSERT INTO config_items (config_class, type, name, tags, config) VALUES ('Deployment', 'Kubernetes::Deployment', 'checkout', '{\"namespace\":\"shop\"}', '{}') RETURNING id",
    );
    const { rows: people } = await db.query<{ id: string }>("INSERT INTO people (name, email) VALUES ('Ada', 'ada@example.test') RETURNING id");
    const runId = await insertRun(db, {
      actions: [
        { name: 'show', if: "config.type == 'Kubernetes::Deployment' && user.name == 'Ada'", exec: { script: 'echo "{{.config.name}} in {{.config.tags.namespace}} by {{.user.email}} for {{.playbook.title}} run {{.run.id}}"' } },
      ],
    }, { configId: configs[0]!.id, createdBy: people[0]!.id });
    expect((await runReaches(db, runId, ['completed', 'failed'])).status).toBe('completed');
    const [action] = await actionRows(db, runId);
    expect(action!.result?.stdout).toBe(`checkout in shop by ada@example.test for Remediate run ${runId}\n`);
  });

  it('retries a failing action per its policy, then fails the run with its error and keeps its output', async () => {
    engine();
    const runId = await insertRun(db, {
      actions: [
        { name: 'flaky', retry: { limit: 2, duration: '10ms' }, exec: { script: 'echo trying; echo broken >&2; exit 3' } },
        { name: 'after', exec: { script: 'echo never' } },
      ],
    });
    const run = await runReaches(db, runId, ['completed', 'failed']);
    expect(run.status).toBe('failed');
    expect(run.error).toBe('flaky: exited with code 3: broken');
    const actions = await actionRows(db, runId);
    expect(actions.map((action) => [action.name, action.status])).toEqual([['flaky', 'failed'], ['after', 'skipped']]);
    expect(actions[0]!.retry_count).toBe(2);
    expect(actions[0]!.result).toEqual({ stdout: 'trying\n', stderr: 'broken\n', exitCode: 3 });
  });

  it('shows a retrying action and run until the retry is due, then completes once it succeeds', async () => {
    engine();
    const marker = `/tmp/vigil-retry-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const runId = await insertRun(db, {
      actions: [{ name: 'second time lucky', retry: { limit: 3, duration: '1s', exponent: { multiplier: 2 } }, exec: { script: `if [ -f ${marker} ]; then echo ok; else touch ${marker}; exit 1; fi` } }],
    });
    const retrying = await runReaches(db, runId, ['retrying', 'completed']);
    expect(retrying.status).toBe('retrying');
    const [waiting] = await actionRows(db, runId);
    expect(waiting).toMatchObject({ status: 'retrying', retry_count: 1, error: 'exited with code 1' });
    expect(waiting!.scheduled_time.getTime()).toBeGreaterThan(Date.now() - 1000);
    const run = await runReaches(db, runId, ['completed', 'failed']);
    expect(run.status).toBe('completed');
    const [done] = await actionRows(db, runId);
    expect(done).toMatchObject({ status: 'completed', retry_count: 1 });
    expect(done!.result).toMatchObject({ stdout: 'ok\n' });
  });

  it('skips actions whose if is false, and after a failure runs only those whose if admits it', async () => {
    engine();
    const runId = await insertRun(db, {
      actions: [
        { name: 'only for prod', if: "params.env == 'prod'", exec: { script: 'echo prod' } },
        { name: 'for staging', if: "params.env == 'staging'", exec: { script: 'echo staging' } },
        { name: 'breaks', exec: { script: 'exit 1' } },
        { name: 'plain next', exec: { script: 'echo next' } },
        { name: 'cleanup', if: 'always()', exec: { script: 'echo cleanup' } },
        { name: 'report failure', if: "failure() && actions['for staging'].result.stdout == 'staging\\n'", exec: { script: 'echo reported' } },
        { name: 'on success', if: 'success()', exec: { script: 'echo fine' } },
      ],
    }, { parameters: { env: 'staging' } });
    const run = await runReaches(db, runId, ['completed', 'failed']);
    expect(run.status).toBe('failed');
    expect(run.error).toBe('breaks: exited with code 1');
    const actions = await actionRows(db, runId);
    const byName = Object.fromEntries(actions.map((action) => [action.name, action.status]));
    expect(byName).toEqual({
      'only for prod': 'skipped',
      'for staging': 'completed',
      breaks: 'failed',
      'plain next': 'skipped',
      cleanup: 'completed',
      'report failure': 'completed',
      'on success': 'skipped',
    });
  });

  it('sleeps through a delay (action and run sleeping until their time), then completes', async () => {
    engine();
    const before = Date.now();
    const runId = await insertRun(db, { actions: [{ name: 'first', exec: { script: 'echo one' } }, { name: 'later', delay: '1s', exec: { script: 'echo two' } }] });
    const sleeping = await runReaches(db, runId, ['sleeping', 'completed']);
    expect(sleeping.status).toBe('sleeping');
    const actions = await actionRows(db, runId);
    expect(actions.map((action) => [action.name, action.status])).toEqual([['first', 'completed'], ['later', 'sleeping']]);
    expect(actions[1]!.scheduled_time.getTime()).toBeGreaterThanOrEqual(before + 1000);
    expect(sleeping.scheduled_time.getTime()).toBe(actions[1]!.scheduled_time.getTime());
    const run = await runReaches(db, runId, ['completed', 'failed']);
    expect(run.status).toBe('completed');
    expect((await actionRows(db, runId)).map((action) => action.result?.stdout)).toEqual(['one\n', 'two\n']);
  });

  it("fails an action that outlives its timeout, and times the run out when the run's timeout passes", async () => {
    engine();
    const slowAction = await insertRun(db, { actions: [{ name: 'slow', timeout: '300ms', exec: { script: 'sleep 30' } }] });
    const failed = await runReaches(db, slowAction, ['completed', 'failed', 'timed_out']);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/^slow: timed out after 300ms/);

    const slowRun = await insertRun(db, { actions: [{ name: 'fast', exec: { script: 'echo quick' } }, { name: 'slow', exec: { script: 'sleep 30' } }, { name: 'never', exec: { script: 'echo never' } }] }, { timeoutMs: 1500 });
    const timedOut = await runReaches(db, slowRun, ['completed', 'failed', 'timed_out']);
    expect(timedOut.status).toBe('timed_out');
    expect(timedOut.error).toBe('the run took longer than its timeout of 1500ms');
    expect(timedOut.end_time!.getTime() - timedOut.start_time!.getTime()).toBeLessThan(10_000);
    const actions = await actionRows(db, slowRun);
    expect(actions.map((action) => [action.name, action.status])).toEqual([['fast', 'completed'], ['slow', 'timed_out']]);
  });

  it('kills the running script when the run is cancelled, and runs nothing after it', async () => {
    engine();
    const pidFile = `/tmp/vigil-cancel-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const runId = await insertRun(db, { actions: [{ name: 'long', exec: { script: `echo started; sleep 30 & echo $! > ${pidFile}; wait` } }, { name: 'next', exec: { script: 'echo next' } }] });
    const pid = await eventually('the script running', async () => {
      const text = existsSync(pidFile) ? readFileSync(pidFile, 'utf8').trim() : '';
      return text === '' ? undefined : Number(text);
    });
    const cancelledAt = Date.now();
    await db.query(`UPDATE playbook_runs SET status = 'cancelled', end_time = now() WHERE id = $1`, [runId]);
    const [action] = await eventually('the action cancelled', async () => {
      const rows = await actionRows(db, runId);
      return rows[0]?.status === 'cancelled' ? rows : undefined;
    });
    expect(Date.now() - cancelledAt).toBeLessThan(10_000);
    expect(action!.result).toMatchObject({ stdout: 'started\n' });
    expect((await runRow(db, runId)).status).toBe('cancelled');
    expect(await actionRows(db, runId)).toHaveLength(1);
    await eventually('the script killed', async () => (alive(pid) ? undefined : true), 5000);
    rmSync(pidFile, { force: true });
  });

  it('cancels the sleeping action of a run cancelled while it sleeps, and times out a run whose timeout passes while it sleeps', async () => {
    engine();
    const cancelled = await insertRun(db, { actions: [{ name: 'nap', delay: '1h', exec: { script: 'echo never' } }] });
    await runReaches(db, cancelled, ['sleeping']);
    await db.query(`UPDATE playbook_runs SET status = 'cancelled', end_time = now() WHERE id = $1`, [cancelled]);
    const [napping] = await eventually('the sleeping action cancelled', async () => {
      const rows = await actionRows(db, cancelled);
      return rows[0]?.status === 'cancelled' ? rows : undefined;
    });
    expect(napping).toMatchObject({ name: 'nap', error: 'the run was cancelled' });

    const overdue = await insertRun(db, { actions: [{ name: 'nap', delay: '1h', exec: { script: 'echo never' } }] }, { timeoutMs: 800 });
    const run = await runReaches(db, overdue, ['timed_out', 'completed', 'failed']);
    expect(run).toMatchObject({ status: 'timed_out', error: 'the run took longer than its timeout of 800ms' });
    expect((await actionRows(db, overdue)).map((action) => action.status)).toEqual(['timed_out']);
  });

  it('records an action of no known type as failed and fails the run', async () => {
    engine();
    const runId = await insertRun(db, { actions: [{ name: 'mystery', teleport: { to: 'mars' } }] });
    const run = await runReaches(db, runId, ['completed', 'failed']);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/^mystery: the action has no type this server runs \(exec, http/);
  });

  it('completes a run whose playbook has no actions, and does not take runs scheduled later', async () => {
    engine();
    const empty = await insertRun(db, { actions: [] });
    expect((await runReaches(db, empty, ['completed', 'failed'])).status).toBe('completed');
    const later = await insertRun(db, { actions: [{ name: 'x', exec: { script: 'true' } }] }, { scheduledTime: new Date(Date.now() + 3_600_000) });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await runRow(db, later)).status).toBe('scheduled');
    expect(await actionRows(db, later)).toHaveLength(0);
  });
});
