import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaybookScheduleTriggers } from '#src/playbooks/triggers/playbook-schedule-triggers.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { quietLogger } from '../engine/engine-test-support.ts';
import { playbookKit } from '../playbook-test-kit.ts';

describe(`playbook schedule triggers (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  const kit = playbookKit(() => t);
  let playbookId: string;

  const scheduledRuns = async () =>
    (await t.db.query<{ triggered_by: string; request: { schedule: { slot: string } } }>("SELECT triggered_by, request FROM playbook_runs WHERE playbook_id = $1 ORDER BY created_at", [playbookId])).rows;

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    playbookId = await kit.playbook(editor, 'every-five-minutes', { on: { schedule: [{ schedule: '*/5 * * * *' }] }, actions: [{ name: 'say', exec: { script: 'echo tick' } }] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts one run per cron slot even when two replicas look at the same time', async () => {
    const first = new PlaybookScheduleTriggers(t.db, quietLogger);
    const second = new PlaybookScheduleTriggers(t.db, quietLogger);
    const slot = new Date('2026-03-02T12:00:04Z');
    const [a, b] = await Promise.all([first.pass(slot), second.pass(slot)]);
    expect(a.length + b.length).toBe(1);
    expect(await first.pass(new Date('2026-03-02T12:00:14Z'))).toEqual([]);
    expect(await scheduledRuns()).toEqual([{ triggered_by: 'schedule', request: expect.objectContaining({ schedule: { schedule: '*/5 * * * *', slot: '2026-03-02T12:00:00.000Z' } }) as unknown }]);
  });

  it('starts nothing between slots, and the next run at the next slot', async () => {
    const replica = new PlaybookScheduleTriggers(t.db, quietLogger);
    expect(await replica.pass(new Date('2026-03-02T12:03:00Z'))).toEqual([]);
    expect(await replica.pass(new Date('2026-03-02T12:05:02Z'))).toHaveLength(1);
    expect((await scheduledRuns()).map((run) => run.request.schedule.slot)).toEqual(['2026-03-02T12:00:00.000Z', '2026-03-02T12:05:00.000Z']);
  });
});
