import { describe, expect, it } from 'vitest';
import { testDbKind } from '#test/support/test-db.ts';
import { incidentsTestApp, type ApiErrorBody } from './incident-api.ts';

// Spec 000 §4: numeric codes 1 to 4 map to medium, high, blocker, critical; anything else maps to low.
const NUMERIC_SEVERITIES: [unknown, string][] = [
  [1, 'medium'], [2, 'high'], [3, 'blocker'], [4, 'critical'],
  [0, 'low'], [5, 'low'], [-1, 'low'], [2.5, 'low'], ['3', 'blocker'],
];

describe(`incident severity, type and status values (${testDbKind})`, () => {
  const app = incidentsTestApp();

  const severityOf = async (id: string) =>
    (await app.t.db.query<{ severity: string }>('SELECT severity FROM incidents WHERE id = $1', [id])).rows[0]!.severity;

  it.each(NUMERIC_SEVERITIES)('stores severity %j written on create as %s', async (written, stored) => {
    const incident = await app.api.incident({ severity: written });
    expect(incident.severity).toBe(stored);
    expect(await severityOf(incident.id)).toBe(stored);
  });

  it.each(NUMERIC_SEVERITIES)('stores severity %j written on update as %s', async (written, stored) => {
    const incident = await app.api.incident({ severity: 'info' });
    const response = await app.api.send('PATCH', `incidents?id=eq.${incident.id}`, { severity: written });
    expect(response.statusCode, response.body).toBe(200);
    expect(await severityOf(incident.id)).toBe(stored);
  });

  it('keeps every named severity and reads the names without regard to case', async () => {
    for (const severity of ['info', 'warning', 'low', 'medium', 'high', 'blocker', 'critical']) {
      expect((await app.api.incident({ severity })).severity).toBe(severity);
    }
    expect((await app.api.incident({ severity: 'Info' })).severity).toBe('info');
  });

  it('records a numeric severity change in the history as the mapped word', async () => {
    const incident = await app.api.incident({ severity: 'low' });
    await app.api.send('PATCH', `incidents?id=eq.${incident.id}`, { severity: 4 });
    const { rows } = await app.t.db.query<{ description: string }>(
      "SELECT description FROM incident_histories WHERE incident_id = $1 AND type = 'incident.severity_updated'", [incident.id]);
    expect(rows).toEqual([{ description: 'Severity changed from low to critical' }]);
  });

  it('refuses an unknown severity word with 400 naming the field, and writes nothing', async () => {
    const created = await app.api.send('POST', 'incidents', { title: 'unknown severity', severity: 'catastrophic' });
    expect(created.statusCode).toBe(400);
    const body = created.json<ApiErrorBody>();
    expect(body.message).toBe('incidents.severity must be one of info, warning, low, medium, high, blocker, critical, or a number 1 to 4');
    expect(body.details).toContain('"catastrophic"');
    expect((await app.t.db.query("SELECT 1 FROM incidents WHERE title = 'unknown severity'")).rows).toEqual([]);

    const incident = await app.api.incident({ severity: 'high' });
    const patched = await app.api.send('PATCH', `incidents?id=eq.${incident.id}`, { severity: 'sev1' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json<ApiErrorBody>().message).toMatch(/^incidents\.severity must be one of/);
    expect(await severityOf(incident.id)).toBe('high');
  });

  it('accepts every incident type and refuses an unknown one naming the field', async () => {
    for (const type of ['cost', 'availability', 'performance', 'security', 'integration', 'compliance', 'technicalDebt', 'reliability']) {
      expect((await app.api.incident({ type })).type).toBe(type);
    }
    const created = await app.api.send('POST', 'incidents', { title: 'unknown type', type: 'technical_debt' });
    expect(created.statusCode).toBe(400);
    expect(created.json<ApiErrorBody>().message).toBe(
      'incidents.type must be one of cost, availability, performance, security, integration, compliance, technicalDebt, reliability');
    expect((await app.t.db.query("SELECT 1 FROM incidents WHERE title = 'unknown type'")).rows).toEqual([]);

    const incident = await app.api.incident({ type: 'cost' });
    const patched = await app.api.send('PATCH', `incidents?id=eq.${incident.id}`, { type: 'outage' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json<ApiErrorBody>().message).toMatch(/^incidents\.type must be one of/);
    const { rows } = await app.t.db.query<{ type: string }>('SELECT type FROM incidents WHERE id = $1', [incident.id]);
    expect(rows[0]!.type).toBe('cost');
  });

  it('refuses a batch of new incidents when one carries an unknown value', async () => {
    const response = await app.api.send('POST', 'incidents', [
      { title: 'batch fine', severity: 2 },
      { title: 'batch bad', severity: 'huge' },
    ]);
    expect(response.statusCode).toBe(400);
    expect((await app.t.db.query("SELECT 1 FROM incidents WHERE title LIKE 'batch %'")).rows).toEqual([]);
  });
});
