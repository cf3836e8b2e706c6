import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';
import { canaryWithCheck, configItem, events, insert } from './fixtures.ts';

interface Summary {
  uptime: { passed: number; failed: number; last_pass: string | null; last_fail: string | null };
  latency: { p99: number | null; p97: number | null; p95: number | null; rolling1h: number | null };
  labels: Record<string, string>;
  canary_name: string;
}

describe(`health schema behaviour (${testDbKind})`, () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  async function transitionTime(checkId: string): Promise<Date | null> {
    const { rows } = await db.query<{ t: Date | null }>('SELECT last_transition_time AS t FROM checks WHERE id = $1', [checkId]);
    return rows[0]!.t;
  }

  it('sets last_transition_time when the status changes, not when it repeats', async () => {
    const { checkId } = await canaryWithCheck(db, 'transition');
    expect(await transitionTime(checkId)).toBeNull();
    await db.query("UPDATE checks SET status = 'healthy', last_transition_time = '2026-01-01T00:00:00Z' WHERE id = $1", [checkId]);
    expect(await transitionTime(checkId)).toEqual(new Date('2026-01-01T00:00:00Z'));
    await db.query("UPDATE checks SET status = 'healthy', last_runtime = now() WHERE id = $1", [checkId]);
    expect(await transitionTime(checkId)).toEqual(new Date('2026-01-01T00:00:00Z'));
    await db.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [checkId]);
    expect((await transitionTime(checkId))!.getTime()).toBeGreaterThan(new Date('2026-01-01T00:00:00Z').getTime());
  });

  it('enqueues check.passed / check.failed once per state change and re-arms a repeated one', async () => {
    const { checkId } = await canaryWithCheck(db, 'events');
    await db.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [checkId]);
    await db.query("UPDATE checks SET status = 'unhealthy', last_runtime = now() WHERE id = $1", [checkId]);
    expect(await events(db, checkId)).toEqual([{ name: 'check.failed', attempts: 0, error: null }]);

    // a consumer tried and failed; then the check recovers and fails again
    await db.query("UPDATE event_queue SET attempts = 2, error = 'smtp down', last_attempt = now() WHERE event_id = $1", [checkId]);
    await db.query("UPDATE checks SET status = 'healthy' WHERE id = $1", [checkId]);
    await db.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [checkId]);
    expect(await events(db, checkId)).toEqual([
      { name: 'check.failed', attempts: 0, error: null },
      { name: 'check.passed', attempts: 0, error: null },
    ]);
  });

  it('summarises the last hour of results, falling back to the last known one', async () => {
    const { canaryId, checkId } = await canaryWithCheck(db, 'summary');
    await db.query(`UPDATE canaries SET labels = '{"team":"web","tier":"1"}' WHERE id = $1`, [canaryId]);
    await db.query(`UPDATE checks SET labels = '{"tier":"2"}' WHERE id = $1`, [checkId]);
    for (let i = 1; i <= 10; i++) {
      await db.query(`INSERT INTO check_statuses (check_id, time, duration, status) VALUES ($1, now() - make_interval(mins => $2), $3, $4)`, [
        checkId,
        i,
        i * 100,
        i !== 3,
      ]);
    }
    // outside the hour: ignored for uptime, still the last failure time if newer ones are passes
    await db.query(`INSERT INTO check_statuses (check_id, time, duration, status) VALUES ($1, now() - interval '3 hours', 9999, false)`, [
      checkId,
    ]);
    const { rows } = await db.query<Summary>('SELECT uptime, latency, labels, canary_name FROM check_summary WHERE id = $1', [checkId]);
    const s = rows[0]!;
    expect(s.canary_name).toBe('summary');
    expect(s.labels).toEqual({ team: 'web', tier: '2' });
    expect([s.uptime.passed, s.uptime.failed]).toEqual([9, 1]);
    expect(s.uptime.last_fail).not.toBeNull();
    expect(new Date(s.uptime.last_pass!).getTime()).toBeGreaterThan(new Date(s.uptime.last_fail!).getTime());
    expect(s.latency.rolling1h).toBe(550);
    expect(s.latency.p95).toBeGreaterThan(900);
    expect(s.latency.p95).toBeLessThanOrEqual(1000);

    const { checkId: quiet } = await canaryWithCheck(db, 'quiet');
    await db.query(`INSERT INTO check_statuses (check_id, time, duration, status) VALUES ($1, now() - interval '5 hours', 42, false)`, [quiet]);
    const fallback = await db.query<Summary>('SELECT uptime, latency FROM check_summary WHERE id = $1', [quiet]);
    expect(fallback.rows[0]!.uptime).toMatchObject({ passed: 0, failed: 1 });
    expect(fallback.rows[0]!.latency.p99).toBe(42);
  });

  it('lists the checks of a config through the view and the function', async () => {
    const { canaryId, checkId } = await canaryWithCheck(db, 'for-config');
    await canaryWithCheck(db, 'not-for-config');
    const config = await configItem(db, 'checked-item');
    await db.query('INSERT INTO check_config_relationships (check_id, config_id, canary_id) VALUES ($1, $2, $3)', [checkId, config, canaryId]);
    const view = await db.query<{ id: string }>('SELECT id FROM check_summary_for_config WHERE config_id = $1', [config]);
    const fn = await db.query<{ id: string; canary_name: string }>('SELECT id, canary_name FROM check_summary_for_config($1)', [config]);
    expect(view.rows).toEqual([{ id: checkId }]);
    expect(fn.rows).toEqual([{ id: checkId, canary_name: 'for-config' }]);
    const named = await db.query('SELECT id FROM check_summary_for_config(config_id => $1)', [config]);
    expect(named.rows).toHaveLength(1);
  });

  it('soft-deletes a canary’s checks and their links with it, and hides them from the summary', async () => {
    const { canaryId, checkId } = await canaryWithCheck(db, 'retired');
    const topology = await insert(db, 'topologies', { name: 'retired-topology' });
    const component = await insert(db, 'components', { topology_id: topology, name: 'c', type: 't' });
    await db.query('INSERT INTO check_component_relationships (component_id, check_id, canary_id) VALUES ($1, $2, $3)', [
      component,
      checkId,
      canaryId,
    ]);
    expect((await db.query('SELECT 1 FROM checks_by_component WHERE component_id = $1', [component])).rows).toHaveLength(1);
    await db.query("UPDATE canaries SET deleted_at = '2026-02-01T00:00:00Z' WHERE id = $1", [canaryId]);
    const { rows } = await db.query<{ deleted_at: Date }>('SELECT deleted_at FROM checks WHERE id = $1', [checkId]);
    expect(rows[0]!.deleted_at).toEqual(new Date('2026-02-01T00:00:00Z'));
    const link = await db.query<{ deleted_at: Date | null }>('SELECT deleted_at FROM check_component_relationships WHERE check_id = $1', [
      checkId,
    ]);
    expect(link.rows[0]!.deleted_at).toEqual(new Date('2026-02-01T00:00:00Z'));
    for (const view of ['check_summary', 'check_names', 'checks_by_component']) {
      const col = view === 'checks_by_component' ? 'check_id' : 'id';
      expect((await db.query(`SELECT 1 FROM ${view} WHERE ${col} = $1`, [checkId])).rows, view).toEqual([]);
    }
    expect((await db.query('SELECT 1 FROM canaries_with_status WHERE id = $1', [canaryId])).rows).toEqual([]);
  });

  it('shows the latest job of a canary in canaries_with_status', async () => {
    const { canaryId } = await canaryWithCheck(db, 'jobbed');
    await db.query(
      `INSERT INTO job_history (name, resource_type, resource_id, status, time_start) VALUES
         ('SyncCanary', 'canary', $1, 'FAILED', now() - interval '2 hours'),
         ('SyncCanary', 'canary', $1, 'SUCCESS', now() - interval '1 hour')`,
      [canaryId],
    );
    const { rows } = await db.query<{ job_status: string; job_last_failed: Date; checks_count: number }>(
      'SELECT job_status, job_last_failed, checks_count FROM canaries_with_status WHERE id = $1',
      [canaryId],
    );
    expect(rows[0]!.job_status).toBe('SUCCESS');
    expect(rows[0]!.job_last_failed).toBeInstanceOf(Date);
    expect(rows[0]!.checks_count).toBe(1);
  });
});
