import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '#test/support/test-db.ts';
import { NotificationFixture } from './support/notification-fixture.ts';

const hourFromNow = () => new Date(Date.now() + 3_600_000).toISOString();

describe(`silences (${testDbKind})`, () => {
  const f = new NotificationFixture();
  beforeAll(() => f.start());
  afterAll(() => f.stop());

  const statuses = async (notificationId: string) => (await f.history(notificationId)).map((row) => `${row.resource_id}:${row.status}`);

  it('POST /api/notification/silence stores the silence and answers it', async () => {
    const { checkId } = await f.check('silenced-api');
    const response = await f.silence({ check_id: checkId, description: 'deploy', recursive: true });
    expect(response.statusCode).toBe(200);
    expect(response.json).toEqual({
      message: 'Silenced notification',
      payload: expect.objectContaining({ check_id: checkId, description: 'deploy', recursive: true, source: 'UI', created_by: f.admin.id }),
    });
  });

  it('refuses a silence without a resource, with a past or backwards window, a bad filter or a missing resource, with the reason', async () => {
    const { checkId } = await f.check('refused-api');
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'A resource is required: give component_id, config_id, check_id or canary_id (or a filter)'],
      [{ check_id: checkId, until: new Date(Date.now() - 60_000).toISOString() }, 'until must be in the future'],
      [{ check_id: checkId, from: new Date(Date.now() + 7_200_000).toISOString() }, 'until must be after from'],
      [{ check_id: checkId, until: 'tomorrow' }, 'until must be a date and time (ISO 8601, e.g. 2026-11-26T10:00:00Z)'],
      [{ filter: 'check.name ==' }, expect.stringMatching(/^filter does not compile: /)],
      [{ config_id: '0195f000-0000-7000-8000-000000000001' }, 'No such resource: config_id'],
      [{ check_id: 'not-a-uuid' }, expect.stringMatching(/check_id/)],
    ];
    for (const [body, message] of cases) {
      const response = await f.silence(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json.message, JSON.stringify(body)).toEqual(message);
    }
  });

  it('refuses callers without write on notifications', async () => {
    const viewer = await f.t.person({ roles: ['viewer'] });
    const { checkId } = await f.check('viewer-api');
    const response = await f.t.app.inject({
      method: 'POST',
      url: '/api/notification/silence',
      headers: { ...viewer.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ check_id: checkId, until: hourFromNow() }),
    });
    expect(response.statusCode).toBe(403);
  });

  it('a canary silence holds back its checks; a check silence only that check', async () => {
    const id = await f.notification({ events: ['check.failed'] });
    const first = await f.check('canary-a-check');
    const second = await f.check('canary-b-check');
    expect((await f.silence({ canary_id: first.canaryId })).statusCode).toBe(200);

    await f.checkBecomes(first.checkId, 'unhealthy');
    await f.checkBecomes(second.checkId, 'unhealthy');

    expect(await statuses(id)).toEqual(expect.arrayContaining([`${first.checkId}:silenced`, `${second.checkId}:sent`]));
    await f.t.db.query('UPDATE notifications SET deleted_at = now() WHERE id = $1', [id]);
  });

  it('a recursive component silence holds back its child components; without recursive only the component itself', async () => {
    const id = await f.notification({ events: ['component.unhealthy'] });
    const component = async (name: string, parentId: string | null) =>
      (await f.one<{ id: string }>("INSERT INTO components (name, type, parent_id, health) VALUES ($1, 'Service', $2, 'healthy') RETURNING id", [name, parentId])).id;
    const parent = await component('shop', null);
    const child = await component('shop-cart', parent);
    const grandchild = await component('shop-cart-db', child);
    const other = await component('warehouse', null);
    const otherChild = await component('warehouse-api', other);
    expect((await f.silence({ component_id: parent, recursive: true })).statusCode).toBe(200);
    expect((await f.silence({ component_id: other, recursive: false })).statusCode).toBe(200);

    await f.t.db.query("UPDATE components SET health = 'unhealthy' WHERE id = ANY ($1)", [[parent, child, grandchild, other, otherChild]]);
    await f.consumer.drain();

    expect((await statuses(id)).sort()).toEqual(
      [`${parent}:silenced`, `${child}:silenced`, `${grandchild}:silenced`, `${other}:silenced`, `${otherChild}:sent`].sort(),
    );
    await f.t.db.query('UPDATE notifications SET deleted_at = now() WHERE id = $1', [id]);
  });

  it('a recursive config silence holds back child configs; a filter silence holds back what it picks', async () => {
    const id = await f.notification({ events: ['config.unhealthy'] });
    const config = async (name: string, parentId: string | null, labels: Record<string, string> = {}) =>
      (await f.one<{ id: string }>(
        "INSERT INTO config_items (name, type, config_class, parent_id, health, labels) VALUES ($1, 'Kubernetes::Pod', 'Pod', $2, 'healthy', $3) RETURNING id",
        [name, parentId, JSON.stringify(labels)],
      )).id;
    const namespace = await config('payments', null);
    const pod = await config('payments-pod', namespace);
    const loud = await config('batch-pod', null, { env: 'dev' });
    const quiet = await config('api-pod', null, { env: 'prod' });
    expect((await f.silence({ config_id: namespace, recursive: true })).statusCode).toBe(200);
    expect((await f.silence({ filter: "config.labels.env == 'dev'" })).statusCode).toBe(200);

    await f.t.db.query("UPDATE config_items SET health = 'unhealthy' WHERE id = ANY ($1)", [[namespace, pod, loud, quiet]]);
    await f.consumer.drain();

    expect((await statuses(id)).sort()).toEqual([`${namespace}:silenced`, `${pod}:silenced`, `${loud}:silenced`, `${quiet}:sent`].sort());
    await f.t.db.query('UPDATE notifications SET deleted_at = now() WHERE id = $1', [id]);
  });
});
