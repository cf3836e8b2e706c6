import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';
import { configItem, events, insert, person } from './fixtures.ts';

function byType(rows: History[]): Record<string, History> {
  return Object.fromEntries(rows.map((r) => [r.type, r]));
}

interface History {
  type: string;
  description: string | null;
  created_by: string | null;
  hypothesis_id: string | null;
  evidence_id: string | null;
  responder_id: string | null;
  comment_id: string | null;
}

describe(`incident schema behaviour (${testDbKind})`, () => {
  let db: TestDb;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    db = await createTestDb();
    alice = await person(db, 'Alice');
    bob = await person(db, 'Bob');
  });
  afterAll(async () => {
    await db.close();
  });

  async function history(incidentId: string): Promise<History[]> {
    const { rows } = await db.query<History>(
      `SELECT type, description, created_by::text, hypothesis_id::text, evidence_id::text, responder_id::text, comment_id::text
         FROM incident_histories WHERE incident_id = $1 ORDER BY created_at, id`,
      [incidentId],
    );
    return rows;
  }

  it('records creation and status, severity and commander changes, and enqueues incident events', async () => {
    const incident = await insert(db, 'incidents', { title: 'Checkout down', created_by: alice, severity: 'high' });
    await db.transaction(async (tx) => {
      await tx.query("SELECT set_config('request.person_id', $1, true)", [bob]);
      await tx.query("UPDATE incidents SET status = 'investigating', severity = 'critical', commander_id = $2 WHERE id = $1", [incident, bob]);
    });
    await db.query("UPDATE incidents SET title = 'Checkout is down' WHERE id = $1", [incident]);
    const rows = await history(incident);
    expect(rows.map((r) => r.type).sort()).toEqual([
      'incident.commander_updated',
      'incident.created',
      'incident.severity_updated',
      'incident.status_updated',
    ]);
    const of = byType(rows);
    expect(of['incident.created']).toMatchObject({ description: 'Checkout down', created_by: alice });
    expect(of['incident.status_updated']).toMatchObject({ description: 'Status changed from open to investigating', created_by: bob });
    expect(of['incident.severity_updated']!.description).toBe('Severity changed from high to critical');
    expect(of['incident.commander_updated']!.description).toBe('Commander set to Bob');
    expect((await events(db, incident)).map((e) => e.name)).toEqual(['incident.created', 'incident.status.investigating']);
  });

  it('records hypotheses, evidence, definition of done, responders and comments', async () => {
    const incident = await insert(db, 'incidents', { title: 'Slow search', created_by: alice });
    const root = await insert(db, 'hypotheses', { incident_id: incident, type: 'root', title: 'Slow search', created_by: alice });
    await db.query("UPDATE hypotheses SET status = 'likely' WHERE id = $1", [root]);
    const config = await configItem(db, 'search-db');
    const evidence = await insert(db, 'evidences', {
      hypothesis_id: root,
      type: 'config',
      config_id: config,
      description: 'pool exhausted',
      created_by: alice,
    });
    await db.query('UPDATE evidences SET definition_of_done = true WHERE id = $1', [evidence]);
    await db.query('UPDATE evidences SET definition_of_done = true, done = true WHERE id = $1', [evidence]);
    const responder = await insert(db, 'responders', { incident_id: incident, type: 'person', person_id: bob, created_by: alice });
    const comment = await insert(db, 'comments', { incident_id: incident, hypothesis_id: root, comment: 'On it', created_by: bob });
    await db.query('UPDATE responders SET deleted_at = now() WHERE id = $1', [responder]);

    const rows = await history(incident);
    // one row per event: updates that change nothing relevant add none
    expect(rows.map((r) => r.type).sort()).toEqual([
      'evidence.created',
      'evidence.done_definition_added',
      'hypothesis.created',
      'hypothesis.status_updated',
      'incident.created',
      'responder.commented',
      'responder.created',
      'responder.removed',
    ]);
    const of = byType(rows);
    expect(of['hypothesis.created']).toMatchObject({ hypothesis_id: root, created_by: alice });
    expect(of['hypothesis.status_updated']).toMatchObject({ hypothesis_id: root, description: 'Status changed from possible to likely' });
    expect(of['evidence.created']).toMatchObject({ evidence_id: evidence, hypothesis_id: root, created_by: alice });
    expect(of['evidence.done_definition_added']).toMatchObject({ evidence_id: evidence });
    expect(of['responder.created']).toMatchObject({ responder_id: responder, description: 'Bob added as responder' });
    expect(of['responder.commented']).toMatchObject({ comment_id: comment, created_by: bob, description: 'On it' });

    expect((await events(db, evidence)).map((e) => e.name)).toEqual(['incident.dod.evidence.added']);
    expect((await events(db, responder)).map((e) => e.name)).toEqual(['incident.responder.added', 'incident.responder.removed']);
    expect((await events(db, comment)).map((e) => e.name)).toEqual(['incident.comment.added']);

    const byConfig = await db.query<{ id: string }>('SELECT id FROM incidents_by_config WHERE config_id = $1', [config]);
    expect(byConfig.rows).toEqual([{ id: incident }]);
  });

  it('records evidence inserted straight into the definition of done', async () => {
    const incident = await insert(db, 'incidents', { title: 'Disk full' });
    const root = await insert(db, 'hypotheses', { incident_id: incident, title: 'Disk full' });
    const evidence = await insert(db, 'evidences', { hypothesis_id: root, type: 'comment', definition_of_done: true });
    const types = (await history(incident)).map((r) => r.type);
    expect(types.filter((t) => t.startsWith('evidence.')).sort()).toEqual(['evidence.created', 'evidence.done_definition_added']);
    expect(await events(db, evidence)).toHaveLength(1);
  });

  it('summarises commander, live responders and commenters', async () => {
    const team = await insert(db, 'teams', { name: 'dba', icon: 'database' });
    const incident = await insert(db, 'incidents', { title: 'Replica lag', commander_id: alice });
    await insert(db, 'responders', { incident_id: incident, type: 'person', person_id: bob });
    await insert(db, 'responders', { incident_id: incident, type: 'jira', team_id: team });
    const gone = await insert(db, 'responders', { incident_id: incident, type: 'person', person_id: alice });
    await db.query('UPDATE responders SET deleted_at = now() WHERE id = $1', [gone]);
    await insert(db, 'comments', { incident_id: incident, comment: 'a', created_by: bob });
    await insert(db, 'comments', { incident_id: incident, comment: 'b', created_by: bob });
    const { rows } = await db.query<{
      commander: { id: string; name: string };
      responders: { name: string; type: string }[];
      commenters: { id: string; name: string }[];
    }>('SELECT commander, responders, commenters FROM incident_summary WHERE id = $1', [incident]);
    const s = rows[0]!;
    expect(s.commander).toMatchObject({ id: alice, name: 'Alice' });
    expect(s.responders.map((r) => `${r.type}:${r.name}`).sort()).toEqual(['jira:dba', 'person:Bob']);
    expect(s.commenters).toEqual([{ id: bob, name: 'Bob', avatar: null }]);
  });

  it('finds incidents by the component their evidence is about', async () => {
    const topology = await insert(db, 'topologies', { name: 'incident-topology' });
    const component = await insert(db, 'components', { topology_id: topology, name: 'api', type: 'service' });
    const incident = await insert(db, 'incidents', { title: 'API errors', type: 'availability' });
    const root = await insert(db, 'hypotheses', { incident_id: incident, title: 'API errors' });
    await insert(db, 'evidences', { hypothesis_id: root, type: 'topology', component_id: component, description: 'Topology' });
    await insert(db, 'evidences', { hypothesis_id: root, type: 'topology', component_id: component, description: 'again' });
    const { rows } = await db.query<{ id: string; incident_id: string }>(
      'SELECT id, incident_id FROM incidents_by_component WHERE component_id = $1',
      [component],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(incident);
    expect(rows[0]!.incident_id).toMatch(/^INC-\d+$/);
  });
});
