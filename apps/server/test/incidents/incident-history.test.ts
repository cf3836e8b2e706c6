import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { dataApi, type Row } from './incident-api.ts';

interface HistoryRow {
  type: string;
  description: string | null;
  created_by: string | null;
  hypothesis_id: string | null;
  evidence_id: string | null;
  responder_id: string | null;
  comment_id: string | null;
}

describe(`incident history and events of every change (${testDbKind})`, () => {
  let t: AccessTestApp;
  let opener: TestPerson;
  let commander: TestPerson;
  let responder: TestPerson;
  let asOpener: ReturnType<typeof dataApi>;
  let asCommander: ReturnType<typeof dataApi>;
  let incident: Row;
  let hypothesis: Row;
  let evidence: Row;
  let responderRow: Row;
  let comment: Row;

  beforeAll(async () => {
    t = await startAccessTestApp();
    opener = await t.person({ roles: ['editor'], name: 'Opal Opener' });
    commander = await t.person({ roles: ['commander'], name: 'Cora Commander' });
    responder = await t.person({ roles: ['responder'], name: 'Remy Responder' });
    asOpener = dataApi(t, opener);
    asCommander = dataApi(t, commander);

    incident = await asOpener.incident({ title: 'Payments failing', severity: 'low' });
    const patch = async (table: string, id: string, body: Record<string, unknown>) => {
      const response = await asCommander.send('PATCH', `${table}?id=eq.${id}`, body);
      expect(response.statusCode, response.body).toBe(200);
    };
    await patch('incidents', incident.id, { status: 'investigating' });
    await patch('incidents', incident.id, { severity: 'critical' });
    await patch('incidents', incident.id, { commander_id: commander.id });
    hypothesis = await asOpener.hypothesis(incident.id, { title: 'Bad deploy' });
    await patch('hypotheses', hypothesis.id, { status: 'likely' });
    evidence = await asOpener.evidence(hypothesis.id, { type: 'log', description: 'errors after 10:02' });
    await patch('evidences', evidence.id, { definition_of_done: true });
    responderRow = await asOpener.insert('responders', { incident_id: incident.id, type: 'person', person_id: responder.id });
    comment = await dataApi(t, responder).insert('comments', { incident_id: incident.id, hypothesis_id: hypothesis.id, comment: 'rolling back now' });
    await patch('responders', responderRow.id, { deleted_at: new Date().toISOString() });
  });
  afterAll(async () => {
    await t?.close();
  });

  const historyOf = async (type: string) =>
    (await t.db.query<HistoryRow>(
      `SELECT type, description, created_by::text, hypothesis_id::text, evidence_id::text, responder_id::text, comment_id::text
       FROM incident_histories WHERE incident_id = $1 AND type = $2`, [incident.id, type])).rows;
  const eventsAbout = async (id: string) =>
    (await t.db.query<{ name: string }>('SELECT name FROM event_queue WHERE event_id = $1 ORDER BY name', [id])).rows.map((r) => r.name);
  const eventsNamed = async (name: string) =>
    (await t.db.query<{ event_id: string; properties: Record<string, unknown> }>(
      'SELECT event_id::text, properties FROM event_queue WHERE name = $1', [name])).rows;

  it.each([
    ['incident.created', 'opener', 'Payments failing', {}],
    ['incident.status_updated', 'commander', 'Status changed from open to investigating', {}],
    ['incident.severity_updated', 'commander', 'Severity changed from low to critical', {}],
    ['incident.commander_updated', 'commander', 'Commander set to Cora Commander', {}],
    ['hypothesis.created', 'opener', 'Bad deploy', { hypothesis: true }],
    ['hypothesis.status_updated', 'commander', 'Status changed from possible to likely', { hypothesis: true }],
    ['evidence.created', 'opener', 'errors after 10:02', { hypothesis: true, evidence: true }],
    ['evidence.done_definition_added', 'commander', 'errors after 10:02', { hypothesis: true, evidence: true }],
    ['responder.created', 'opener', 'Remy Responder added as responder', { responder: true }],
    ['responder.commented', 'responder', 'rolling back now', { hypothesis: true, comment: true }],
    ['responder.removed', 'commander', 'Remy Responder removed as responder', { responder: true }],
  ] as const)('writes one %s row by the %s who made the change', async (type, author, description, links) => {
    const authors = { opener, commander, responder };
    const link = links as Partial<Record<'hypothesis' | 'evidence' | 'responder' | 'comment', true>>;
    expect(await historyOf(type)).toEqual([{
      type,
      description,
      created_by: authors[author].id,
      hypothesis_id: link.hypothesis ? hypothesis.id : null,
      evidence_id: link.evidence ? evidence.id : null,
      responder_id: link.responder ? responderRow.id : null,
      comment_id: link.comment ? comment.id : null,
    }]);
  });

  it('names the caller as the author of every row a client wrote', async () => {
    const authorOf = async (table: string, id: string) =>
      (await t.db.query<{ created_by: string }>(`SELECT created_by::text FROM ${table} WHERE id = $1`, [id])).rows[0]!.created_by;
    expect(await authorOf('incidents', incident.id)).toBe(opener.id);
    expect(await authorOf('hypotheses', hypothesis.id)).toBe(opener.id);
    expect(await authorOf('evidences', evidence.id)).toBe(opener.id);
    expect(await authorOf('responders', responderRow.id)).toBe(opener.id);
    expect(await authorOf('comments', comment.id)).toBe(responder.id);
  });

  it.each([
    ['incident.created', 'incident', { title: 'Payments failing', status: 'open', severity: 'low' }],
    ['incident.status.investigating', 'incident', { status: 'investigating', previous_status: 'open' }],
    ['incident.hypothesis.created', 'hypothesis', { title: 'Bad deploy', type: 'root', status: 'possible' }],
    ['incident.hypothesis.status.likely', 'hypothesis', { status: 'likely', previous_status: 'possible' }],
    ['incident.dod.evidence.added', 'evidence', {}],
    ['incident.responder.added', 'responder', { type: 'person' }],
    ['incident.comment.added', 'comment', {}],
    ['incident.responder.removed', 'responder', { type: 'person' }],
  ] as const)('puts %s on the event queue about the %s', async (name, subject, properties) => {
    const ids = { incident, hypothesis, evidence, responder: responderRow, comment };
    const events = await eventsNamed(name);
    expect(events.map((e) => e.event_id)).toEqual([ids[subject].id]);
    expect(events[0]!.properties).toMatchObject(subject === 'incident' ? { ...properties, id: incident.id } : { ...properties, incident_id: incident.id });
  });

  it('enqueues nothing else about the hypothesis and the evidence', async () => {
    expect(await eventsAbout(hypothesis.id)).toEqual(['incident.hypothesis.created', 'incident.hypothesis.status.likely']);
    expect(await eventsAbout(evidence.id)).toEqual(['incident.dod.evidence.added']);
  });
});
