import { describe, expect, it } from 'vitest';
import { testDbKind } from '#test/support/test-db.ts';
import { incidentsTestApp, type ApiErrorBody } from './incident-api.ts';

const STATUSES = ['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed'] as const;

// Spec 002 §4, the status dropdown: where an incident in each status may go.
const ALLOWED: Record<(typeof STATUSES)[number], readonly string[]> = {
  new: ['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed'],
  open: ['open', 'investigating', 'mitigated', 'resolved', 'closed'],
  investigating: ['investigating', 'mitigated', 'resolved', 'closed'],
  mitigated: ['mitigated', 'resolved', 'closed', 'open'],
  resolved: ['resolved', 'closed', 'open'],
  closed: ['closed', 'open'],
};

const MOVES = STATUSES.flatMap((from) => STATUSES.map((to) => ({ from, to, allowed: ALLOWED[from].includes(to) })));

describe(`incident status moves through /api/db (${testDbKind})`, () => {
  const app = incidentsTestApp();

  const statusOf = async (id: string) =>
    (await app.t.db.query<{ status: string }>('SELECT status FROM incidents WHERE id = $1', [id])).rows[0]!.status;
  const statusHistoryOf = async (id: string) =>
    (await app.t.db.query<{ description: string }>("SELECT description FROM incident_histories WHERE incident_id = $1 AND type = 'incident.status_updated'", [id])).rows;

  it.each(MOVES.filter((move) => move.allowed))('moves an incident from $from to $to', async ({ from, to }) => {
    const incident = await app.api.incident({ status: from });
    const response = await app.api.send('PATCH', `incidents?id=eq.${incident.id}`, { status: to });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ status: string }[]>()[0]!.status).toBe(to);
    expect(await statusOf(incident.id)).toBe(to);
  });

  it.each(MOVES.filter((move) => !move.allowed))('refuses to move an incident from $from to $to, changing nothing', async ({ from, to }) => {
    const incident = await app.api.incident({ status: from, severity: 'low' });
    const response = await app.api.send('PATCH', `incidents?id=eq.${incident.id}`, { status: to, severity: 'high' });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.message).toBe(`cannot move an incident from ${from} to ${to}`);
    expect(body.code).toBe('23514');
    expect(body.details).toContain(ALLOWED[from].join(', '));
    const { rows } = await app.t.db.query<{ status: string; severity: string }>('SELECT status, severity FROM incidents WHERE id = $1', [incident.id]);
    expect(rows[0]).toEqual({ status: from, severity: 'low' });
    expect(await statusHistoryOf(incident.id)).toEqual([]);
    const events = await app.t.db.query('SELECT 1 FROM event_queue WHERE event_id = $1 AND name = $2', [incident.id, `incident.status.${to}`]);
    expect(events.rows).toEqual([]);
  });

  it('refuses a whole bulk PATCH when one incident may not make the move', async () => {
    const open = await app.api.incident({ status: 'open' });
    const closed = await app.api.incident({ status: 'closed' });
    const response = await app.api.send('PATCH', `incidents?id=in.(${open.id},${closed.id})`, { status: 'resolved' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().message).toBe('cannot move an incident from closed to resolved');
    expect(await statusOf(open.id)).toBe('open');
    expect(await statusOf(closed.id)).toBe('closed');
  });

  it('holds on writes that do not come through the data API too', async () => {
    const incident = await app.api.incident({ status: 'closed' });
    await expect(app.t.db.query("UPDATE incidents SET status = 'investigating' WHERE id = $1", [incident.id]))
      .rejects.toThrow('cannot move an incident from closed to investigating');
    expect(await statusOf(incident.id)).toBe('closed');
  });

  it('creates an incident as open unless told otherwise', async () => {
    const incident = await app.api.incident();
    expect(incident).toMatchObject({ status: 'open', severity: 'low', type: 'availability' });
    expect(incident.incident_id).toMatch(/^INC-\d+$/);
  });

  it('refuses an unknown status, naming the field, on create and on update', async () => {
    const created = await app.api.send('POST', 'incidents', { title: 'bad status', status: 'on-fire' });
    expect(created.statusCode).toBe(400);
    expect(created.json<ApiErrorBody>().message).toBe('incidents.status must be one of new, open, investigating, mitigated, resolved, closed');
    expect(created.json<ApiErrorBody>().details).toContain('"on-fire"');
    const { rows } = await app.t.db.query("SELECT 1 FROM incidents WHERE title = 'bad status'");
    expect(rows).toEqual([]);
    const incident = await app.api.incident();
    const patched = await app.api.send('PATCH', `incidents?id=eq.${incident.id}`, { status: 'Open' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json<ApiErrorBody>().message).toMatch(/^incidents\.status must be one of/);
    expect(await statusOf(incident.id)).toBe('open');
  });
});
