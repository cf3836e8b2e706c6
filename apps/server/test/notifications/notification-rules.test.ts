import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '#test/support/test-db.ts';
import { NotificationFixture } from './support/notification-fixture.ts';

describe(`notification writes, events and the test send (${testDbKind})`, () => {
  const f = new NotificationFixture();
  beforeAll(() => f.start());
  afterAll(() => f.stop());

  const write = async (method: 'POST' | 'PATCH', body: Record<string, unknown>, query = '') => {
    const response = await f.t.app.inject({
      method,
      url: `/api/db/notifications${query}`,
      headers: { ...f.admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, message: response.body === '' ? undefined : response.json<{ message?: string }>().message };
  };

  it('refuses, with the field and the reason, unknown or missing events, a repeat interval off the list, a filter or template that does not compile', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ events: ['check.exploded'] }, 'Invalid notification spec: events: unknown event check.exploded; choose among check.failed, check.passed, component.healthy, component.unhealthy, component.unknown, component.warning, config.created, config.deleted, config.healthy, config.unhealthy, config.unknown, config.updated, config.warning, playbook.approval.inserted, playbook.spec.approval.updated'],
      [{ events: [] }, 'Invalid notification spec: events: choose at least one event'],
      [{ events: ['check.failed'], repeat_interval: '5m' }, 'Invalid notification spec: repeat_interval: 5m is not one of 1h, 2h, 3h, 6h, 1d, 1w, 1m'],
      [{ events: ['check.failed'], filter: 'check.name ==' }, expect.stringMatching(/^Invalid notification spec: filter: does not compile: /)],
      [{ events: ['check.failed'], template: '{{ .check.name ' }, expect.stringMatching(/^Invalid notification spec: template: is not a valid template: /)],
      [{ events: ['check.failed'], custom_services: [{ name: 'x' }] }, 'Invalid notification spec: custom_services[0].connection: connection is required (connection://<namespace>/<name>)'],
    ];
    for (const [body, message] of cases) {
      const response = await write('POST', { name: 'refused', ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.message, JSON.stringify(body)).toEqual(message);
    }
    // Written around the data API, the database refuses the same with a reason.
    await expect(f.t.db.query("INSERT INTO notifications (events, repeat_interval) VALUES ('{check.failed}', '10m')")).rejects.toThrow(/repeat_interval: 10m is not one of/);
    await expect(f.t.db.query("INSERT INTO notifications (events) VALUES ('{}')")).rejects.toThrow(/events: choose at least one event/);
  });

  it('accepts a valid notification and a PATCH of some of its fields', async () => {
    const id = await f.notification({ events: ['check.failed', 'config.created'], repeat_interval: '1d', filter: "check.name == 'x'" });
    expect((await write('PATCH', { repeat_interval: '1w', template: 'Hello {{.check.name}}' }, `?id=eq.${id}`)).status).toBe(204);
    expect((await write('PATCH', { repeat_interval: '90s' }, `?id=eq.${id}`)).status).toBe(400);
    await f.t.db.query('UPDATE notifications SET deleted_at = now() WHERE id = $1', [id]);
  });

  it('queues config.created and playbook.spec.approval.updated while a notification lists them, and sends them', async () => {
    const created = async () => (await f.one<{ id: string }>("INSERT INTO config_items (name, type, config_class) VALUES ('cfg', 'Kubernetes::Pod', 'Pod') RETURNING id")).id;
    const queued = async (name: string, eventId: string) => (await f.one<{ n: number }>('SELECT count(*)::int AS n FROM event_queue WHERE name = $1 AND event_id = $2', [name, eventId])).n;
    const before = await created();
    expect(await queued('config.created', before)).toBe(0);

    const id = await f.notification({ events: ['config.created', 'playbook.spec.approval.updated'] });
    const after = await created();
    const playbook = await f.one<{ id: string }>("INSERT INTO playbooks (name, spec) VALUES ('approve-me', '{\"actions\": []}') RETURNING id");
    await f.t.db.query(`UPDATE playbooks SET spec = '{"actions": [], "approval": {"approvers": {"people": ["a@example.test"]}}}' WHERE id = $1`, [playbook.id]);
    await f.t.db.query(`UPDATE playbooks SET title = 'no approval change' WHERE id = $1`, [playbook.id]);
    expect(await queued('config.created', after)).toBe(1);
    expect(await queued('playbook.spec.approval.updated', playbook.id)).toBe(1);

    const calls = f.webhook.calls.length;
    await f.consumer.drain();
    expect(f.webhook.calls.slice(calls).map((call) => call.body.title).sort()).toEqual([
      'Kubernetes::Pod cfg was created',
      'Playbook approve-me: its approval settings changed',
    ]);
    await f.t.db.query('UPDATE notifications SET deleted_at = now() WHERE id = $1', [id]);
  });

  it('sends playbook.approval.inserted naming the playbook and who approved', async () => {
    const id = await f.notification({ events: ['playbook.approval.inserted'] });
    const playbook = await f.one<{ id: string }>("INSERT INTO playbooks (name, spec) VALUES ('restart-pod', '{\"actions\": []}') RETURNING id");
    const run = await f.one<{ id: string }>("INSERT INTO playbook_runs (playbook_id, status) VALUES ($1, 'pending_approval') RETURNING id", [playbook.id]);
    await f.t.db.query('INSERT INTO playbook_approvals (run_id, person_id) VALUES ($1, $2)', [run.id, f.admin.id]);
    const calls = f.webhook.calls.length;

    await f.consumer.drain();

    expect(f.webhook.calls.slice(calls).map((call) => call.body)).toEqual([
      { title: 'Playbook restart-pod: a run was approved', message: `Approved by ${f.admin.name}\nRun: ${run.id} (pending_approval)\n` },
    ]);
    await f.t.db.query('UPDATE notifications SET deleted_at = now() WHERE id = $1', [id]);
  });

  it('POST /api/notification/:id/test sends a sample of the chosen event now and answers the outcome', async () => {
    const id = await f.notification({ events: ['check.failed', 'component.unhealthy'], repeat_interval: '1h' });
    const send = (body: Record<string, unknown>, person = f.admin, target = id) =>
      f.t.app.inject({ method: 'POST', url: `/api/notification/${target}/test`, headers: { ...person.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    const calls = f.webhook.calls.length;

    const sent = await send({ event: 'component.unhealthy' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: 'Test notification sent', payload: expect.objectContaining({ event: 'component.unhealthy', status: 'sent' }) });
    expect((await send({})).statusCode).toBe(200);
    expect(f.webhook.calls.slice(calls).map((call) => call.body.title)).toEqual(['Component sample-component is unhealthy', 'Check sample-check has failed']);

    f.webhook.failWith = { status: 403, body: 'token revoked' };
    try {
      const failed = await send({});
      expect(failed.statusCode).toBe(502);
      expect(failed.json<{ message: string }>().message).toMatch(/^The test notification was not sent: hook: .*403.*token revoked/s);
    } finally {
      f.webhook.failWith = undefined;
    }
    expect((await send({ event: 'nope' })).statusCode).toBe(400);
    expect((await send({}, f.admin, '0195f000-0000-7000-8000-000000000001')).statusCode).toBe(404);
    const viewer = await f.t.person({ roles: ['viewer'] });
    expect((await send({}, viewer)).statusCode).toBe(403);
    await f.t.db.query('UPDATE notifications SET deleted_at = now() WHERE id = $1', [id]);
  });
});
