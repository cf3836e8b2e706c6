import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_REQUESTS_PER_MINUTE } from '#src/playbooks/triggers/playbook-webhook.service.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { actionRows, runReaches, startTestEngine } from '../engine/engine-test-support.ts';
import { playbookKit } from '../playbook-test-kit.ts';

const echo = [{ name: 'say', exec: { script: 'echo {{.webhook.json.ref}}' } }];

describe(`playbook webhooks (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  const kit = playbookKit(() => t);
  const ids: Record<string, string> = {};

  const post = (path: string, headers: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url: `/api/playbook/webhook/${path}`, headers: { 'content-type': 'application/json', ...headers }, payload });
  const basic = (user: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` });
  const runCount = async (playbookId: string) => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM playbook_runs WHERE playbook_id = $1', [playbookId])).rows[0]!.n);

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    ids.basic = await kit.playbook(editor, 'deploy-basic', { on: { webhook: { path: 'deploy-basic', authentication: { basic: { username: 'ci', password: 's3cret' } } } }, actions: echo });
    ids.token = await kit.playbook(editor, 'deploy-token', { on: { webhook: { path: 'deploy-token', authentication: { token: { token: 'tok-123' } } } }, actions: echo });
    ids.github = await kit.playbook(editor, 'deploy-github', { on: { webhook: { path: 'github-push', authentication: { github: { token: 'gh-secret' } } } }, actions: echo });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts a run with good basic credentials and no session, keeping the body and no secret header', async () => {
    const response = await post('deploy-basic', { ...basic('ci', 's3cret'), 'x-delivery': 'd-1' }, '{"ref":"main"}');
    expect(response.statusCode, response.body).toBe(201);
    const { run_id } = response.json<{ run_id: string }>();
    const { rows } = await t.db.query<{ playbook_id: string; triggered_by: string; created_by: string | null; request: { webhook: { json: unknown; headers: Record<string, string> } } }>(
      'SELECT playbook_id, triggered_by, created_by, request FROM playbook_runs WHERE id = $1',
      [run_id],
    );
    expect(rows[0]).toMatchObject({ playbook_id: ids.basic, triggered_by: 'webhook:deploy-basic', created_by: null });
    expect(rows[0]!.request.webhook.json).toEqual({ ref: 'main' });
    expect(rows[0]!.request.webhook.headers['x-delivery']).toBe('d-1');
    expect(rows[0]!.request.webhook.headers.authorization).toBeUndefined();
  });

  it("gives the run's actions the webhook body as .webhook.json", async () => {
    const engine = startTestEngine(t.db);
    try {
      const response = await post('deploy-basic', basic('ci', 's3cret'), '{"ref":"release-7"}');
      expect(response.statusCode, response.body).toBe(201);
      const runId = response.json<{ run_id: string }>().run_id;
      expect((await runReaches(t.db, runId, ['completed', 'failed'])).status).toBe('completed');
      expect((await actionRows(t.db, runId))[0]!.result).toMatchObject({ stdout: 'release-7\n' });
    } finally {
      await engine.stop();
    }
  });

  it('answers 401 to a wrong password or no credentials, and starts nothing', async () => {
    const before = await runCount(ids.basic!);
    expect((await post('deploy-basic', basic('ci', 'wrong'), '{}')).statusCode).toBe(401);
    expect((await post('deploy-basic', {}, '{}')).statusCode).toBe(401);
    expect(await runCount(ids.basic!)).toBe(before);
  });

  it('takes the bearer token of the playbook (not an access token) and refuses another', async () => {
    expect((await post('deploy-token', { authorization: 'Bearer tok-123' }, '{}')).statusCode).toBe(201);
    expect((await post('deploy-token', { authorization: 'Bearer tok-456' }, '{}')).statusCode).toBe(401);
    expect((await post('deploy-token', editor.headers, '{}')).statusCode).toBe(401);
    expect(await runCount(ids.token!)).toBe(1);
  });

  it('checks the GitHub signature over the exact bytes sent', async () => {
    const body = '{"ref":  "refs/heads/main",\n "after": "abc"}';
    const sign = (bytes: string) => `sha256=${createHmac('sha256', 'gh-secret').update(bytes).digest('hex')}`;
    expect((await post('github-push', { 'x-hub-signature-256': sign(body) }, body)).statusCode).toBe(201);
    expect((await post('github-push', { 'x-hub-signature-256': sign(JSON.stringify(JSON.parse(body))) }, body)).statusCode).toBe(401);
    const otherSecret = `sha256=${createHmac('sha256', 'not-the-secret').update(body).digest('hex')}`;
    expect((await post('github-push', { 'x-hub-signature-256': otherSecret }, body)).statusCode).toBe(401);
    expect((await post('github-push', {}, body)).statusCode).toBe(401);
    expect(await runCount(ids.github!)).toBe(1);
  });

  it('answers 429 past the requests a path takes in a minute, even with good credentials', async () => {
    const limited = await kit.playbook(editor, 'limited', { on: { webhook: { path: 'limited', authentication: { token: { token: 'tok-l' } } } }, actions: echo });
    for (let attempt = 0; attempt < WEBHOOK_REQUESTS_PER_MINUTE; attempt += 1) expect((await post('limited', { authorization: 'Bearer guess' }, '{}')).statusCode).toBe(401);
    const refused = await post('limited', { authorization: 'Bearer tok-l' }, '{}');
    expect(refused.statusCode).toBe(429);
    expect(await runCount(limited)).toBe(0);
  });

  it('answers 404 for a path no playbook has', async () => {
    const response = await post('nobody-listens', basic('ci', 's3cret'), '{}');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toContain('nobody-listens');
  });
});
