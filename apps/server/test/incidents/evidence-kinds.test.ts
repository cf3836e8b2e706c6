import { beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '#test/support/test-db.ts';
import { incidentsTestApp, type ApiErrorBody, type Row } from './incident-api.ts';

describe(`evidences of every kind (${testDbKind})`, () => {
  const app = incidentsTestApp();
  let root: Row;

  beforeAll(async () => {
    const incident = await app.api.incident();
    root = await app.api.hypothesis(incident.id);
  });

  it.each(['log', 'config', 'topology', 'check', 'config_analysis', 'config_change', 'comment'])('takes evidence of type %s', async (type) => {
    const evidence = await app.api.evidence(root.id, { type, evidence: { lines: ['a', 'b'], selected_lines: { 1: 'b' } } });
    expect(evidence).toMatchObject({ type, definition_of_done: false, done: false, script: null, script_result: null });
  });

  it('keeps the definition of done, done, script and script_result a client writes', async () => {
    const evidence = await app.api.evidence(root.id, { type: 'comment', definition_of_done: true });
    const response = await app.api.send('PATCH', `evidences?id=eq.${evidence.id}`, { done: true, script: 'true', description: 'resolved by hand' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Row[]>()[0]).toMatchObject({ definition_of_done: true, done: true, script: 'true', description: 'resolved by hand' });
  });

  it('refuses an unknown type with 400 naming the field, on create and on update', async () => {
    const created = await app.api.send('POST', 'evidences', { hypothesis_id: root.id, type: 'screenshot', description: 'refused kind' });
    expect(created.statusCode).toBe(400);
    expect(created.json<ApiErrorBody>().message).toBe('evidences.type must be one of log, config, topology, check, config_analysis, config_change, comment');
    expect((await app.t.db.query("SELECT 1 FROM evidences WHERE description = 'refused kind'")).rows).toEqual([]);
    const evidence = await app.api.evidence(root.id, { type: 'log' });
    const patched = await app.api.send('PATCH', `evidences?id=eq.${evidence.id}`, { type: 'metric' });
    expect(patched.statusCode).toBe(400);
    const { rows } = await app.t.db.query<{ type: string }>('SELECT type FROM evidences WHERE id = $1', [evidence.id]);
    expect(rows[0]!.type).toBe('log');
  });
});
