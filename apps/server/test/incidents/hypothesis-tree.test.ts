import { describe, expect, it } from 'vitest';
import { testDbKind } from '#test/support/test-db.ts';
import { incidentsTestApp, type ApiErrorBody, type Row } from './incident-api.ts';

describe(`the hypothesis tree root > factor > solution (${testDbKind})`, () => {
  const app = incidentsTestApp();

  /** An incident with its root, a factor under the root and a solution under the factor. */
  const tree = async () => {
    const incident = await app.api.incident();
    const root = await app.api.hypothesis(incident.id, { type: 'root', title: 'root' });
    const factor = await app.api.hypothesis(incident.id, { type: 'factor', parent_id: root.id, title: 'factor' });
    const solution = await app.api.hypothesis(incident.id, { type: 'solution', parent_id: factor.id, title: 'solution' });
    return { incident, root, factor, solution };
  };
  const hypothesesOf = async (incidentId: string) =>
    (await app.t.db.query<{ title: string }>('SELECT title FROM hypotheses WHERE incident_id = $1 ORDER BY title', [incidentId])).rows.map((r) => r.title);

  const refusedCreate = async (incidentId: string, fields: Record<string, unknown>, message: string | RegExp) => {
    const before = await hypothesesOf(incidentId);
    const response = await app.api.send('POST', 'hypotheses', { incident_id: incidentId, title: 'refused', ...fields });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<ApiErrorBody>();
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(await hypothesesOf(incidentId)).toEqual(before);
  };

  it('builds root, factor and solution levels, each new hypothesis possible', async () => {
    const { root, factor, solution } = await tree();
    expect(root).toMatchObject({ type: 'root', parent_id: null, status: 'possible' });
    expect(factor).toMatchObject({ type: 'factor', parent_id: root.id, status: 'possible' });
    expect(solution).toMatchObject({ type: 'solution', parent_id: factor.id, status: 'possible' });
  });

  it('takes a new hypothesis as a root when no type is given', async () => {
    const incident = await app.api.incident();
    expect(await app.api.hypothesis(incident.id)).toMatchObject({ type: 'root', status: 'possible' });
  });

  it('refuses a second root in the same incident', async () => {
    const { incident } = await tree();
    await refusedCreate(incident.id, { type: 'root' }, 'hypotheses.type: the incident already has a root hypothesis');
  });

  it('keeps one root when two writers add one at the same moment', async () => {
    const incident = await app.api.incident();
    const responses = await Promise.all(['first', 'second'].map((title) =>
      app.api.send('POST', 'hypotheses', { incident_id: incident.id, type: 'root', title })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]);
    expect(await hypothesesOf(incident.id)).toHaveLength(1);
  });

  it('refuses a root with a parent', async () => {
    const { incident, root } = await tree();
    await app.api.send('DELETE', `hypotheses?id=eq.${root.id}`);
    const other = await tree();
    await refusedCreate(incident.id, { type: 'root', parent_id: other.root.id }, 'hypotheses.parent_id must be empty for a root hypothesis');
  });

  it.each([
    ['factor', 'factor', 'hypotheses.parent_id: a factor hypothesis sits under a root, not a factor'],
    ['factor', 'solution', 'hypotheses.parent_id: a factor hypothesis sits under a root, not a solution'],
    ['solution', 'root', 'hypotheses.parent_id: a solution hypothesis sits under a factor, not a root'],
    ['solution', 'solution', 'hypotheses.parent_id: a solution hypothesis sits under a factor, not a solution'],
  ] as const)('refuses a %s under a %s', async (type, parentType, message) => {
    const built = await tree();
    await refusedCreate(built.incident.id, { type, parent_id: built[parentType].id }, message);
  });

  it.each([
    ['factor', 'hypotheses.parent_id is required: a factor hypothesis sits under a root'],
    ['solution', 'hypotheses.parent_id is required: a solution hypothesis sits under a factor'],
  ])('refuses a %s without a parent', async (type, message) => {
    const { incident } = await tree();
    await refusedCreate(incident.id, { type }, message);
  });

  it('refuses a parent from another incident, or one that does not exist, with 400', async () => {
    const mine = await tree();
    const theirs = await tree();
    await refusedCreate(mine.incident.id, { type: 'factor', parent_id: theirs.root.id }, 'hypotheses.parent_id must be a hypothesis of the same incident');
    await refusedCreate(mine.incident.id, { type: 'factor', parent_id: '00000000-0000-7000-8000-000000000001' }, 'hypotheses.parent_id names no hypothesis');
  });

  it('refuses an unknown type or status, naming the field', async () => {
    const { incident, root } = await tree();
    await refusedCreate(incident.id, { type: 'cause', parent_id: root.id }, 'hypotheses.type must be one of root, factor, solution');
    await refusedCreate(incident.id, { type: 'factor', parent_id: root.id, status: 'maybe' },
      'hypotheses.status must be one of proven, likely, possible, unlikely, improbable, disproven');
  });

  it('takes every status of spec 002 §4 on update', async () => {
    const { factor } = await tree();
    for (const status of ['proven', 'likely', 'possible', 'unlikely', 'improbable', 'disproven']) {
      const response = await app.api.send('PATCH', `hypotheses?id=eq.${factor.id}`, { status });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Row[]>()[0]!.status).toBe(status);
    }
    const refused = await app.api.send('PATCH', `hypotheses?id=eq.${factor.id}`, { status: 'Proven' });
    expect(refused.statusCode).toBe(400);
    const { rows } = await app.t.db.query<{ status: string }>('SELECT status FROM hypotheses WHERE id = $1', [factor.id]);
    expect(rows[0]!.status).toBe('disproven');
  });

  it('refuses updates that would break the tree, changing nothing', async () => {
    const { incident, root, factor, solution } = await tree();
    const other = await tree();
    const attempts: [string, Record<string, unknown>, string | RegExp][] = [
      [solution.id, { parent_id: root.id }, 'hypotheses.parent_id: a solution hypothesis sits under a factor, not a root'],
      [factor.id, { type: 'solution' }, /^hypotheses\.(parent_id|type)/],
      [root.id, { type: 'factor', parent_id: other.root.id }, /^hypotheses\.parent_id must be a hypothesis of the same incident/],
      [factor.id, { incident_id: other.incident.id }, 'hypotheses.incident_id cannot change: a hypothesis stays with its incident'],
      [solution.id, { parent_id: null }, 'hypotheses.parent_id is required: a solution hypothesis sits under a factor'],
    ];
    for (const [id, change, message] of attempts) {
      const response = await app.api.send('PATCH', `hypotheses?id=eq.${id}`, change);
      expect(response.statusCode, `${JSON.stringify(change)}: ${response.body}`).toBe(400);
      const body = response.json<ApiErrorBody>();
      if (typeof message === 'string') expect(body.message).toBe(message);
      else expect(body.message).toMatch(message);
    }
    const { rows } = await app.t.db.query<{ id: string; type: string; parent_id: string | null; incident_id: string }>(
      'SELECT id, type, parent_id, incident_id FROM hypotheses WHERE incident_id = $1 ORDER BY id', [incident.id]);
    expect(rows).toEqual([
      { id: root.id, type: 'root', parent_id: null, incident_id: incident.id },
      { id: factor.id, type: 'factor', parent_id: root.id, incident_id: incident.id },
      { id: solution.id, type: 'solution', parent_id: factor.id, incident_id: incident.id },
    ]);
  });

  it('holds on writes that do not come through the data API too', async () => {
    const { incident, root } = await tree();
    await expect(app.t.db.query("INSERT INTO hypotheses (incident_id, type, parent_id) VALUES ($1, 'solution', $2)", [incident.id, root.id]))
      .rejects.toThrow('a solution hypothesis sits under a factor, not a root');
  });
});
