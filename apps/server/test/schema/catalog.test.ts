import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';
import { configItem, events, expectDbError, insert } from './fixtures.ts';

interface Related {
  id: string;
  name: string;
  depth: number;
  direction: string;
  related_ids: string[];
  deleted_at: Date | null;
}

describe(`catalog schema behaviour (${testDbKind})`, () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  async function link(from: string, to: string, relation = 'DependsOn'): Promise<void> {
    await db.query('INSERT INTO config_relationships (config_id, related_id, relation) VALUES ($1, $2, $3)', [from, to, relation]);
  }

  async function related(sql: string, params: unknown[]): Promise<Related[]> {
    const { rows } = await db.query<Related>(sql, params);
    return rows;
  }

  describe('config_changes', () => {
    it('merges a re-insert of the same external change: count grows, first_observed stays', async () => {
      const item = await configItem(db, 'merge-target');
      await db.query(
        `INSERT INTO config_changes (config_id, external_change_id, change_type, summary, created_at)
         VALUES ($1, 'evt-1', 'Scaled', 'to 2', '2026-01-01T00:00:00Z')`,
        [item],
      );
      const again = await db.query(
        `INSERT INTO config_changes (config_id, external_change_id, change_type, summary, created_at)
         VALUES ($1, 'evt-1', 'Scaled', 'to 3', '2026-01-02T00:00:00Z') RETURNING id`,
        [item],
      );
      expect(again.rows).toEqual([]);
      await db.query(
        `INSERT INTO config_changes (config_id, external_change_id, change_type, created_at)
         VALUES ($1, 'evt-1', 'Scaled', '2026-01-03T00:00:00Z')`,
        [item],
      );
      const { rows } = await db.query<{ count: number; first_observed: Date; created_at: Date; summary: string }>(
        'SELECT count, first_observed, created_at, summary FROM config_changes WHERE config_id = $1',
        [item],
      );
      expect(rows).toEqual([
        {
          count: 3,
          first_observed: new Date('2026-01-01T00:00:00Z'),
          created_at: new Date('2026-01-03T00:00:00Z'),
          summary: 'to 3',
        },
      ]);
    });

    it('keeps changes without an external id apart, and the same external id apart per config', async () => {
      const a = await configItem(db, 'apart-a');
      const b = await configItem(db, 'apart-b');
      for (const config of [a, a, b]) {
        await db.query("INSERT INTO config_changes (config_id, change_type) VALUES ($1, 'diff')", [config]);
      }
      await db.query("INSERT INTO config_changes (config_id, external_change_id, change_type) VALUES ($1, 'x', 'diff')", [a]);
      await db.query("INSERT INTO config_changes (config_id, external_change_id, change_type) VALUES ($1, 'x', 'diff')", [b]);
      const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM config_changes WHERE config_id IN ($1, $2)', [a, b]);
      expect(rows[0]!.n).toBe(5);
    });
  });

  describe('parent links', () => {
    it('keeps path as the dot-joined ancestor ids and mirrors parent_id as a hard relationship', async () => {
      const root = await configItem(db, 'cluster');
      const mid = await configItem(db, 'namespace', { parent_id: root });
      const leaf = await configItem(db, 'pod', { parent_id: mid });
      const { rows } = await db.query<{ id: string; path: string }>('SELECT id, path FROM config_items WHERE id IN ($1, $2, $3)', [
        root,
        mid,
        leaf,
      ]);
      const path = Object.fromEntries(rows.map((r) => [r.id, r.path]));
      expect(path[root]).toBe('');
      expect(path[mid]).toBe(root);
      expect(path[leaf]).toBe(`${root}.${mid}`);
      const rel = await db.query<{ config_id: string; related_id: string }>(
        "SELECT config_id, related_id FROM config_relationships WHERE relation = 'hard' AND related_id IN ($1, $2) AND deleted_at IS NULL ORDER BY related_id",
        [mid, leaf],
      );
      expect(rel.rows).toEqual([
        { config_id: root, related_id: mid },
        { config_id: mid, related_id: leaf },
      ]);
    });

    it('moves descendants with their parent and retires the old hard relationship', async () => {
      const oldRoot = await configItem(db, 'old-root');
      const newRoot = await configItem(db, 'new-root');
      const mid = await configItem(db, 'mover', { parent_id: oldRoot });
      const leaf = await configItem(db, 'rider', { parent_id: mid });
      await db.query('UPDATE config_items SET parent_id = $1 WHERE id = $2', [newRoot, mid]);
      const { rows } = await db.query<{ path: string }>('SELECT path FROM config_items WHERE id = $1', [leaf]);
      expect(rows[0]!.path).toBe(`${newRoot}.${mid}`);
      const rel = await db.query<{ config_id: string; deleted: boolean }>(
        "SELECT config_id, deleted_at IS NOT NULL AS deleted FROM config_relationships WHERE related_id = $1 AND relation = 'hard' ORDER BY deleted",
        [mid],
      );
      expect(rel.rows).toEqual([
        { config_id: newRoot, deleted: false },
        { config_id: oldRoot, deleted: true },
      ]);
    });

    it('refuses a parent that would make a loop', async () => {
      const a = await configItem(db, 'loop-a');
      const b = await configItem(db, 'loop-b', { parent_id: a });
      await expectDbError(db.query('UPDATE config_items SET parent_id = $1 WHERE id = $2', [b, a]), '23514');
      await expectDbError(db.query('UPDATE config_items SET parent_id = id WHERE id = $1', [a]), '23514');
    });
  });

  describe('related_configs_recursive', () => {
    it('works with only the config id, and terminates on a cycle A -> B -> A', async () => {
      const a = await configItem(db, 'cycle-a');
      const b = await configItem(db, 'cycle-b');
      await link(a, b);
      await link(b, a);
      const rows = await related('SELECT id, name, depth, direction, related_ids FROM related_configs_recursive($1)', [a]);
      expect(rows).toEqual([{ id: b, name: 'cycle-b', depth: 1, direction: 'both', related_ids: [a] }]);
    });

    it('honours max_depth, orders by depth and names where each row was reached from', async () => {
      const chain: string[] = [];
      for (let i = 0; i < 7; i++) chain.push(await configItem(db, `chain-${i}`));
      for (let i = 0; i < 6; i++) await link(chain[i]!, chain[i + 1]!);
      const all = await related('SELECT id, depth, related_ids FROM related_configs_recursive($1)', [chain[0]]);
      // default max_depth is 5
      expect(all.map((r) => r.depth)).toEqual([1, 2, 3, 4, 5]);
      expect(all.map((r) => r.id)).toEqual(chain.slice(1, 6));
      expect(all[2]!.related_ids).toEqual([chain[2]]);
      const two = await related('SELECT id FROM related_configs_recursive($1, max_depth => 2)', [chain[0]]);
      expect(two.map((r) => r.id)).toEqual([chain[1], chain[2]]);
    });

    it('follows only the asked direction and relation kind', async () => {
      const parent = await configItem(db, 'dir-parent');
      const self = await configItem(db, 'dir-self', { parent_id: parent });
      await configItem(db, 'dir-child', { parent_id: self });
      const peer = await configItem(db, 'dir-peer');
      await link(self, peer, 'Uses');
      const names = async (args: string): Promise<string[]> =>
        (await related(`SELECT name FROM related_configs_recursive($1${args})`, [self])).map((r) => r.name).sort();

      expect(await names('')).toEqual(['dir-child', 'dir-parent', 'dir-peer']);
      expect(await names(", type_filter => 'outgoing'")).toEqual(['dir-child', 'dir-peer']);
      expect(await names(", type_filter => 'incoming'")).toEqual(['dir-parent']);
      expect(await names(", type_filter => 'outgoing', outgoing_relation => 'hard'")).toEqual(['dir-child']);
      expect(await names(", type_filter => 'outgoing', outgoing_relation => 'soft'")).toEqual(['dir-peer']);
      expect(await names(", type_filter => 'all', incoming_relation => 'soft', outgoing_relation => 'hard'")).toEqual(['dir-child']);
    });

    it('leaves deleted configs out unless include_deleted_configs', async () => {
      const root = await configItem(db, 'del-root');
      const gone = await configItem(db, 'del-gone', { parent_id: root });
      await configItem(db, 'del-live', { parent_id: root });
      await db.query('UPDATE config_items SET deleted_at = now() WHERE id = $1', [gone]);
      const live = await related('SELECT name, deleted_at FROM related_configs_recursive($1)', [root]);
      expect(live.map((r) => r.name)).toEqual(['del-live']);
      const withDeleted = await related('SELECT name, deleted_at FROM related_configs_recursive($1, include_deleted_configs => true)', [root]);
      expect(withDeleted.map((r) => r.name)).toEqual(['del-gone', 'del-live']);
      expect(withDeleted[0]!.deleted_at).toBeInstanceOf(Date);
    });

    it('returns the columns of the configs view plus related_ids, depth and direction', async () => {
      const a = await configItem(db, 'shape-a', { tags: JSON.stringify({ namespace: 'web' }), health: 'healthy', status: 'Running' });
      const b = await configItem(db, 'shape-b', { parent_id: a, labels: JSON.stringify({ app: 'b' }) });
      const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM related_configs_recursive($1)', [b]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: a, name: 'shape-a', namespace: 'web', health: 'healthy', status: 'Running', depth: 1 });
      const view = await db.query<Record<string, unknown>>('SELECT * FROM configs LIMIT 1');
      for (const column of Object.keys(view.rows[0]!)) expect(rows[0]).toHaveProperty(column);
      expect(rows[0]).toHaveProperty('related_ids');
    });
  });

  describe('related_changes_recursive', () => {
    it('returns the config’s own changes and, downstream by default, its children’s', async () => {
      const parent = await configItem(db, 'chg-parent');
      const self = await configItem(db, 'chg-self', { parent_id: parent });
      const child = await configItem(db, 'chg-child', { parent_id: self });
      for (const [config, type] of [
        [parent, 'ParentChange'],
        [self, 'SelfChange'],
        [child, 'ChildChange'],
      ] as const) {
        await db.query('INSERT INTO config_changes (config_id, change_type) VALUES ($1, $2)', [config, type]);
      }
      const types = async (args: string): Promise<string[]> => {
        const { rows } = await db.query<{ change_type: string }>(
          `SELECT change_type FROM related_changes_recursive($1${args})`,
          [self],
        );
        return rows.map((r) => r.change_type).sort();
      };
      expect(await types('')).toEqual(['ChildChange', 'SelfChange']);
      expect(await types(", type_filter => 'upstream'")).toEqual(['ParentChange', 'SelfChange']);
      expect(await types(", type_filter => 'all'")).toEqual(['ChildChange', 'ParentChange', 'SelfChange']);
      expect(await types(", type_filter => 'none'")).toEqual(['SelfChange']);
      expect(await types(", 'downstream', false, 0")).toEqual(['SelfChange']);
    });
  });

  describe('health events', () => {
    it('enqueues config.<health> when an item’s health changes, once per change', async () => {
      const item = await configItem(db, 'health-item', { health: 'healthy' });
      expect(await events(db, item)).toEqual([]);
      await db.query("UPDATE config_items SET health = 'unhealthy' WHERE id = $1", [item]);
      await db.query("UPDATE config_items SET health = 'unhealthy', status = 'CrashLoop' WHERE id = $1", [item]);
      expect(await events(db, item)).toEqual([{ name: 'config.unhealthy', attempts: 0, error: null }]);
      await db.query("UPDATE config_items SET health = 'healthy' WHERE id = $1", [item]);
      expect((await events(db, item)).map((e) => e.name)).toEqual(['config.healthy', 'config.unhealthy']);
    });
  });

  describe('soft delete', () => {
    it('soft-deletes an item’s relationships with it', async () => {
      const a = await configItem(db, 'sd-a');
      const b = await configItem(db, 'sd-b', { parent_id: a });
      const c = await configItem(db, 'sd-c');
      await link(c, a);
      const topology = await insert(db, 'topologies', { name: 'sd-topology' });
      const component = await insert(db, 'components', { topology_id: topology, name: 'sd-component', type: 'svc' });
      await db.query("INSERT INTO config_component_relationships (component_id, config_id, selector_id) VALUES ($1, $2, 'manual')", [
        component,
        a,
      ]);
      await db.query('UPDATE config_items SET deleted_at = now() WHERE id = $1', [a]);
      const { rows } = await db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM config_relationships WHERE (config_id = $1 OR related_id = $1) AND deleted_at IS NULL)
              + (SELECT count(*) FROM config_component_relationships WHERE config_id = $1 AND deleted_at IS NULL) AS n`,
        [a],
      );
      expect(rows[0]!.n).toBe(0);
      // the child itself stays
      const child = await db.query<{ deleted_at: Date | null }>('SELECT deleted_at FROM config_items WHERE id = $1', [b]);
      expect(child.rows[0]!.deleted_at).toBeNull();
    });
  });

  describe('views', () => {
    it('configs counts recent changes and open analyses and takes the namespace from tags', async () => {
      const item = await configItem(db, 'view-item', { tags: JSON.stringify({ namespace: 'shop', cluster: 'eu' }), config: '{"a":1}' });
      await db.query("INSERT INTO config_changes (config_id, change_type) VALUES ($1, 'diff'), ($1, 'diff')", [item]);
      await db.query("INSERT INTO config_changes (config_id, change_type, created_at) VALUES ($1, 'old', now() - interval '8 days')", [item]);
      await db.query(
        `INSERT INTO config_analysis (config_id, analyzer, analysis_type, status) VALUES
           ($1, 'a1', 'security', 'open'), ($1, 'a2', 'security', 'open'), ($1, 'a3', 'cost', 'resolved')`,
        [item],
      );
      const { rows } = await db.query<{ namespace: string; changes: number; analysis: Record<string, number> }>(
        'SELECT namespace, changes, analysis FROM configs WHERE id = $1',
        [item],
      );
      expect(rows[0]).toEqual({ namespace: 'shop', changes: 2, analysis: { security: 2 } });
      const detail = await db.query<{ config: unknown; summary: Record<string, number>; scraper: unknown; agent: unknown }>(
        'SELECT config, summary, scraper, agent FROM config_detail WHERE id = $1',
        [item],
      );
      expect(detail.rows[0]).toMatchObject({
        config: { a: 1 },
        summary: { changes: 3, analysis: 2, relationships: 0, playbook_runs: 0, checks: 0 },
        scraper: null,
        agent: { id: '00000000-0000-0000-0000-000000000000', name: 'local' },
      });
      const tags = await db.query<{ key: string; value: string }>("SELECT key, value FROM config_tags WHERE key = 'cluster'");
      expect(tags.rows).toEqual([{ key: 'cluster', value: 'eu' }]);
    });

    it('list views hide deleted items while configs keeps them for the deleted toggle', async () => {
      const item = await configItem(db, 'hidden-item', { type: 'Hidden::Kind', labels: JSON.stringify({ ghost: 'yes' }) });
      await db.query('UPDATE config_items SET deleted_at = now() WHERE id = $1', [item]);
      const names = await db.query('SELECT 1 FROM config_names WHERE id = $1', [item]);
      const types = await db.query("SELECT 1 FROM config_types WHERE type = 'Hidden::Kind'");
      const labels = await db.query("SELECT 1 FROM config_labels WHERE key = 'ghost'");
      const configs = await db.query<{ deleted_at: Date | null }>('SELECT deleted_at FROM configs WHERE id = $1', [item]);
      expect([names.rows.length, types.rows.length, labels.rows.length]).toEqual([0, 0, 0]);
      expect(configs.rows[0]!.deleted_at).toBeInstanceOf(Date);
    });

    it('lookup_analysis_by_component finds analyses of configs linked to the component or below it', async () => {
      const topology = await insert(db, 'topologies', { name: 'analysis-topology' });
      const parent = await insert(db, 'components', { topology_id: topology, name: 'parent', type: 'app' });
      const child = await insert(db, 'components', { topology_id: topology, name: 'child', type: 'app', parent_id: parent });
      const direct = await configItem(db, 'an-direct');
      const below = await configItem(db, 'an-below');
      await configItem(db, 'an-unrelated');
      await db.query('INSERT INTO config_component_relationships (component_id, config_id) VALUES ($1, $2), ($3, $4)', [
        parent,
        direct,
        child,
        below,
      ]);
      await db.query("INSERT INTO config_analysis (config_id, analyzer) VALUES ($1, 'direct'), ($2, 'below')", [direct, below]);
      const { rows } = await db.query<{ analyzer: string }>('SELECT analyzer FROM lookup_analysis_by_component($1) ORDER BY analyzer', [
        parent,
      ]);
      expect(rows.map((r) => r.analyzer)).toEqual(['below', 'direct']);
      const byComponent = await db.query<{ analyzer: string }>('SELECT analyzer FROM analysis_by_component WHERE component_id = $1', [
        child,
      ]);
      expect(byComponent.rows).toEqual([{ analyzer: 'below' }]);
    });
  });
});
