import { afterAll, beforeAll, expect } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';

/** PostgREST's error body, as the data API answers a refused write. */
export interface ApiErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export type Row = Record<string, unknown> & { id: string };

/** Writes through /api/db as `person` and answers the status and body. */
export function dataApi(t: AccessTestApp, person: TestPerson) {
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api/db/${url}`,
      headers: { ...person.headers, 'content-type': 'application/json', prefer: 'return=representation' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  /** Inserts one row and answers it; the write must succeed. */
  const insert = async (table: string, row: Record<string, unknown>): Promise<Row> => {
    const response = await send('POST', table, row);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Row[]>()[0]!;
  };

  return {
    send,
    insert,
    incident: (fields: Record<string, unknown> = {}) => insert('incidents', { title: 'Checkout is down', ...fields }),
    hypothesis: (incidentId: string, fields: Record<string, unknown> = {}) =>
      insert('hypotheses', { incident_id: incidentId, title: 'Something broke', ...fields }),
    evidence: (hypothesisId: string, fields: Record<string, unknown> = {}) =>
      insert('evidences', { hypothesis_id: hypothesisId, type: 'comment', description: 'seen in the logs', ...fields }),
  };
}

export type DataApi = ReturnType<typeof dataApi>;

/** The product API for one test file, with an editor writing through /api/db; started before the file's tests, closed after. */
export interface IncidentsTestApp {
  t: AccessTestApp;
  editor: TestPerson;
  api: DataApi;
}

export function incidentsTestApp(): IncidentsTestApp {
  const app = {} as IncidentsTestApp;
  beforeAll(async () => {
    app.t = await startAccessTestApp();
    app.editor = await app.t.person({ roles: ['editor'] });
    app.api = dataApi(app.t, app.editor);
  });
  afterAll(async () => {
    await app.t?.close();
  });
  return app;
}
