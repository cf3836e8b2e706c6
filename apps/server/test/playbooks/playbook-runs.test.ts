import type { PlaybookRunStatusAnswer } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { playbookKit } from './playbook-test-kit.ts';

const echo = [
  { name: 'first', exec: { script: 'echo one' } },
  { name: 'second', exec: { script: 'echo two' } },
];

interface RunRow {
  status: string;
  spec: unknown;
  timeout: string | number;
  config_id: string | null;
  check_id: string | null;
  component_id: string | null;
  created_by: string;
  parent_id: string | null;
  parameters: Record<string, string>;
  end_time: Date | null;
}

describe(`playbook runs: start, status, approve, cancel, re-run (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  let approver: TestPerson;
  let member: TestPerson;
  let stranger: TestPerson;
  let viewer: TestPerson;
  const kit = playbookKit(() => t);
  const ids: Record<string, string> = {};

  const runRow = async (id: string) => (await t.db.query<RunRow>('SELECT * FROM playbook_runs WHERE id = $1', [id])).rows[0]!;
  const started = async (body: Record<string, unknown>, person = editor) => {
    const response = await kit.run(person, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ run_id: string; starts_at: string }>();
  };

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    approver = await t.person({ roles: ['editor'], email: `approver-${Date.now()}@example.test` });
    member = await t.person({ roles: ['editor'] });
    stranger = await t.person({ roles: ['admin'] });
    viewer = await t.person({ roles: ['viewer'] });
    await kit.team('Approvers', [member]);
    ids.web = await kit.config('web');
    ids.pod = await kit.config('pod', 'Kubernetes::Pod');
    ids.api = await kit.check('api');
    ids.svc = await kit.component('checkout');
    ids.restart = await kit.playbook(editor, 'restart', { configs: [{ types: ['Kubernetes::Deployment'] }], checks: [{ name: 'api' }], components: [{ name: 'checkout' }], timeout: '5m', parameters: [{ name: 'reason', default: 'for {{.config.name}}' }], actions: echo });
    ids.anywhere = await kit.playbook(editor, 'anywhere', { actions: echo });
    ids.guarded = await kit.playbook(editor, 'guarded', { configs: [{ types: ['Kubernetes::Deployment'] }], approval: { approvers: { people: [approver.email!], teams: ['Approvers'] } }, actions: echo });
    ids.everyone = await kit.playbook(editor, 'everyone', { approval: { type: 'all', approvers: { people: [approver.email!], teams: ['Approvers'] } }, actions: echo });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts a run on a config: 201 with its id and start, scheduled with the spec, resource, parameters and author', async () => {
    const before = Date.now();
    const created = await started({ id: ids.restart, config_id: ids.web, params: { reason: 'stuck' } });
    expect(new Date(created.starts_at).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const row = await runRow(created.run_id);
    expect(row).toMatchObject({ status: 'scheduled', config_id: ids.web, check_id: null, component_id: null, created_by: editor.id, parent_id: null, parameters: { reason: 'stuck' } });
    expect(Number(row.timeout)).toBe(300_000);
    expect(row.spec).toMatchObject({ actions: echo });
  });

  it('starts runs on a check and a component, and one without a resource when the playbook selects none', async () => {
    expect((await runRow((await started({ id: ids.restart, check_id: ids.api })).run_id)).check_id).toBe(ids.api);
    expect((await runRow((await started({ id: ids.restart, component_id: ids.svc })).run_id)).component_id).toBe(ids.svc);
    const free = await runRow((await started({ id: ids.anywhere })).run_id);
    expect(free).toMatchObject({ config_id: null, status: 'scheduled' });
    expect(Number(free.timeout)).toBe(1_800_000);
  });

  it('refuses with 400 a playbook that is unknown or deleted, or does not apply to the resource', async () => {
    const reasons: string[] = [];
    const deleted = await kit.playbook(editor, 'deleted', { actions: echo });
    await t.db.query('UPDATE playbooks SET deleted_at = now() WHERE id = $1', [deleted]);
    for (const body of [
      { id: '00000000-0000-4000-8000-000000000003' },
      { id: deleted },
      { id: ids.restart, config_id: ids.pod },
      { id: ids.restart },
      { id: ids.anywhere, config_id: ids.web },
      { id: ids.restart, config_id: '00000000-0000-4000-8000-000000000004' },
      { id: ids.restart, config_id: ids.web, check_id: ids.api },
      { config_id: ids.web },
    ]) {
      const response = await kit.run(editor, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      reasons.push(response.json<{ message: string }>().message);
    }
    expect(reasons[0]).toContain('not found');
    expect(reasons[2]).toContain('does not run on config');
    expect(reasons[3]).toContain('runs on a resource');
    expect(reasons[5]).toContain('No config with id');
    expect(reasons[7]).toContain('id is required');
  });

  it('lets a viewer read a status but not run, approve, cancel or re-run (403)', async () => {
    const { run_id: runId } = await started({ id: ids.anywhere });
    expect((await kit.run(viewer, { id: ids.anywhere })).statusCode).toBe(403);
    expect((await kit.post(viewer, `/api/playbook/run/approve/${runId}`)).statusCode).toBe(403);
    expect((await kit.post(viewer, `/api/playbook/run/cancel/${runId}`)).statusCode).toBe(403);
    expect((await kit.post(viewer, `/api/playbook/run/${runId}/rerun`)).statusCode).toBe(403);
    expect((await kit.get(viewer, `/api/playbook/run/${runId}/status`)).statusCode).toBe(200);
  });

  it('answers the status with the actions in the order they ran, also through rpc/get_playbook_run_actions', async () => {
    const { run_id: runId } = await started({ id: ids.anywhere });
    await t.db.query(`UPDATE playbook_runs SET status = 'running', start_time = now() WHERE id = $1`, [runId]);
    await t.db.query(
      `INSERT INTO playbook_run_actions (name, status, playbook_run_id, start_time, scheduled_time, result)
       VALUES ('second', 'running', $1, now(), now(), NULL), ('first', 'completed', $1, now() - interval '1 minute', now() - interval '1 minute', '{"stdout": "one"}'::jsonb)`,
      [runId],
    );
    const response = await kit.get(viewer, `/api/playbook/run/${runId}/status`);
    expect(response.statusCode).toBe(200);
    const status = response.json<PlaybookRunStatusAnswer>();
    expect(status).toMatchObject({ id: runId, playbook_id: ids.anywhere, status: 'running', end_time: null, error: null });
    expect(status.actions.map((action) => [action.name, action.status, action.result])).toEqual([
      ['first', 'completed', { stdout: 'one' }],
      ['second', 'running', null],
    ]);
    expect(typeof status.actions[0]!.start_time).toBe('string');
    const rpc = await kit.get(viewer, `/api/db/rpc/get_playbook_run_actions?run_id=${runId}`);
    expect(rpc.statusCode, rpc.body).toBe(200);
    expect(rpc.json<{ name: string }[]>().map((action) => action.name)).toEqual(['first', 'second']);
    const agent = await t.person({ roles: ['agent'] });
    expect((await kit.get(agent, `/api/db/rpc/get_playbook_run_actions?run_id=${runId}`)).statusCode).toBe(200);
    expect((await kit.get(viewer, `/api/db/playbook_runs?id=eq.${runId}`)).json()).toHaveLength(1);
    expect((await kit.get(viewer, `/api/db/playbook_run_actions?playbook_run_id=eq.${runId}`)).json()).toHaveLength(2);
    expect((await kit.get(viewer, '/api/playbook/run/00000000-0000-4000-8000-000000000005/status')).statusCode).toBe(404);
  });

  it('waits for approval, refuses a person not listed (403), and lets a listed person schedule it', async () => {
    const { run_id: runId } = await started({ id: ids.guarded, config_id: ids.web });
    expect((await runRow(runId)).status).toBe('pending_approval');
    const refused = await kit.post(stranger, `/api/playbook/run/approve/${runId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain('is not an approver of this playbook');
    const approved = await kit.post(approver, `/api/playbook/run/approve/${runId}`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<PlaybookRunStatusAnswer>().status).toBe('scheduled');
    const { rows } = await t.db.query<{ person_id: string }>('SELECT person_id FROM playbook_approvals WHERE run_id = $1', [runId]);
    expect(rows).toEqual([{ person_id: approver.id }]);
    const events = await t.db.query<{ name: string }>(`SELECT name FROM event_queue WHERE properties ->> 'run_id' = $1`, [runId]);
    expect(events.rows).toEqual([{ name: 'playbook.approval.inserted' }]);
    expect((await kit.post(approver, `/api/playbook/run/approve/${runId}`)).statusCode).toBe(409);
  });

  it('lets a member of a listed team approve, recorded for the team', async () => {
    const { run_id: runId } = await started({ id: ids.guarded, config_id: ids.web });
    const approved = await kit.post(member, `/api/playbook/run/approve/${runId}`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await runRow(runId)).status).toBe('scheduled');
    const { rows } = await t.db.query<{ person_id: string | null; team_id: string | null }>('SELECT person_id, team_id FROM playbook_approvals WHERE run_id = $1', [runId]);
    expect(rows[0]).toMatchObject({ person_id: null });
    expect(rows[0]!.team_id).not.toBeNull();
  });

  it('with type all, schedules the run only once every listed person and team approved', async () => {
    const { run_id: runId } = await started({ id: ids.everyone });
    expect((await kit.post(member, `/api/playbook/run/approve/${runId}`)).json<PlaybookRunStatusAnswer>().status).toBe('pending_approval');
    expect((await kit.post(approver, `/api/playbook/run/approve/${runId}`)).json<PlaybookRunStatusAnswer>().status).toBe('scheduled');
  });

  it('refuses approving a run that needs none (409)', async () => {
    const { run_id: runId } = await started({ id: ids.anywhere });
    expect((await kit.post(approver, `/api/playbook/run/approve/${runId}`)).statusCode).toBe(409);
  });

  it('cancels a run that is not over; a final one answers 409 with its status', async () => {
    const { run_id: runId } = await started({ id: ids.anywhere });
    const cancelled = await kit.post(editor, `/api/playbook/run/cancel/${runId}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<PlaybookRunStatusAnswer>().status).toBe('cancelled');
    expect((await runRow(runId)).end_time).not.toBeNull();
    const again = await kit.post(editor, `/api/playbook/run/cancel/${runId}`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('is already cancelled');
    const { run_id: done } = await started({ id: ids.anywhere });
    await t.db.query(`UPDATE playbook_runs SET status = 'completed', end_time = now() WHERE id = $1`, [done]);
    expect((await kit.post(editor, `/api/playbook/run/cancel/${done}`)).json<{ message: string }>().message).toContain('is already completed');
    expect((await kit.post(editor, '/api/playbook/run/cancel/00000000-0000-4000-8000-000000000006')).statusCode).toBe(404);
  });

  it('cancels with the run the actions that wait in it (sleeping, retrying), leaving finished ones as they were', async () => {
    const { run_id: runId } = await started({ id: ids.anywhere });
    await t.db.query(
      `INSERT INTO playbook_run_actions (playbook_run_id, name, status, scheduled_time, end_time)
       VALUES ($1, 'done', 'completed', now(), now()), ($1, 'later', 'sleeping', now() + interval '10 minutes', NULL)`,
      [runId],
    );
    await t.db.query(`UPDATE playbook_runs SET status = 'sleeping' WHERE id = $1`, [runId]);
    expect((await kit.post(editor, `/api/playbook/run/cancel/${runId}`)).statusCode).toBe(200);
    const { rows } = await t.db.query<{ name: string; status: string; error: string | null }>(
      'SELECT name, status, error FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY name',
      [runId],
    );
    expect(rows).toEqual([
      { name: 'done', status: 'completed', error: null },
      { name: 'later', status: 'cancelled', error: 'the run was cancelled' },
    ]);
  });

  it('re-runs: a new run of the same playbook, resource and parameters whose parent is the old run', async () => {
    const { run_id: first } = await started({ id: ids.restart, config_id: ids.web, params: { reason: 'again' } });
    await t.db.query(`UPDATE playbook_runs SET status = 'failed', end_time = now() WHERE id = $1`, [first]);
    const response = await kit.post(approver, `/api/playbook/run/${first}/rerun`);
    expect(response.statusCode, response.body).toBe(201);
    const second = response.json<{ run_id: string }>().run_id;
    expect(second).not.toBe(first);
    expect(await runRow(second)).toMatchObject({ status: 'scheduled', config_id: ids.web, parameters: { reason: 'again' }, parent_id: first, created_by: approver.id });
  });
});
