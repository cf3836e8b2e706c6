import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenService } from '#src/auth/tokens/access-token.service.ts';
import { ScriptRunner } from '#src/exec/script-runner.ts';
import { execAction, type ExecActionSpec } from '#src/playbooks/actions/exec.action.ts';
import { ActionFailedError, type ActionContext } from '#src/playbooks/actions/playbook-action.ts';
import { runArtifactRoutes } from '#src/playbooks/engine/run-artifact.routes.ts';
import { installRequestAuthentication } from '#src/rbac/access.plugin.ts';
import { AuthenticationService } from '#src/rbac/authentication.service.ts';
import { CallerService } from '#src/rbac/caller.service.ts';
import { startAccessTestApp, TestSessions, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { actionRows, insertRun, quietLogger, runReaches, startTestEngine } from '../engine/engine-test-support.ts';

function parse(raw: unknown): ExecActionSpec {
  const parsed = execAction.parse(raw, 'exec');
  if ('issues' in parsed) throw new Error(JSON.stringify(parsed.issues));
  return parsed.spec;
}

function context(env: Record<string, unknown> = {}, timeoutMs = 5000): ActionContext {
  return {
    signal: new AbortController().signal,
    timeoutMs,
    db: undefined as never,
    logger: quietLogger,
    resolveConnection: async () => undefined,
    scripts: new ScriptRunner({ enabled: true, runAs: undefined }),
    env,
  };
}

describe('exec action', () => {
  it('runs the script with the run as environment (PARAM_*, ids), the spec env winning', async () => {
    const env = { params: { 'target-host': 'db-1', level: 3 }, playbook: { id: 'p-1', name: 'restart' }, run: { id: 'r-1' }, config: { id: 'c-1', name: 'api' } };
    const spec = parse({ script: 'echo "$PARAM_TARGET_HOST $PARAM_LEVEL $PLAYBOOK_NAME $PLAYBOOK_RUN_ID $CONFIG_ID $PLAYBOOK_ID"; echo "$PARAM_LEVEL" >&2', env: { PLAYBOOK_ID: 'overridden' } });
    const outcome = await execAction.run(spec, context(env));
    expect(outcome.result).toEqual({ stdout: 'db-1 3 restart r-1 c-1 overridden\n', stderr: '3\n', exitCode: 0 });
  });

  it('fails on a non-zero exit, keeping the output', async () => {
    const failure = await execAction.run(parse({ script: 'echo partial; echo "disk full" >&2; exit 4' }), context()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ActionFailedError);
    expect((failure as ActionFailedError).message).toBe('exited with code 4: disk full');
    expect((failure as ActionFailedError).partial?.result).toEqual({ stdout: 'partial\n', stderr: 'disk full\n', exitCode: 4 });
  });

  it('kills a script that outlives its time', async () => {
    const failure = await execAction.run(parse({ script: 'echo before; sleep 30' }), context({}, 300)).catch((error: unknown) => error);
    expect((failure as ActionFailedError).message).toBe('timed out after 300ms and was killed');
    expect((failure as ActionFailedError).partial?.result).toMatchObject({ stdout: 'before\n' });
  });

  it('collects the artifacts the script left in its folder, never a file outside it', async () => {
    const spec = parse({
      script: 'mkdir out; echo report > out/report.txt; printf "{}" > data.json; ln -s /etc/passwd passwd; ln -s /etc escape',
      artifacts: [{ path: 'out/report.txt' }, { path: 'data.json' }, { path: 'missing.log' }, { path: 'passwd' }, { path: '../../etc/hostname' }, { path: 'escape/hostname' }],
    });
    const outcome = await execAction.run(spec, context());
    expect(outcome.artifacts?.map((artifact) => [artifact.path, artifact.contentType, artifact.content.toString()])).toEqual([
      ['out/report.txt', 'text/plain; charset=utf-8', 'report\n'],
      ['data.json', 'application/json', '{}'],
    ]);
  });

  it('refuses unknown keys and a missing script by path', () => {
    expect(execAction.parse({ scrpt: 'x' }, 'spec.actions[0].exec')).toEqual({
      issues: [
        { path: 'spec.actions[0].exec.script', message: 'script is required' },
        { path: 'spec.actions[0].exec.scrpt', message: 'unknown key' },
      ],
    });
  });
});

describe(`exec artifacts of a run, stored and downloadable (${testDbKind})`, () => {
  let t: AccessTestApp;
  let app: FastifyInstance;
  let viewer: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp({ kind: 'recording' });
    viewer = await t.person({ roles: ['viewer'] });
    app = Fastify({ logger: false });
    installRequestAuthentication(app, new AuthenticationService(new TestSessions(), new AccessTokenService(t.db), new CallerService(t.db)));
    await app.register(runArtifactRoutes, { db: t.db });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('keeps the files of an action with its run and serves them as downloads to readers of playbooks', async () => {
    const engine = startTestEngine(t.db);
    try {
      const runId = await insertRun(t.db, {
        actions: [{ name: 'collect', exec: { script: 'echo "rows: 42" > report.txt; echo "<script>x</script>" > page.html', artifacts: [{ path: 'report.txt' }, { path: 'page.html' }] } }],
      });
      expect((await runReaches(t.db, runId, ['completed', 'failed'])).status).toBe('completed');
    } finally {
      await engine.stop();
    }
    const [action] = await actionRows(t.db, (await t.db.query<{ id: string }>('SELECT id FROM playbook_runs ORDER BY created_at DESC LIMIT 1')).rows[0]!.id);
    const list = await app.inject({ method: 'GET', url: `/api/playbook/run/action/${action!.id}/artifacts`, headers: viewer.headers });
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ id: string; path: string; content_type: string; size: number }[]>();
    expect(listed.map(({ path, content_type, size }) => ({ path, content_type, size }))).toEqual([
      { path: 'report.txt', content_type: 'text/plain; charset=utf-8', size: 9 },
      { path: 'page.html', content_type: 'text/html; charset=utf-8', size: 19 },
    ]);

    const report = await app.inject({ method: 'GET', url: `/api/playbook/run/action/${action!.id}/artifacts/${listed[0]!.id}`, headers: viewer.headers });
    expect(report.statusCode).toBe(200);
    expect(report.body).toBe('rows: 42\n');
    expect(report.headers['content-disposition']).toBe('attachment; filename="report.txt"');
    const page = await app.inject({ method: 'GET', url: `/api/playbook/run/action/${action!.id}/artifacts/${listed[1]!.id}`, headers: viewer.headers });
    expect(page.headers['content-disposition']).toBe('attachment; filename="page.html"');
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const anonymous = await app.inject({ method: 'GET', url: `/api/playbook/run/action/${action!.id}/artifacts/${listed[0]!.id}` });
    expect(anonymous.statusCode).toBe(401);
    const otherAction = await app.inject({ method: 'GET', url: `/api/playbook/run/action/${listed[0]!.id}/artifacts/${listed[0]!.id}`, headers: viewer.headers });
    expect(otherAction.statusCode).toBe(404);
    const badId = await app.inject({ method: 'GET', url: `/api/playbook/run/action/nope/artifacts/${listed[0]!.id}`, headers: viewer.headers });
    expect(badId.statusCode).toBe(400);
  });
});
