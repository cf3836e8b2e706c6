import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

interface SummaryRow {
  name: string;
  resource_type: string | null;
  resource_name: string | null;
  status: string;
  time_start: string;
  agent: { id: string; name: string };
}

describe(`job_history_summary: the latest run of every job (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;
  let canaryId: string;

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
    const canary = await t.db.query<{ id: string }>(`INSERT INTO canaries (name, spec) VALUES ('orders-http', '{}') RETURNING id`);
    canaryId = canary.rows[0]!.id;
    const run = (name: string, type: string | null, id: string | null, status: string, minutesAgo: number) =>
      t.db.query(
        `INSERT INTO job_history (name, resource_type, resource_id, status, time_start, duration_millis)
         VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5), 120)`,
        [name, type, id, status, minutesAgo],
      );
    await run('CanaryRun', 'canary', canaryId, 'SUCCESS', 30);
    await run('CanaryRun', 'canary', canaryId, 'FAILED', 20);
    await run('CanaryRun', 'canary', canaryId, 'SUCCESS', 10);
    await run('CleanupOldEvents', null, null, 'FAILED', 50);
    await run('CleanupOldEvents', null, null, 'WARNING', 5);
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/db/job_history_summary?${query}`, headers: viewer.headers });
    expect(response.statusCode).toBe(200);
    return response.json() as SummaryRow[];
  };

  it('answers one row per job, its latest run, named after its resource, with its agent', async () => {
    const rows = await read('select=name,resource_type,resource_name,status,agent&order=name.asc');
    expect(rows).toEqual([
      { name: 'CanaryRun', resource_type: 'canary', resource_name: 'orders-http', status: 'SUCCESS', agent: { id: '00000000-0000-0000-0000-000000000000', name: expect.any(String) } },
      { name: 'CleanupOldEvents', resource_type: null, resource_name: null, status: 'WARNING', agent: expect.objectContaining({ id: '00000000-0000-0000-0000-000000000000' }) },
    ]);
  });

  it('filters as the job history list does, on status and resource', async () => {
    expect((await read('select=name&status=not.in.(SUCCESS)')).map((row) => row.name)).toEqual(['CleanupOldEvents']);
    expect((await read(`select=name,resource_name&resource_id=eq.${canaryId}`))).toEqual([{ name: 'CanaryRun', resource_name: 'orders-http' }]);
  });
});
