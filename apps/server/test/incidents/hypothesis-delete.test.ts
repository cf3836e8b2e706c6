import { describe, expect, it } from 'vitest';
import { testDbKind } from '#test/support/test-db.ts';
import { dataApi, incidentsTestApp } from './incident-api.ts';

describe(`deleting a hypothesis through /api/db (${testDbKind})`, () => {
  const app = incidentsTestApp();

  /** Root > factor > solution, each with a comment and an evidence. */
  const workedIncident = async () => {
    const incident = await app.api.incident();
    const root = await app.api.hypothesis(incident.id, { type: 'root' });
    const factor = await app.api.hypothesis(incident.id, { type: 'factor', parent_id: root.id });
    const solution = await app.api.hypothesis(incident.id, { type: 'solution', parent_id: factor.id });
    for (const [hypothesis, name] of [[root, 'root'], [factor, 'factor'], [solution, 'solution']] as const) {
      await app.api.insert('comments', { incident_id: incident.id, hypothesis_id: hypothesis.id, comment: `about the ${name}` });
      await app.api.evidence(hypothesis.id, { description: `evidence for the ${name}` });
    }
    return { incident, root, factor, solution };
  };
  const contentsOf = async (incidentId: string) => {
    const hypotheses = await app.t.db.query<{ type: string }>('SELECT type FROM hypotheses WHERE incident_id = $1 ORDER BY type', [incidentId]);
    const comments = await app.t.db.query<{ comment: string }>('SELECT comment FROM comments WHERE incident_id = $1 ORDER BY comment', [incidentId]);
    const evidences = await app.t.db.query<{ description: string }>(
      'SELECT e.description FROM evidences e JOIN hypotheses h ON h.id = e.hypothesis_id WHERE h.incident_id = $1 ORDER BY e.description', [incidentId]);
    return {
      hypotheses: hypotheses.rows.map((r) => r.type),
      comments: comments.rows.map((r) => r.comment),
      evidences: evidences.rows.map((r) => r.description),
    };
  };

  it('removes its comments, evidences and the hypotheses under it, and leaves the rest', async () => {
    const { incident, factor } = await workedIncident();
    const response = await app.api.send('DELETE', `hypotheses?id=eq.${factor.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await contentsOf(incident.id)).toEqual({ hypotheses: ['root'], comments: ['about the root'], evidences: ['evidence for the root'] });
    // The changelog keeps what happened; its rows no longer point at what is gone.
    const history = await app.t.db.query<{ type: string; hypothesis_id: string | null }>(
      "SELECT type, hypothesis_id FROM incident_histories WHERE incident_id = $1 AND type = 'hypothesis.created' ORDER BY created_at, id", [incident.id]);
    expect(history.rows.map((r) => r.hypothesis_id === null)).toEqual([false, true, true]);
  });

  it('deletes several by id=in.(...)', async () => {
    const one = await workedIncident();
    const two = await workedIncident();
    const response = await app.api.send('DELETE', `hypotheses?id=in.(${one.solution.id},${two.root.id})`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await contentsOf(one.incident.id)).toEqual({
      hypotheses: ['factor', 'root'],
      comments: ['about the factor', 'about the root'],
      evidences: ['evidence for the factor', 'evidence for the root'],
    });
    expect(await contentsOf(two.incident.id)).toEqual({ hypotheses: [], comments: [], evidences: [] });
  });

  it('leaves everything in place when a part of the delete fails', async () => {
    const { incident, factor } = await workedIncident();
    const before = await contentsOf(incident.id);
    await app.t.db.query(`
      CREATE FUNCTION test_keep_solution_comments() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.comment = 'about the solution' THEN RAISE EXCEPTION 'this comment may not go'; END IF;
        RETURN OLD;
      END;
      $$`);
    await app.t.db.query('CREATE TRIGGER test_keep_solution_comments BEFORE DELETE ON comments FOR EACH ROW EXECUTE FUNCTION test_keep_solution_comments()');
    try {
      const response = await app.api.send('DELETE', `hypotheses?id=eq.${factor.id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('this comment may not go');
      expect(await contentsOf(incident.id)).toEqual(before);
    } finally {
      await app.t.db.query('DROP TRIGGER test_keep_solution_comments ON comments');
      await app.t.db.query('DROP FUNCTION test_keep_solution_comments()');
    }
  });

  it('leaves a viewer\'s delete refused and the tree whole', async () => {
    const viewer = await app.t.person({ roles: ['viewer'] });
    const { incident, factor } = await workedIncident();
    const before = await contentsOf(incident.id);
    const response = await dataApi(app.t, viewer).send('DELETE', `hypotheses?id=eq.${factor.id}`);
    expect(response.statusCode).toBe(403);
    expect(await contentsOf(incident.id)).toEqual(before);
  });
});
