import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { EventConsumerService } from '#src/events/event-consumer.service.ts';
import type { QueuedEvent } from '#src/events/event-handler.ts';
import { playbooksModule } from '#src/playbooks/playbooks.module.ts';
import { PlaybookEventTriggers } from '#src/playbooks/triggers/playbook-event-triggers.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { quietLogger, scripts } from '../engine/engine-test-support.ts';
import { playbookKit } from '../playbook-test-kit.ts';

const echo = [{ name: 'say', exec: { script: 'echo hi' } }];

interface TriggeredRow {
  id: string;
  playbook_id: string;
  config_id: string | null;
  check_id: string | null;
  component_id: string | null;
  created_by: string | null;
  triggered_by: string | null;
  request: Record<string, unknown>;
}

describe(`playbook event triggers (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  let triggers: PlaybookEventTriggers;
  const kit = playbookKit(() => t);
  const ids: Record<string, string> = {};

  /** The queued event `name` about `eventId`, as the consumer hands it over. */
  const queued = async (name: string, eventId: string): Promise<QueuedEvent> => {
    const { rows } = await t.db.query<{ id: string; properties: Record<string, unknown> | null }>('SELECT id, properties FROM event_queue WHERE name = $1 AND event_id = $2', [name, eventId]);
    expect(rows, `event ${name} for ${eventId} is queued`).toHaveLength(1);
    return { id: rows[0]!.id, name, eventId, properties: rows[0]!.properties ?? {}, attempt: 1 };
  };
  const runsOf = async (playbookId: string): Promise<TriggeredRow[]> =>
    (await t.db.query<TriggeredRow>('SELECT id, playbook_id, config_id, check_id, component_id, created_by, triggered_by, request FROM playbook_runs WHERE playbook_id = $1 ORDER BY created_at', [playbookId])).rows;

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    triggers = new PlaybookEventTriggers(t.db, quietLogger);
    ids.onFailure = await kit.playbook(editor, 'on-api-failure', { on: { canary: [{ event: 'failed', filter: "check.name.startsWith('api')" }] }, actions: echo });
    ids.onPayments = await kit.playbook(editor, 'on-payments-change', { on: { config: [{ event: 'updated', labels: { team: 'payments' } }] }, actions: echo });
    ids.onPod = await kit.playbook(editor, 'on-new-pod', { on: { config: [{ event: 'created', filter: "config.type == 'Kubernetes::Pod'" }, { event: 'deleted' }] }, actions: echo });
    ids.onComponent = await kit.playbook(editor, 'on-unhealthy-component', { on: { component: [{ event: 'unhealthy' }] }, actions: echo });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts one run on the failed check, and none more when the handler runs again for the event', async () => {
    const check = await kit.check('api');
    await t.db.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [check]);
    const event = await queued('check.failed', check);
    expect(await triggers.onEvent(event)).toHaveLength(1);
    expect(await triggers.onEvent(event)).toEqual([]);
    const runs = await runsOf(ids.onFailure!);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ check_id: check, config_id: null, created_by: null, triggered_by: 'event:check.failed' });
  });

  it("is wired into the server's event consumer through the playbooks module", async () => {
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', DEMO: 'off' }) };
    const handlers = playbooksModule().eventHandlers!({ db: t.db, config, logger: quietLogger, scripts });
    const consumer = new EventConsumerService(t.db, { handlers, logger: quietLogger });
    const check = await kit.check('api-gateway');
    await t.db.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [check]);
    await consumer.drain();
    expect((await runsOf(ids.onFailure!)).filter((run) => run.check_id === check)).toHaveLength(1);
    expect((await t.db.query('SELECT 1 FROM event_queue WHERE event_id = $1', [check])).rows).toEqual([]);
  });

  it('starts nothing when the filter does not match', async () => {
    const other = await kit.check('other');
    await t.db.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [other]);
    expect(await triggers.onEvent(await queued('check.failed', other))).toEqual([]);
    expect((await runsOf(ids.onFailure!)).filter((run) => run.check_id === other)).toEqual([]);
  });

  it('starts a run on an updated config whose labels match, none on one whose labels do not', async () => {
    const payments = await kit.config('payments-api', 'Kubernetes::Deployment', { labels: { team: 'payments' } });
    const search = await kit.config('search-api', 'Kubernetes::Deployment', { labels: { team: 'search' } });
    await t.db.query(`UPDATE config_items SET config = '{"spec":{"replicas":5}}'::jsonb WHERE id = ANY ($1::uuid[])`, [[payments, search]]);
    expect(await triggers.onEvent(await queued('config.updated', payments))).toHaveLength(1);
    expect(await triggers.onEvent(await queued('config.updated', search))).toEqual([]);
    const runs = await runsOf(ids.onPayments!);
    expect(runs.map((run) => [run.config_id, run.triggered_by])).toEqual([[payments, 'event:config.updated']]);
  });

  it('starts runs on a created pod and on a deleted config', async () => {
    const pod = await kit.config('web-7d9', 'Kubernetes::Pod');
    const deployment = await kit.config('web', 'Kubernetes::Deployment');
    expect(await triggers.onEvent(await queued('config.created', pod))).toHaveLength(1);
    expect(await triggers.onEvent(await queued('config.created', deployment))).toEqual([]);
    await t.db.query('UPDATE config_items SET deleted_at = now() WHERE id = $1', [deployment]);
    expect(await triggers.onEvent(await queued('config.deleted', deployment))).toHaveLength(1);
    const runs = await runsOf(ids.onPod!);
    expect(runs.map((run) => [run.config_id, run.triggered_by])).toEqual([
      [pod, 'event:config.created'],
      [deployment, 'event:config.deleted'],
    ]);
  });

  it('starts a run on a component that became unhealthy', async () => {
    const component = await kit.component('checkout');
    await t.db.query("UPDATE components SET health = 'unhealthy' WHERE id = $1", [component]);
    expect(await triggers.onEvent(await queued('component.unhealthy', component))).toHaveLength(1);
    const runs = await runsOf(ids.onComponent!);
    expect(runs.map((run) => [run.component_id, run.triggered_by])).toEqual([[component, 'event:component.unhealthy']]);
  });

  it("shows what started a run in /api/db/playbook_runs (triggered_by)", async () => {
    const [run] = await runsOf(ids.onComponent!);
    const response = await kit.get(editor, `/api/db/playbook_runs?id=eq.${run!.id}&select=id,triggered_by,created_by`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([{ id: run!.id, triggered_by: 'event:component.unhealthy', created_by: null }]);
  });
});
