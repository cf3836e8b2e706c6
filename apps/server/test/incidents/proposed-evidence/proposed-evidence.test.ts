import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposedEvidenceAnswer } from '#src/incidents/proposed-evidence/proposed-evidence.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { dataApi, type Row } from '../incident-api.ts';
import { catalogFixture, hoursBefore } from './catalog-fixture.ts';

interface Seeded {
  opened: Date;
  incident: Row;
  root: Row;
  ids: Record<string, string>;
}

/*
 * The incident's evidence points at config A (and at one change of A and at check KA). A uses B,
 * B uses C; D is unrelated. Check K watches B. Times are hours before the incident opened.
 */
async function seedIncident(t: AccessTestApp, editor: TestPerson): Promise<Seeded> {
  const api = dataApi(t, editor);
  const catalog = catalogFixture(t.db);
  const incident = await api.incident({ title: 'Checkout latency' });
  const root = await api.hypothesis(incident.id);
  const opened = new Date(incident.created_at as string);
  const at = (hours: number) => hoursBefore(opened, hours);

  const a = await catalog.config('checkout-api');
  const b = await catalog.config('payments-db', 'Kubernetes::StatefulSet');
  const c = await catalog.config('payments-volume', 'Kubernetes::PersistentVolume');
  const d = await catalog.config('unrelated-app');
  await catalog.relate(a, b);
  await catalog.relate(b, c);

  const ids: Record<string, string> = {
    aNear: await catalog.change(a, 'Deployment image updated', at(1), 'high'),
    bNear: await catalog.change(b, 'Config map changed', at(0.5)),
    cMid: await catalog.change(c, 'Volume resized', at(2)),
    aFar: await catalog.change(a, 'Replicas scaled', at(20)),
    aEdge: await catalog.change(a, 'Label added', at(24)),
    aJustOut: await catalog.change(a, 'Annotation added', new Date(opened.getTime() - 24 * 3_600_000 - 1).toISOString()),
    aOld: await catalog.change(a, 'Old rollout', at(30)),
    aAfter: await catalog.change(a, 'Rollback', at(-1)),
    dNear: await catalog.change(d, 'Unrelated change', at(0.1)),
    aAttached: await catalog.change(a, 'Already attached', at(0.2)),
    bInsight: await catalog.insight(b, 'open-port', at(48), at(3)),
    aOldInsight: await catalog.insight(a, 'stale-cert', at(40), at(30)),
    watcher: await catalog.check('payments-db reachable'),
    attachedCheck: await catalog.check('checkout health'),
  };
  await catalog.watch(ids.watcher!, b);
  for (const [hours, passed] of [[2, false], [1.5, true], [1, false], [30, false], [-0.5, false]] as const) {
    await catalog.result(ids.watcher!, at(hours), passed);
  }
  await catalog.result(ids.attachedCheck!, at(0.5), false);

  await api.evidence(root.id, { type: 'config', config_id: a, description: 'checkout-api' });
  await api.evidence(root.id, { type: 'config_change', config_change_id: ids.aAttached, description: 'attached change' });
  await api.evidence(root.id, { type: 'check', check_id: ids.attachedCheck, description: 'checkout health' });
  return { opened, incident, root, ids: { ...ids, a, b, c } };
}

