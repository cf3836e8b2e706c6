import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

const pod = (name: string, replicas: number) => ({
  type: 'Kubernetes::Pod',
  externalId: [`pod-${name}`],
  name,
  configClass: 'Pod',
  config: { spec: { replicas } },
  health: 'healthy',
  createdAt: '2026-01-05T10:00:00.000Z',
});

describe(`POST /api/config/push (${testDbKind})`, () => {
  let t: AccessTestApp;
  let agentHeaders: Record<string, string>;
  let agentId: string;

  beforeAll(async () => {
    t = await startAccessTestApp({ kind: 'recording' });
    const agentPerson = await t.person({ roles: ['agent'] });
    agentHeaders = agentPerson.headers;
    const { rows } = await t.db.query<{ id: string }>(`INSERT INTO agents (name, person_id) VALUES ('edge-cluster', $1) RETURNING id`, [agentPerson.id]);
    agentId = rows[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const push = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/config/push', headers, payload: payload as object });
  const pushScrapers = async () =>
    (await t.db.query<{ agent_id: string; name: string }>(`SELECT agent_id, name FROM config_scrapers WHERE source = 'Push' ORDER BY created_at`)).rows;

  it('stores what an agent pushes under its own push scraper and answers the summary', async () => {
    const first = await push(agentHeaders, {
      items: [pod('edge-a', 1), pod('edge-b', 1)],
      changes: [{ config: { type: 'Kubernetes::Pod', externalId: 'pod-edge-a' }, externalChangeId: 'evt-1', changeType: 'Pulled', createdAt: '2026-01-05T10:01:00Z' }],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ created: 2, updated: 0, unchanged: 0, deleted: 0, changes: 1, analysis: 0, errors: [] });

    const second = await push(agentHeaders, { items: [pod('edge-a', 2), pod('edge-b', 1)] });
    expect(second.json()).toMatchObject({ created: 0, updated: 1, unchanged: 1, changes: 1 });

    expect(await pushScrapers()).toEqual([{ agent_id: agentId, name: 'push: edge-cluster' }]);
    const { rows } = await t.db.query(
      `SELECT c.name, c.agent_id, c.source, c.created_at FROM config_items c JOIN config_scrapers s ON s.id = c.scraper_id
       WHERE s.agent_id = $1 ORDER BY c.name`,
      [agentId],
    );
    expect(rows).toEqual([
      { name: 'edge-a', agent_id: agentId, source: 'Push', created_at: new Date('2026-01-05T10:00:00Z') },
      { name: 'edge-b', agent_id: agentId, source: 'Push', created_at: new Date('2026-01-05T10:00:00Z') },
    ]);
  });

  it('refuses a bad body with the field named, and writes nothing', async () => {
    const before = (await t.db.query('SELECT id FROM config_items')).rows.length;
    const bad = await push(agentHeaders, { items: [pod('fine', 1), { ...pod('broken', 1), externalId: [] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('items[1].externalId: must be a non-empty array of strings');

    const badDate = await push(agentHeaders, { items: [{ ...pod('late', 1), createdAt: 'yesterday' }] });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('items[0].createdAt: must be a date in ISO 8601 text');

    const badHealth = await push(agentHeaders, { items: [{ ...pod('sick', 1), health: 'poorly' }] });
    expect(badHealth.json().message).toBe('items[0].health: must be one of healthy, unhealthy, warning, unknown');

    const finding = { config: { type: 'Kubernetes::Pod', externalId: 'pod-edge-a' }, analyzer: 'probe', analysisType: 'gossip', severity: 'low' };
    const badAnalysis = await push(agentHeaders, { items: [pod('noted', 1)], analysis: [finding] });
    expect(badAnalysis.statusCode).toBe(400);
    expect(badAnalysis.json().message).toMatch(/^analysis\[0\]\.analysisType: must be one of cost, availability/);
    expect((await t.db.query('SELECT id FROM config_items')).rows.length).toBe(before);
  });

  it('refuses a viewer and lets an editor push as the local instance', async () => {
    const viewer = await t.person({ roles: ['viewer'] });
    const refused = await push(viewer.headers, { items: [pod('viewer-pod', 1)] });
    expect(refused.statusCode).toBe(403);
    expect((await t.db.query(`SELECT id FROM config_items WHERE name = 'viewer-pod'`)).rows).toEqual([]);

    const editor = await t.person({ roles: ['editor'] });
    const accepted = await push(editor.headers, { items: [pod('editor-pod', 1)] });
    expect(accepted.json()).toMatchObject({ created: 1 });
    expect((await pushScrapers()).map((row) => row.agent_id)).toEqual([agentId, '00000000-0000-0000-0000-000000000000']);
  });

  it('keeps one push scraper per agent when its first pushes arrive together', async () => {
    const person = await t.person({ roles: ['agent'] });
    const { rows } = await t.db.query<{ id: string }>(`INSERT INTO agents (name, person_id) VALUES ('burst-cluster', $1) RETURNING id`, [person.id]);
    const burstAgent = rows[0]!.id;
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((name) => push(person.headers, { items: [pod(`burst-${name}`, 1)] })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await pushScrapers()).filter((row) => row.agent_id === burstAgent)).toEqual([{ agent_id: burstAgent, name: 'push: burst-cluster' }]);
    const stored = await t.db.query(
      `SELECT c.name FROM config_items c JOIN config_scrapers s ON s.id = c.scraper_id WHERE s.agent_id = $1 ORDER BY c.name`,
      [burstAgent],
    );
    expect(stored.rows.map((row) => row.name)).toEqual(['burst-a', 'burst-b', 'burst-c', 'burst-d']);
  });

  it('refuses a caller without credentials', async () => {
    const anonymous = await push({}, { items: [pod('anonymous', 1)] });
    expect(anonymous.statusCode).toBe(401);
  });
});
