import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptRunner } from '#src/exec/script-runner.ts';
import { CanaryRepository } from '#src/health/canary.repository.ts';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

const DISABLED = 'exec is disabled on this server (EXEC=off)';

const execSpec = (name: string) => ({
  schedule: '@every 1h',
  tcp: [{ name: 'port', endpoint: '127.0.0.1:1' }],
  exec: [{ name: 'first', script: 'echo ok' }, { name: `${name} script`, script: 'echo ok' }],
});

describe(`EXEC=off: the server runs no script for anyone (${testDbKind})`, () => {
  let off: AccessTestApp;
  let on: AccessTestApp;
  let editor: TestPerson;
  let admin: TestPerson;

  beforeAll(async () => {
    off = await startAccessTestApp({ env: { EXEC: 'off' } });
    on = await startAccessTestApp({ db: off.db });
    editor = await off.person({ roles: ['editor'] });
    admin = await off.person({ roles: ['admin'] });
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  const save = (t: AccessTestApp, person: TestPerson, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/db/canaries', headers: { ...person.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const countNamed = async (name: string) =>
    (await off.db.query<{ n: number }>('SELECT count(*)::int AS n FROM canaries WHERE name = $1', [name])).rows[0]!.n;

  it('refuses to save a canary with exec checks, with 400 naming each one, and stores nothing', async () => {
    for (const person of [editor, admin]) {
      const name = `refused-${person.id}`;
      const response = await save(off, person, { name, spec: execSpec(name) });
      expect(response.statusCode).toBe(400);
      const { message } = response.json<{ message: string }>();
      expect(message).toContain(`spec.exec[0]: ${DISABLED}`);
      expect(message).toContain(`spec.exec[1]: ${DISABLED}`);
      expect(message).not.toContain('spec.tcp');
      expect(await countNamed(name)).toBe(0);
    }
  });

  it('refuses it in a whole Canary document sent as YAML text too', async () => {
    const yaml = 'apiVersion: canaries.flanksource.com/v1\nkind: Canary\nmetadata:\n  name: from-yaml\nspec:\n  exec:\n    - name: shell\n      script: echo ok\n';
    const response = await save(off, editor, { name: 'from-yaml', spec: yaml });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(`spec.exec[0]: ${DISABLED}`);
    expect(await countNamed('from-yaml')).toBe(0);
  });

  it('still saves canaries without exec checks; with exec on, the same exec canary is saved', async () => {
    expect((await save(off, editor, { name: 'no-exec', spec: { tcp: [{ name: 'port', endpoint: '127.0.0.1:1' }] } })).statusCode).toBe(201);
    expect(await countNamed('no-exec')).toBe(1);
    expect((await save(on, editor, { name: 'exec-allowed', spec: execSpec('allowed') })).statusCode).toBe(201);
    expect(await countNamed('exec-allowed')).toBe(1);
  });

  it('fails an exec check stored before, with the reason, when its canary runs and when it is run now; the other checks of its canary still run', async () => {
    const { rows } = await off.db.query<{ id: string }>("INSERT INTO canaries (name, spec) VALUES ('stored-before', $1::jsonb) RETURNING id", [JSON.stringify(execSpec('stored'))]);
    const canary = (await new CanaryRepository(off.db).findLive(rows[0]!.id))!;
    const outcome = await createCanaryRuns(off.db, { scripts: ScriptRunner.forConfig(off.config) }).runs.run(canary, { nextRunAt: null });
    expect(outcome).toMatchObject({ status: 'FAILED', passed: 0, failed: 3 });
    const checks = await off.db.query<{ id: string; name: string; status: string; message: string | null; error: string | null }>(
      `SELECT k.id, k.name, k.status, s.message, s.error FROM checks k JOIN check_statuses s ON s.check_id = k.id
       WHERE k.canary_id = $1 AND k.type = 'exec' ORDER BY k.name`,
      [canary.id],
    );
    expect(checks.rows.map(({ name, status, message, error }) => ({ name, status, message, error }))).toEqual([
      { name: 'first', status: 'unhealthy', message: DISABLED, error: DISABLED },
      { name: 'stored script', status: 'unhealthy', message: DISABLED, error: DISABLED },
    ]);

    const tcp = await off.db.query<{ error: string | null }>(
      "SELECT s.error FROM checks k JOIN check_statuses s ON s.check_id = k.id WHERE k.canary_id = $1 AND k.type = 'tcp'",
      [canary.id],
    );
    expect(tcp.rows).toHaveLength(1);
    expect(tcp.rows[0]!.error).toMatch(/ECONNREFUSED/);

    const now = await off.app.inject({ method: 'POST', url: `/api/canary/run/check/${checks.rows[0]!.id}`, headers: admin.headers });
    expect(now.statusCode).toBe(200);
    expect(now.json()).toMatchObject({ message: 'Check first ran: unhealthy', payload: { status: false, message: DISABLED, error: DISABLED } });
    const allowed = await on.app.inject({ method: 'POST', url: `/api/canary/run/check/${checks.rows[0]!.id}`, headers: admin.headers });
    expect(allowed.json()).toMatchObject({ message: 'Check first ran: healthy', payload: { status: true, message: 'ok' } });
  });
});