describe(`proposed evidence (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  let viewer: TestPerson;
  let seeded: Seeded;

  const propose = (incidentId: string, query = '', person: TestPerson | null = viewer) =>
    t.app.inject({ method: 'GET', url: `/api/incidents/${incidentId}/proposed-evidence${query}`, headers: person === null ? {} : person.headers });
  const answer = async (incidentId: string, query = '') => {
    const response = await propose(incidentId, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProposedEvidenceAnswer>();
  };

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    viewer = await t.person({ roles: ['viewer'] });
    seeded = await seedIncident(t, editor);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ranks changes, insights and check failures of linked and related items by time and distance', async () => {
    const { ids, opened } = seeded;
    const body = await answer(seeded.incident.id);
    expect(body.incident).toEqual({ id: seeded.incident.id, incident_id: seeded.incident.incident_id, opened_at: opened.toISOString() });
    expect(body.window).toEqual({ from: hoursBefore(opened, 24), to: opened.toISOString(), hours: 24 });
    expect(body.candidates.map((c) => [c.kind, c.id, c.distance])).toEqual([
      ['config_change', ids.aNear, 0],
      ['config_change', ids.bNear, 1],
      ['check', ids.watcher, 2],
      ['config_analysis', ids.bInsight, 1],
      ['config_change', ids.cMid, 2],
      ['config_change', ids.aFar, 0],
      ['config_change', ids.aEdge, 0],
    ]);
    const scores = body.candidates.map((c) => c.score);
    [1 / 2, 1 / 3, 1 / 6, 1 / 8, 1 / 9, 1 / 21, 1 / 25].forEach((expected, index) => expect(scores[index]).toBeCloseTo(expected, 9));
  });

  it('carries what the page shows and the body that attaches each proposal to the root hypothesis', async () => {
    const { ids, opened, root } = seeded;
    const { candidates } = await answer(seeded.incident.id);
    expect(candidates[0]).toEqual({
      kind: 'config_change',
      id: ids.aNear,
      title: 'Deployment image updated',
      message: 'Deployment image updated summary',
      time: hoursBefore(opened, 1),
      first_time: hoursBefore(opened, 1),
      count: 1,
      resource: { kind: 'config', id: ids.a, name: 'checkout-api', type: 'Kubernetes::Deployment' },
      severity: 'high',
      status: null,
      distance: 0,
      score: 0.5,
      evidence: {
        hypothesis_id: root.id,
        type: 'config_change',
        config_id: ids.a,
        config_change_id: ids.aNear,
        description: 'Deployment image updated on checkout-api: Deployment image updated summary',
      },
    });
    const check = candidates.find((c) => c.kind === 'check')!;
    expect(check).toMatchObject({
      title: 'payments-db reachable',
      message: `failed at ${hoursBefore(opened, 1)}`,
      time: hoursBefore(opened, 1),
      first_time: hoursBefore(opened, 2),
      count: 2,
      resource: { kind: 'check', id: ids.watcher, name: 'payments-db reachable', type: 'http' },
      severity: 'critical',
      status: 'unhealthy',
      evidence: {
        hypothesis_id: root.id,
        type: 'check',
        check_id: ids.watcher,
        description: 'payments-db reachable failed 2 times before the incident opened',
        evidence: { includeMessages: true, start: hoursBefore(opened, 2) },
      },
    });
    const insight = candidates.find((c) => c.kind === 'config_analysis')!;
    expect(insight).toMatchObject({
      title: 'open-port',
      time: hoursBefore(opened, 3),
      first_time: hoursBefore(opened, 48),
      resource: { kind: 'config', id: ids.b, name: 'payments-db' },
      severity: 'high',
      status: 'open',
      evidence: { type: 'config_analysis', config_id: ids.b, config_analysis_id: ids.bInsight, description: 'open-port on payments-db: open-port message' },
    });
  });

  it('looks as many hours back as asked, never past the opening nor at unrelated items', async () => {
    const { ids, opened } = seeded;
    const body = await answer(seeded.incident.id, '?hours=48');
    expect(body.window).toEqual({ from: hoursBefore(opened, 48), to: opened.toISOString(), hours: 48 });
    const found = body.candidates.map((c) => c.id);
    expect(found).toEqual(expect.arrayContaining([ids.aOld, ids.aOldInsight, ids.aJustOut]));
    expect(found).not.toContain(ids.aAfter);
    expect(found).not.toContain(ids.dNear);
    expect(body.candidates.find((c) => c.id === ids.watcher)).toMatchObject({ count: 3, first_time: hoursBefore(opened, 30), time: hoursBefore(opened, 1) });

    const narrow = await answer(seeded.incident.id, '?hours=1');
    expect(narrow.candidates.map((c) => c.id)).toEqual([ids.aNear, ids.bNear, ids.watcher]);
  });

  it('leaves out what is already attached', async () => {
    const found = (await answer(seeded.incident.id, '?hours=168&limit=100')).candidates.map((c) => c.id);
    expect(found).not.toContain(seeded.ids.aAttached);
    expect(found).not.toContain(seeded.ids.attachedCheck);
  });

  it('answers at most limit proposals, the best ones', async () => {
    const { ids } = seeded;
    expect((await answer(seeded.incident.id, '?limit=2')).candidates.map((c) => c.id)).toEqual([ids.aNear, ids.bNear]);
    expect((await answer(seeded.incident.id, '?limit=1&hours=168')).candidates.map((c) => c.id)).toEqual([ids.aNear]);
  });

  it('proposes the configs and checks of a linked component one hop away', async () => {
    const api = dataApi(t, editor);
    const catalog = catalogFixture(t.db);
    const incident = await api.incident({ title: 'Search is slow' });
    const root = await api.hypothesis(incident.id);
    const opened = new Date(incident.created_at as string);
    const component = await catalog.component('search');
    const config = await catalog.config('search-index');
    await catalog.linkConfigToComponent(component, config);
    const change = await catalog.change(config, 'Index rebuilt', hoursBefore(opened, 1));
    await api.evidence(root.id, { type: 'topology', component_id: component, description: 'Topology' });

    const body = await answer(incident.id);
    expect(body.candidates.map((c) => [c.id, c.distance, c.score])).toEqual([[change, 1, 0.25]]);
  });

  it('walks related configs both ways, as deep as ten hops and no deeper', async () => {
    const api = dataApi(t, editor);
    const catalog = catalogFixture(t.db);
    const incident = await api.incident({ title: 'Queue is stuck' });
    const root = await api.hypothesis(incident.id);
    const opened = new Date(incident.created_at as string);
    const chain: string[] = [];
    for (let hop = 0; hop <= 11; hop += 1) chain.push(await catalog.config(`queue-${hop}`));
    for (let hop = 1; hop <= 11; hop += 1) await catalog.relate(chain[hop - 1]!, chain[hop]!);
    const owner = await catalog.config('queue-owner');
    await catalog.relate(owner, chain[0]!);
    const tenHops = await catalog.change(chain[10]!, 'Far change', hoursBefore(opened, 1));
    const elevenHops = await catalog.change(chain[11]!, 'Too far change', hoursBefore(opened, 1));
    const upstream = await catalog.change(owner, 'Owner change', hoursBefore(opened, 1));
    await api.evidence(root.id, { type: 'config', config_id: chain[0], description: 'queue-0' });

    const body = await answer(incident.id);
    expect(body.candidates.map((c) => [c.id, c.distance])).toEqual([
      [upstream, 1],
      [tenHops, 10],
    ]);
    expect(body.candidates.map((c) => c.id)).not.toContain(elevenHops);
  });

  it('goes round cycles once and leaves out deleted configs', async () => {
    const api = dataApi(t, editor);
    const catalog = catalogFixture(t.db);
    const incident = await api.incident({ title: 'Mail is bouncing' });
    const root = await api.hypothesis(incident.id);
    const opened = new Date(incident.created_at as string);
    const linked = await catalog.config('mail-relay');
    const peer = await catalog.config('mail-peer');
    const removed = await catalog.config('mail-old');
    await catalog.relate(linked, peer);
    await catalog.relate(peer, linked);
    await catalog.relate(linked, removed);
    const peerChange = await catalog.change(peer, 'Peer restarted', hoursBefore(opened, 2));
    await catalog.change(removed, 'Removed config changed', hoursBefore(opened, 1));
    await t.db.query('UPDATE config_items SET deleted_at = now() WHERE id = $1', [removed]);
    await api.evidence(root.id, { type: 'config', config_id: linked, description: 'mail-relay' });

    const body = await answer(incident.id);
    expect(body.candidates.map((c) => [c.id, c.distance])).toEqual([[peerChange, 1]]);
  });

  it('answers 404 for a deleted incident', async () => {
    const incident = await dataApi(t, editor).incident({ title: 'Deleted one' });
    await t.db.query('UPDATE incidents SET deleted_at = now() WHERE id = $1', [incident.id]);
    const response = await propose(incident.id);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(`No incident with id ${incident.id}`);
  });

  it('attaches a proposal with one POST of its body, after which it is no longer proposed', async () => {
    const before = await answer(seeded.incident.id);
    const proposal = before.candidates.find((c) => c.id === seeded.ids.watcher)!;
    const created = await dataApi(t, editor).evidence(proposal.evidence.hypothesis_id!, proposal.evidence as unknown as Record<string, unknown>);
    expect(created).toMatchObject({ type: 'check', check_id: seeded.ids.watcher, hypothesis_id: seeded.root.id });

    const after = await answer(seeded.incident.id);
    expect(after.candidates.map((c) => c.id)).not.toContain(seeded.ids.watcher);
    expect(after.candidates).toHaveLength(before.candidates.length - 1);
  });

  it('answers 404 for an unknown incident', async () => {
    const response = await propose(randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toMatch(/^No incident with id /);
  });

  it.each([
    ['?hours=0', 'hours must be at least 1'],
    ['?hours=169', 'hours must be at most 168'],
    ['?hours=1.5', 'hours must be a whole number'],
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=101', 'limit must be at most 100'],
    ['?limit=many', 'limit must be a number'],
    ['?since=1h', 'Unknown field(s): since'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await propose(seeded.incident.id, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  it('answers 400 for an incident id that is not a uuid', async () => {
    const response = await propose('INC-1');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^id must be a uuid/);
  });

  it('lets whoever may read incidents ask (viewer), refuses a role without (403) and anonymous callers (401)', async () => {
    const agent = await t.person({ roles: ['agent'] });
    expect((await propose(seeded.incident.id, '', viewer)).statusCode).toBe(200);
    expect((await propose(seeded.incident.id, '', agent)).statusCode).toBe(403);
    expect((await propose(seeded.incident.id, '', null)).statusCode).toBe(401);
  });
});
