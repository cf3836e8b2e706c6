import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';
import { LOCAL_AGENT_ID, canaryWithCheck, configItem, events, expectDbError, insert, person } from './fixtures.ts';

describe(`system schema behaviour (${testDbKind})`, () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  describe('event queue', () => {
    const eventId = '0190a0b0-0000-7000-8000-00000000e001';

    it('re-enqueueing the same (name, event_id) with ON CONFLICT resets attempts and error', async () => {
      await db.query('SELECT enqueue_event($1, $2)', ['demo.event', eventId]);
      await db.query("UPDATE event_queue SET attempts = 3, error = 'boom', last_attempt = now() WHERE event_id = $1", [eventId]);
      await db.query(`SELECT enqueue_event('demo.event', $1, '{"again":true}')`, [eventId]);
      const { rows } = await db.query<{ attempts: number; error: string | null; last_attempt: Date | null; properties: unknown }>(
        'SELECT attempts, error, last_attempt, properties FROM event_queue WHERE event_id = $1',
        [eventId],
      );
      expect(rows).toEqual([{ attempts: 0, error: null, last_attempt: null, properties: { again: true } }]);
    });

    it('summarises pending and failed events per name', async () => {
      const ids = ['0190a0b0-0000-7000-8000-00000000e101', '0190a0b0-0000-7000-8000-00000000e102', '0190a0b0-0000-7000-8000-00000000e103'];
      for (const id of ids) await db.query("SELECT enqueue_event('summary.event', $1)", [id]);
      await db.query(
        `UPDATE event_queue SET attempts = 2, error = 'timeout', last_attempt = now() - interval '1 minute'
          WHERE event_id IN ($1, $2)`,
        [ids[0], ids[1]],
      );
      await db.query("UPDATE event_queue SET error = 'refused', attempts = 1, last_attempt = now() WHERE event_id = $1", [ids[0]]);
      const { rows } = await db.query<{
        pending: number;
        failed: number;
        average_attempts: number;
        first_failure: Date;
        last_failure: Date;
        most_common_error: string;
      }>("SELECT * FROM event_queue_summary WHERE name = 'summary.event'");
      expect(rows[0]).toMatchObject({ pending: 1, failed: 2, average_attempts: 1 });
      expect(rows[0]!.last_failure.getTime()).toBeGreaterThan(rows[0]!.first_failure.getTime());
      expect(['timeout', 'refused']).toContain(rows[0]!.most_common_error);
    });

    it('enqueues playbook.approval.inserted for an approval', async () => {
      const playbook = await insert(db, 'playbooks', { name: 'restart', spec: '{}' });
      const run = await insert(db, 'playbook_runs', { playbook_id: playbook, status: 'pending_approval' });
      const approver = await person(db, 'Approver');
      const approval = await insert(db, 'playbook_approvals', { run_id: run, person_id: approver });
      expect(await events(db, approval)).toEqual([{ name: 'playbook.approval.inserted', attempts: 0, error: null }]);
      // the same person approves a run only once
      await expectDbError(insert(db, 'playbook_approvals', { run_id: run, person_id: approver }), '23505');
    });
  });

  describe('topology', () => {
    it('keeps component paths, enqueues status events and cascades a topology soft delete', async () => {
      const topology = await insert(db, 'topologies', { name: 'estate' });
      const root = await insert(db, 'components', { topology_id: topology, name: 'root', type: 'group' });
      const child = await insert(db, 'components', { topology_id: topology, name: 'child', type: 'svc', parent_id: root });
      const grandchild = await insert(db, 'components', { topology_id: topology, name: 'gc', type: 'pod', parent_id: child });
      const { rows } = await db.query<{ path: string }>('SELECT path FROM components WHERE id = $1', [grandchild]);
      expect(rows[0]!.path).toBe(`${root}.${child}`);

      await db.query("UPDATE components SET status = 'unhealthy' WHERE id = $1", [child]);
      await db.query("UPDATE components SET status = 'unhealthy', status_reason = 'still' WHERE id = $1", [child]);
      expect(await events(db, child)).toEqual([{ name: 'component.status.unhealthy', attempts: 0, error: null }]);

      await db.query(`UPDATE components SET log_selectors = '[{"name":"app"}]' WHERE id = $1`, [child]);
      expect((await db.query('SELECT logs FROM components_with_logs WHERE id = $1', [child])).rows).toEqual([{ logs: [{ name: 'app' }] }]);

      await db.query('UPDATE topologies SET deleted_at = now() WHERE id = $1', [topology]);
      const alive = await db.query('SELECT 1 FROM components WHERE topology_id = $1 AND deleted_at IS NULL', [topology]);
      expect(alive.rows).toEqual([]);
      expect((await db.query('SELECT 1 FROM component_names WHERE id = $1', [root])).rows).toEqual([]);
      expect((await db.query('SELECT 1 FROM topologies_with_status WHERE id = $1', [topology])).rows).toEqual([]);
    });
  });

  describe('agents', () => {
    it('counts what an agent brought and says whether it is online', async () => {
      const agent = await insert(db, 'agents', { name: 'edge-1', last_seen: new Date().toISOString() });
      const idle = await insert(db, 'agents', { name: 'edge-2', last_seen: new Date(Date.now() - 120_000).toISOString() });
      await configItem(db, 'agent-item', { agent_id: agent });
      await insert(db, 'config_scrapers', { name: 'agent-scraper', spec: '{}', agent_id: agent });
      const canary = await insert(db, 'canaries', { name: 'agent-canary', spec: '{}', agent_id: agent });
      await insert(db, 'checks', { canary_id: canary, agent_id: agent, type: 'http', name: 'a' });
      const { rows } = await db.query<Record<string, unknown>>(
        'SELECT id, config_count, checks_count, config_scrapper_count, playbook_runs_count, online FROM agents_summary ORDER BY name',
      );
      expect(rows).toEqual([
        { id: agent, config_count: 1, checks_count: 1, config_scrapper_count: 1, playbook_runs_count: 0, online: true },
        { id: idle, config_count: 0, checks_count: 0, config_scrapper_count: 0, playbook_runs_count: 0, online: false },
      ]);
      expect(rows.map((r) => r.id)).not.toContain(LOCAL_AGENT_ID);
    });

    it('soft-deletes an agent’s resources only when cleanup is asked for', async () => {
      const keep = await insert(db, 'agents', { name: 'keeper' });
      const keptItem = await configItem(db, 'kept', { agent_id: keep });
      await db.query('UPDATE agents SET deleted_at = now() WHERE id = $1', [keep]);
      const kept = await db.query<{ deleted_at: Date | null }>('SELECT deleted_at FROM config_items WHERE id = $1', [keptItem]);
      expect(kept.rows[0]!.deleted_at).toBeNull();

      const purge = await insert(db, 'agents', { name: 'purger' });
      const item = await configItem(db, 'purged', { agent_id: purge });
      const scraper = await insert(db, 'config_scrapers', { name: 'purged-scraper', spec: '{}', agent_id: purge });
      const canary = await insert(db, 'canaries', { name: 'purged-canary', spec: '{}', agent_id: purge });
      const check = await insert(db, 'checks', { canary_id: canary, agent_id: purge, type: 'tcp', name: 'p' });
      const topology = await insert(db, 'topologies', { name: 'purged-topology', agent_id: purge });
      await db.query('UPDATE agents SET cleanup = true, deleted_at = now() WHERE id = $1', [purge]);
      const { rows } = await db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM config_items WHERE id = $1 AND deleted_at IS NULL)
              + (SELECT count(*) FROM config_scrapers WHERE id = $2 AND deleted_at IS NULL)
              + (SELECT count(*) FROM canaries WHERE id = $3 AND deleted_at IS NULL)
              + (SELECT count(*) FROM checks WHERE id = $4 AND deleted_at IS NULL)
              + (SELECT count(*) FROM topologies WHERE id = $5 AND deleted_at IS NULL) AS n`,
        [item, scraper, canary, check, topology],
      );
      expect(rows[0]!.n).toBe(0);
      expect((await db.query('SELECT 1 FROM agents_summary WHERE id = $1', [purge])).rows).toEqual([]);
    });
  });

  describe('people and settings', () => {
    it('lists each person’s roles', async () => {
      const p = await person(db, 'Roley');
      await db.query("INSERT INTO person_roles (person_id, role) VALUES ($1, 'editor'), ($1, 'admin')", [p]);
      const none = await person(db, 'Plain');
      const { rows } = await db.query<{ id: string; roles: string[] }>('SELECT id, roles FROM people_roles WHERE id IN ($1, $2) ORDER BY name', [
        none,
        p,
      ]);
      expect(rows).toEqual([
        { id: none, roles: [] },
        { id: p, roles: ['admin', 'editor'] },
      ]);
    });

    it('deleting a person keeps the rows they created', async () => {
      const p = await person(db, 'Leaver');
      const team = await insert(db, 'teams', { name: 'leaver-team', created_by: p });
      await db.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [team, p]);
      await db.query('DELETE FROM people WHERE id = $1', [p]);
      const { rows } = await db.query<{ created_by: string | null }>('SELECT created_by FROM teams WHERE id = $1', [team]);
      expect(rows).toEqual([{ created_by: null }]);
      expect((await db.query('SELECT 1 FROM team_members WHERE team_id = $1', [team])).rows).toEqual([]);
    });

    it('summarises notification outcomes', async () => {
      const n = await insert(db, 'notifications', { name: 'pager', events: ['check.failed'] });
      await db.query(
        `INSERT INTO notification_send_history (notification_id, status, duration_millis, error, count) VALUES
           ($1, 'sent', 100, NULL, 3), ($1, 'error', 300, 'smtp refused', 2), ($1, 'error', 200, 'smtp refused', 1),
           ($1, 'error', 200, 'dns', 1), ($1, 'pending', NULL, NULL, 1)`,
        [n],
      );
      const { rows } = await db.query<Record<string, unknown>>(
        'SELECT pending, sent, failed, avg_duration_ms, most_common_error FROM notifications_summary WHERE id = $1',
        [n],
      );
      expect(rows[0]).toEqual({ pending: 1, sent: 3, failed: 4, avg_duration_ms: 200, most_common_error: 'smtp refused' });
    });
  });

  describe('jobs and integrations', () => {
    it('names the resource of a job and gives the latest status per job', async () => {
      const scraper = await insert(db, 'config_scrapers', { name: 'aws-scraper', spec: '{}' });
      await db.query(
        `INSERT INTO job_history (name, resource_type, resource_id, status, time_start) VALUES
           ('Scrape', 'config_scraper', $1, 'FAILED', now() - interval '2 minutes'),
           ('Scrape', 'config_scraper', $1, 'SUCCESS', now() - interval '1 minute'),
           ('Cleanup', NULL, NULL, 'SUCCESS', now())`,
        [scraper],
      );
      const histories = await db.query<{ resource_name: string; agent: { id: string; name: string } }>(
        'SELECT resource_name, agent FROM job_histories WHERE resource_id = $1',
        [scraper],
      );
      expect(histories.rows).toHaveLength(2);
      expect(histories.rows[0]).toEqual({ resource_name: 'aws-scraper', agent: { id: LOCAL_AGENT_ID, name: 'local' } });
      const latest = await db.query<{ status: string }>('SELECT status FROM job_history_latest_status WHERE resource_id = $1', [scraper]);
      expect(latest.rows).toEqual([{ status: 'SUCCESS' }]);
      const names = await db.query<{ name: string }>('SELECT name FROM job_history_names ORDER BY name');
      expect(names.rows.map((r) => r.name)).toEqual(['Cleanup', 'Scrape']);

      const integrations = await db.query<{ integration_type: string; job_status: string; job_last_failed: Date | null }>(
        'SELECT integration_type, job_status, job_last_failed FROM integrations_with_status WHERE id = $1',
        [scraper],
      );
      expect(integrations.rows[0]).toMatchObject({ integration_type: 'scrapers', job_status: 'SUCCESS' });
      expect(integrations.rows[0]!.job_last_failed).toBeInstanceOf(Date);
      const scrapers = await db.query<{ job_status: string }>('SELECT job_status FROM config_scrapers_with_status WHERE id = $1', [scraper]);
      expect(scrapers.rows).toEqual([{ job_status: 'SUCCESS' }]);
    });

    it('lists scrapers, topologies and log backends as integrations, without deleted ones', async () => {
      const topology = await insert(db, 'topologies', { name: 'int-topology' });
      const backend = await insert(db, 'logging_backends', { name: 'loki', spec: '{}' });
      const gone = await insert(db, 'logging_backends', { name: 'old-loki', spec: '{}' });
      await db.query('UPDATE logging_backends SET deleted_at = now() WHERE id = $1', [gone]);
      const { rows } = await db.query<{ id: string; integration_type: string }>(
        'SELECT id, integration_type FROM integrations_with_status WHERE id IN ($1, $2, $3) ORDER BY integration_type',
        [topology, backend, gone],
      );
      expect(rows).toEqual([
        { id: backend, integration_type: 'logging_backends' },
        { id: topology, integration_type: 'topologies' },
      ]);
    });

    it('playbook_names hides deleted playbooks', async () => {
      const live = await insert(db, 'playbooks', { name: 'scale', spec: '{}' });
      const gone = await insert(db, 'playbooks', { name: 'drop', spec: '{}' });
      await db.query('UPDATE playbooks SET deleted_at = now() WHERE id = $1', [gone]);
      const { rows } = await db.query<{ id: string; source: string }>('SELECT id, source FROM playbook_names WHERE id IN ($1, $2)', [live, gone]);
      expect(rows).toEqual([{ id: live, source: 'UI' }]);
    });

    it('a check run keeps a history whose rows die with the check', async () => {
      const { checkId } = await canaryWithCheck(db, 'history');
      await db.query('INSERT INTO check_statuses (check_id, time, status) VALUES ($1, now(), true)', [checkId]);
      await db.query('DELETE FROM checks WHERE id = $1', [checkId]);
      expect((await db.query('SELECT 1 FROM check_statuses WHERE check_id = $1', [checkId])).rows).toEqual([]);
    });
  });
});
