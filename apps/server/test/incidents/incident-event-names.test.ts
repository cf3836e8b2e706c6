import { describe, expect, it } from 'vitest';
import { testDbKind } from '#test/support/test-db.ts';
import { incidentsTestApp } from './incident-api.ts';

describe(`incident events name their incident (${testDbKind})`, () => {
  const app = incidentsTestApp();

  const propertiesOf = async (name: string, eventId: string) =>
    (await app.t.db.query<{ properties: Record<string, unknown> }>(
      'SELECT properties FROM event_queue WHERE name = $1 AND event_id = $2', [name, eventId])).rows.map((row) => row.properties);

  it('puts the display id and title on every event about the incident and what belongs to it', async () => {
    const incident = await app.api.incident({ title: 'Checkout answers 502' });
    const displayId = incident.incident_id as string;
    expect(displayId).toMatch(/^INC-\d+$/);
    const names = { incident_display_id: displayId, incident_title: 'Checkout answers 502' };

    const patch = async (table: string, id: string, body: Record<string, unknown>) => {
      const response = await app.api.send('PATCH', `${table}?id=eq.${id}`, body);
      expect(response.statusCode, response.body).toBe(200);
    };
    await patch('incidents', incident.id, { status: 'investigating' });
    const hypothesis = await app.api.hypothesis(incident.id);
    await patch('hypotheses', hypothesis.id, { status: 'likely' });
    const evidence = await app.api.evidence(hypothesis.id, { definition_of_done: true });
    const responder = await app.api.insert('responders', { incident_id: incident.id, type: 'person', person_id: app.editor.id });
    const comment = await app.api.insert('comments', { incident_id: incident.id, hypothesis_id: hypothesis.id, comment: 'rolling back' });
    await patch('responders', responder.id, { deleted_at: new Date().toISOString() });

    const events: [string, string][] = [
      ['incident.created', incident.id],
      ['incident.status.investigating', incident.id],
      ['incident.hypothesis.created', hypothesis.id],
      ['incident.hypothesis.status.likely', hypothesis.id],
      ['incident.dod.evidence.added', evidence.id],
      ['incident.responder.added', responder.id],
      ['incident.comment.added', comment.id],
      ['incident.responder.removed', responder.id],
    ];
    for (const [name, eventId] of events) {
      expect(await propertiesOf(name, eventId), name).toEqual([expect.objectContaining(names)]);
    }
  });

  it('names the incident in a status event as incident.created does, with its title at the time of the move', async () => {
    const incident = await app.api.incident({ title: 'Payments slow' });
    const response = await app.api.send('PATCH', `incidents?id=eq.${incident.id}`, { title: 'Payments failing', status: 'mitigated' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await propertiesOf('incident.status.mitigated', incident.id)).toEqual([expect.objectContaining({
      id: incident.id,
      status: 'mitigated',
      previous_status: 'open',
      incident_id: incident.incident_id,
      title: 'Payments failing',
      incident_display_id: incident.incident_id,
      incident_title: 'Payments failing',
    })]);
  });
});
