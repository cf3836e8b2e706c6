import { describe, expect, it } from 'vitest';
import { testDbKind } from '#test/support/test-db.ts';
import { incidentsTestApp, type ApiErrorBody, type Row } from './incident-api.ts';

interface Times {
  status: string;
  acknowledged: string | null;
  resolved: string | null;
  closed: string | null;
  updated_at: string;
}

const LONG_AGO = '2020-01-01T00:00:00.000Z';

describe(`incident status times through /api/db (${testDbKind})`, () => {
  const app = incidentsTestApp();

  /** PATCHes the status as the editor and answers the row as the data API returns it. */
  const move = async (id: string, status: string): Promise<Times> => {
    const response = await app.api.send('PATCH', `incidents?id=eq.${id}`, { status });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Times[]>()[0]!;
  };
  const stored = async (id: string) =>
    (await app.t.db.query<{ status: string; acknowledged: Date | null; resolved: Date | null; closed: Date | null }>(
      'SELECT status, acknowledged, resolved, closed FROM incidents WHERE id = $1', [id])).rows[0]!;

  it('sets acknowledged, resolved and closed as the incident moves on, each at the time of its move', async () => {
    const incident = await app.api.incident();
    expect(incident).toMatchObject({ status: 'open', acknowledged: null, resolved: null, closed: null });

    const investigating = await move(incident.id, 'investigating');
    expect(investigating.acknowledged).toBe(investigating.updated_at);
    expect(investigating).toMatchObject({ resolved: null, closed: null });

    const mitigated = await move(incident.id, 'mitigated');
    expect(mitigated).toMatchObject({ acknowledged: investigating.acknowledged, resolved: null, closed: null });

    const resolved = await move(incident.id, 'resolved');
    expect(resolved).toMatchObject({ acknowledged: investigating.acknowledged, resolved: resolved.updated_at, closed: null });
    expect(resolved.resolved).not.toBeNull();

    const closed = await move(incident.id, 'closed');
    expect(closed).toMatchObject({ acknowledged: investigating.acknowledged, resolved: resolved.resolved, closed: closed.updated_at });
    expect(closed.closed).not.toBeNull();
  });

  it('clears resolved and closed when the incident is reopened, and keeps the first acknowledgement', async () => {
    const incident = await app.api.incident();
    const acknowledged = (await move(incident.id, 'investigating')).acknowledged;
    await move(incident.id, 'resolved');
    await move(incident.id, 'closed');

    const reopened = await move(incident.id, 'open');
    expect(reopened).toMatchObject({ status: 'open', acknowledged, resolved: null, closed: null });

    const again = await move(incident.id, 'investigating');
    expect(again.acknowledged).toBe(acknowledged);
    const resolvedAgain = await move(incident.id, 'resolved');
    expect(resolvedAgain).toMatchObject({ acknowledged, resolved: resolvedAgain.updated_at, closed: null });
  });

  it('clears resolved when a resolved incident is reopened', async () => {
    const incident = await app.api.incident({ status: 'investigating' });
    await move(incident.id, 'resolved');
    expect(await move(incident.id, 'open')).toMatchObject({ resolved: null, closed: null });
    expect((await stored(incident.id)).acknowledged).not.toBeNull();
  });

  it('acknowledges an incident resolved or closed straight from open, and does not resolve one that is closed', async () => {
    const toResolved = await move((await app.api.incident()).id, 'resolved');
    expect(toResolved).toMatchObject({ acknowledged: toResolved.updated_at, resolved: toResolved.updated_at, closed: null });

    const toClosed = await move((await app.api.incident()).id, 'closed');
    expect(toClosed).toMatchObject({ acknowledged: toClosed.updated_at, resolved: null, closed: toClosed.updated_at });
  });

  it('acknowledges a new incident on its first move past open, not on new to open or an edit', async () => {
    const incident = await app.api.incident({ status: 'new' });
    expect(await move(incident.id, 'open')).toMatchObject({ acknowledged: null, resolved: null, closed: null });
    const renamed = await app.api.send('PATCH', `incidents?id=eq.${incident.id}`, { title: 'Checkout is slow' });
    expect(renamed.json<Times[]>()[0]).toMatchObject({ acknowledged: null });
    const mitigated = await move(incident.id, 'mitigated');
    expect(mitigated).toMatchObject({ acknowledged: mitigated.updated_at, resolved: null, closed: null });
  });

  it('gives an incident created past open its times at creation', async () => {
    const created = await app.api.incident({ status: 'closed' });
    expect(created.acknowledged).toBe(created.created_at);
    expect(created.closed).toBe(created.created_at);
    expect(created.resolved).toBeNull();
  });

  it('sets the times on writes that do not come through the data API too', async () => {
    const incident = await app.api.incident();
    await app.t.db.query("UPDATE incidents SET status = 'resolved' WHERE id = $1", [incident.id]);
    const row = await stored(incident.id);
    expect(row.acknowledged).toBeInstanceOf(Date);
    expect(row.resolved).toEqual(row.acknowledged);
  });

  describe('refuses a caller writing the times itself, naming the column and changing nothing', () => {
    const refused = (response: { statusCode: number; json: <T>() => T }, column: string) => {
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiErrorBody>();
      expect(body.code).toBe('23514');
      expect(body.message).toMatch(new RegExp(`^incidents\\.${column} cannot be written`));
      expect(body.hint).toBe(`Leave ${column} out and change status instead.`);
    };

    it.each(['acknowledged', 'resolved', 'closed'])('refuses %s on create', async (column) => {
      const title = `backdated ${column}`;
      refused(await app.api.send('POST', 'incidents', { title, status: 'closed', [column]: LONG_AGO }), column);
      expect((await app.t.db.query('SELECT 1 FROM incidents WHERE title = $1', [title])).rows).toEqual([]);
    });

    it.each(['acknowledged', 'resolved', 'closed'])('refuses %s on update, also with a status move', async (column) => {
      const incident: Row = await app.api.incident({ status: 'investigating' });
      const before = await stored(incident.id);
      refused(await app.api.send('PATCH', `incidents?id=eq.${incident.id}`, { [column]: LONG_AGO }), column);
      refused(await app.api.send('PATCH', `incidents?id=eq.${incident.id}`, { status: 'closed', [column]: LONG_AGO }), column);
      expect(await stored(incident.id)).toEqual(before);
    });

    it('refuses clearing acknowledged or resolved', async () => {
      const incident = await app.api.incident({ status: 'resolved' });
      const before = await stored(incident.id);
      refused(await app.api.send('PATCH', `incidents?id=eq.${incident.id}`, { acknowledged: null }), 'acknowledged');
      refused(await app.api.send('PATCH', `incidents?id=eq.${incident.id}`, { resolved: null }), 'resolved');
      expect(await stored(incident.id)).toEqual(before);
    });

    it('accepts a write that leaves the times as they are', async () => {
      const incident = await app.api.incident();
      const response = await app.api.send('PATCH', `incidents?id=eq.${incident.id}`, { status: 'investigating', resolved: null, closed: null });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Times[]>()[0]!.acknowledged).not.toBeNull();
    });
  });
});
