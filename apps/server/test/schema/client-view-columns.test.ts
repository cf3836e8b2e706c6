import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { canaryWithCheck, configItem, insert } from './fixtures.ts';

// Columns the established web client reads from the data API views (issue 13).
describe(`data API view columns the established client reads (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async <Row>(path: string): Promise<Row[]> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/db/${path}`, headers: viewer.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Row[]>();
  };

  it('canaries_with_status has last_runtime, the latest run of its checks, and sorts by it', async () => {
    const recent = await canaryWithCheck(t.db, 'recent-canary');
    const older = await canaryWithCheck(t.db, 'older-canary');
    const never = await canaryWithCheck(t.db, 'never-run-canary');
    const secondCheck = await insert(t.db, 'checks', { canary_id: recent.canaryId, type: 'http', name: 'recent-canary-second' });
    await t.db.query(`UPDATE checks SET last_runtime = '2026-03-01T10:00:00Z' WHERE id = $1`, [recent.checkId]);
    await t.db.query(`UPDATE checks SET last_runtime = '2026-03-01T12:00:00Z' WHERE id = $1`, [secondCheck]);
    await t.db.query(`UPDATE checks SET last_runtime = '2026-02-01T08:00:00Z' WHERE id = $1`, [older.checkId]);

    const ids = [recent.canaryId, older.canaryId, never.canaryId].join(',');
    const rows = await read<{ id: string; last_runtime: string | null }>(`canaries_with_status?select=id,last_runtime&id=in.(${ids})&order=last_runtime.desc.nullslast`);
    expect(rows.map((r) => [r.id, r.last_runtime === null ? null : new Date(r.last_runtime).toISOString()])).toEqual([
      [recent.canaryId, '2026-03-01T12:00:00.000Z'],
      [older.canaryId, '2026-02-01T08:00:00.000Z'],
      [never.canaryId, null],
    ]);
    const ascending = await read<{ id: string }>(`canaries_with_status?select=id&id=in.(${ids})&order=last_runtime.asc.nullsfirst`);
    expect(ascending.map((r) => r.id)).toEqual([never.canaryId, older.canaryId, recent.canaryId]);
  });

  it('config_scrapers_with_status has last_runtime, the start of its latest job, and sorts by it', async () => {
    const busy = await insert(t.db, 'config_scrapers', { name: 'busy-scraper', spec: JSON.stringify({}) });
    const idle = await insert(t.db, 'config_scrapers', { name: 'idle-scraper', spec: JSON.stringify({}) });
    const never = await insert(t.db, 'config_scrapers', { name: 'never-run-scraper', spec: JSON.stringify({}) });
    await t.db.query(
      `INSERT INTO job_history (name, resource_type, resource_id, status, time_start) VALUES
         ('Scraper', 'config_scraper', $1, 'FAILED', '2026-03-01T09:00:00Z'),
         ('Scraper', 'config_scraper', $1, 'SUCCESS', '2026-03-02T09:00:00Z'),
         ('Scraper', 'config_scraper', $2, 'SUCCESS', '2026-01-15T09:00:00Z')`,
      [busy, idle],
    );

    const ids = [busy, idle, never].join(',');
    const rows = await read<{ id: string; last_runtime: string | null }>(`config_scrapers_with_status?select=id,last_runtime&id=in.(${ids})&order=last_runtime.desc.nullslast`);
    expect(rows.map((r) => [r.id, r.last_runtime === null ? null : new Date(r.last_runtime).toISOString()])).toEqual([
      [busy, '2026-03-02T09:00:00.000Z'],
      [idle, '2026-01-15T09:00:00.000Z'],
      [never, null],
    ]);
    const ascending = await read<{ id: string }>(`config_scrapers_with_status?select=id&id=in.(${ids})&order=last_runtime.asc.nullslast`);
    expect(ascending.map((r) => r.id)).toEqual([idle, busy, never]);
  });

  it('analysis_by_component has analysis_id, the id of the analysis', async () => {
    const topology = await insert(t.db, 'topologies', { name: 'client-columns' });
    const component = await insert(t.db, 'components', { topology_id: topology, name: 'api', type: 'app' });
    const config = await configItem(t.db, 'client-columns-config');
    await t.db.query('INSERT INTO config_component_relationships (component_id, config_id) VALUES ($1, $2)', [component, config]);
    const analysis = await insert(t.db, 'config_analysis', { config_id: config, analyzer: 'client-columns', analysis_type: 'security', severity: 'high', status: 'open' });

    const rows = await read<{ analysis_id: string; analyzer: string }>(`analysis_by_component?select=analysis_id,analyzer&component_id=eq.${component}`);
    expect(rows).toEqual([{ analysis_id: analysis, analyzer: 'client-columns' }]);
  });
});
