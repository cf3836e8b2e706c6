import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CanaryRepository } from '#src/health/canary.repository.ts';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

interface Link {
  check: string;
  target: string;
  selector_id: string | null;
  same_canary: boolean;
}

describe(`a check's relationships link it to the config items and components they select (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let editor: TestPerson;
  let componentId: string;

  const request = (person: TestPerson, method: 'POST' | 'PATCH' | 'GET', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api/db/${url}`,
      headers: { ...person.headers, ...(body === undefined ? {} : { 'content-type': 'application/json', prefer: 'return=representation' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  const itemId = async (name: string) => (await t.db.query<{ id: string }>('SELECT id FROM config_items WHERE name = $1', [name])).rows[0]!.id;

  /** Saves a canary through the data API as a user would and answers its id. */
  const saveCanary = async (name: string, spec: unknown): Promise<string> => {
    const saved = await request(editor, 'POST', 'canaries', { name, spec });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json<{ id: string }[]>()[0]!.id;
  };
  const runCanary = async (id: string) => {
    const canary = (await new CanaryRepository(t.db).findLive(id))!;
    return createCanaryRuns(t.db).runs.run(canary, { nextRunAt: null });
  };
  /** The live links of the canary's checks, config items and components alike, by check and target name. */
  const liveLinks = async (canaryId: string): Promise<Link[]> => {
    const { rows } = await t.db.query<Link>(
      `SELECT k.name AS check, i.name AS target, r.selector_id, r.canary_id = k.canary_id AS same_canary
       FROM check_config_relationships r JOIN checks k ON k.id = r.check_id JOIN config_items i ON i.id = r.config_id
       WHERE k.canary_id = $1 AND r.deleted_at IS NULL
       UNION ALL
       SELECT k.name, c.name, r.selector_id, r.canary_id = k.canary_id
       FROM check_component_relationships r JOIN checks k ON k.id = r.check_id JOIN components c ON c.id = r.component_id
       WHERE k.canary_id = $1 AND r.deleted_at IS NULL`,
      [canaryId],
    );
    return rows.sort((a, b) => a.check.localeCompare(b.check, 'en') || a.target.localeCompare(b.target, 'en'));
  };
  const pairs = (links: Link[]) => links.map((link) => [link.check, link.target]);

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
    editor = await t.person({ roles: ['editor'] });
    const item = (name: string, type: string, labels: Record<string, string>, namespace = 'shop') => ({
      name, type, config_class: type.split('::')[1], health: 'healthy', tags: { namespace, cluster: 'demo' }, labels, config: { metadata: { name } },
    });
    const seeded = await request(admin, 'POST', 'config_items', [
      item('storefront', 'Kubernetes::Service', { app: 'storefront', team: 'web' }),
      item('cart', 'Kubernetes::Service', { app: 'cart', team: 'web' }),
      item('payments-api', 'Kubernetes::Service', { app: 'payments-api', team: 'payments' }, 'payments'),
      item('storefront-pod', 'Kubernetes::Pod', { app: 'storefront' }),
    ]);
    expect(seeded.statusCode, seeded.body).toBe(201);
    await t.db.query("UPDATE config_items SET external_id = ARRAY['cluster/payments/payments-api'] WHERE name = 'payments-api'");
    const { rows } = await t.db.query<{ id: string }>("INSERT INTO components (name, type, namespace, labels) VALUES ('Shop', 'Application', 'shop', '{\"team\":\"web\"}') RETURNING id");
    componentId = rows[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes a link for each config item and component the selectors pick after a run, by value, label and expr lookups', async () => {
    const canaryId = await saveCanary('linked', {
      schedule: '@every 1h',
      catalog: [
        {
          name: 'shop services',
          labels: { owner: 'web' },
          selector: [{ types: ['Kubernetes::Service'] }],
          relationships: {
            configs: [
              { type: { value: 'Kubernetes::Service' }, namespace: { value: 'shop' } },
              // An expr lookup sees the check (and the run's result).
              { type: { value: 'Kubernetes::Pod' }, labels: { app: 'storefront' }, name: { expr: "check.name == 'shop services' ? 'storefront-pod' : ''" } },
              { external_id: { value: 'cluster/payments/payments-api' } },
            ],
            components: [{ name: { value: 'Shop' }, labels: { team: 'web' } }],
          },
        },
        { name: 'by label', labels: { service: 'cart' }, selector: [{ name: 'cart' }], relationships: { configs: [{ name: { label: 'service' } }] } },
        { name: 'unlinked', selector: [{ name: 'cart' }] },
      ],
    });
    expect(await runCanary(canaryId)).toMatchObject({ status: 'SUCCESS' });

    const links = await liveLinks(canaryId);
    expect(pairs(links)).toEqual([
      ['by label', 'cart'],
      ['shop services', 'cart'],
      ['shop services', 'payments-api'],
      ['shop services', 'Shop'],
      ['shop services', 'storefront'],
      ['shop services', 'storefront-pod'],
    ]);
    expect(links.every((link) => link.same_canary && link.selector_id!.startsWith('check-relationships:'))).toBe(true);

    // What the catalog item's Checks tab reads, and its count.
    const checks = await request(editor, 'GET', `rpc/check_summary_for_config?config_id=${await itemId('cart')}`);
    expect(checks.statusCode, checks.body).toBe(200);
    expect(checks.json<{ name: string; status: string }[]>().map((check) => [check.name, check.status])).toEqual([['by label', 'healthy'], ['shop services', 'healthy']]);
    const detail = await request(editor, 'GET', `config_detail?id=eq.${await itemId('cart')}&select=summary`);
    expect(detail.json<{ summary: { checks: number } }[]>()[0]!.summary.checks).toBe(2);
    // What the check's Relationships reads.
    const shopCheck = (await t.db.query<{ id: string }>("SELECT id FROM checks WHERE name = 'shop services' AND canary_id = $1", [canaryId])).rows[0]!.id;
    const components = await request(editor, 'GET', `check_component_relationships?check_id=eq.${shopCheck}&deleted_at=is.null&select=component_id`);
    expect(components.json()).toEqual([{ component_id: componentId }]);

    // Another run changes nothing.
    await runCanary(canaryId);
    expect(await liveLinks(canaryId)).toEqual(links);
  });

  it('removes a link the selectors no longer match, and restores it when they match again', async () => {
    const canaryId = await saveCanary('follows-labels', {
      schedule: '@every 1h',
      catalog: [{ name: 'web team', selector: [{ name: 'cart' }], relationships: { configs: [{ type: { value: 'Kubernetes::Service' }, labels: { team: 'web' } }] } }],
    });
    await runCanary(canaryId);
    expect(pairs(await liveLinks(canaryId))).toEqual([['web team', 'cart'], ['web team', 'storefront']]);

    await t.db.query(`UPDATE config_items SET labels = '{"app":"cart","team":"payments"}' WHERE name = 'cart'`);
    await runCanary(canaryId);
    expect(pairs(await liveLinks(canaryId))).toEqual([['web team', 'storefront']]);
    const cartChecks = await request(editor, 'GET', `rpc/check_summary_for_config?config_id=${await itemId('cart')}`);
    expect(cartChecks.json<{ name: string }[]>().map((check) => check.name)).not.toContain('web team');

    await t.db.query(`UPDATE config_items SET labels = '{"app":"cart","team":"web"}' WHERE name = 'cart'`);
    await runCanary(canaryId);
    expect(pairs(await liveLinks(canaryId))).toEqual([['web team', 'cart'], ['web team', 'storefront']]);
  });

  it('leaves the links others made alone, and drops its own when its relationships are removed', async () => {
    const canaryId = await saveCanary('owned', {
      schedule: '@every 1h',
      catalog: [{ name: 'owned links', selector: [{ name: 'cart' }], relationships: { configs: [{ name: { value: 'cart' } }] } }],
    });
    await runCanary(canaryId);
    const checkId = (await t.db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1', [canaryId])).rows[0]!.id;
    await t.db.query("INSERT INTO check_config_relationships (check_id, config_id, canary_id, selector_id) VALUES ($1, $2, $3, 'manual')", [checkId, await itemId('payments-api'), canaryId]);
    await t.db.query('INSERT INTO check_component_relationships (check_id, component_id, canary_id, selector_id) VALUES ($1, $2, $3, $4)', [checkId, componentId, canaryId, 'topology-selector']);
    await runCanary(canaryId);
    expect(pairs(await liveLinks(canaryId))).toEqual([['owned links', 'cart'], ['owned links', 'payments-api'], ['owned links', 'Shop']]);

    const edited = await request(editor, 'PATCH', `canaries?id=eq.${canaryId}`, { spec: { schedule: '@every 1h', catalog: [{ name: 'owned links', selector: [{ name: 'cart' }] }] } });
    expect(edited.statusCode, edited.body).toBe(200);
    await runCanary(canaryId);
    const links = await liveLinks(canaryId);
    expect(links.map((link) => [link.target, link.selector_id])).toEqual([['payments-api', 'manual'], ['Shop', 'topology-selector']]);
  });

  it('links nothing for a lookup that yields nothing, and keeps the links of a selector whose lookup fails, saying so in the job', async () => {
    const seeded = await request(admin, 'POST', 'config_items', { name: 'probe-target', type: 'Demo::Target', config_class: 'Target', labels: { probe: 'yes' }, config: {} });
    expect(seeded.statusCode, seeded.body).toBe(201);
    // The link follows the first item the check's own probe selected: it fails when there is none.
    const canaryId = await saveCanary('lookups', {
      schedule: '@every 1h',
      catalog: [{
        name: 'looked up',
        selector: [{ labelSelector: 'probe=yes' }],
        relationships: { configs: [{ name: { label: 'absent' } }, { name: { expr: 'result.data.results[0].name' } }] },
      }],
    });
    await runCanary(canaryId);
    expect(pairs(await liveLinks(canaryId))).toEqual([['looked up', 'probe-target']]);

    await t.db.query("UPDATE config_items SET labels = '{}' WHERE name = 'probe-target'");
    const outcome = await runCanary(canaryId);
    // The check's own result is not affected; the job names the selector that could not be resolved.
    expect(outcome).toMatchObject({ status: 'SUCCESS', passed: 1 });
    expect(pairs(await liveLinks(canaryId))).toEqual([['looked up', 'probe-target']]);
    const { rows } = await t.db.query<{ details: { errors?: string[] } | null }>(
      'SELECT details FROM job_history WHERE resource_id = $1 ORDER BY time_start DESC LIMIT 1',
      [canaryId],
    );
    expect(rows[0]!.details?.errors).toEqual([expect.stringMatching(/^catalog\/looked up: relationships\.configs\[1\]\.name: lookup \(expr\): /)]);
  });

  it('refuses a bad relationships spec with 400 naming each field, and writes nothing', async () => {
    const refused = await request(editor, 'POST', 'canaries', {
      name: 'bad-relationships',
      spec: {
        catalog: [{
          name: 'bad',
          selector: [{ name: 'cart' }],
          relationships: {
            configs: [
              { name: 'cart' },
              { name: { value: 'cart', expr: "'cart'" } },
              {},
              { type: { value: 'Kubernetes::Service' }, scope: { value: 'all' } },
              { labels: { team: 'a b' } },
            ],
            components: { name: { value: 'Shop' } },
            checks: [],
          },
        }],
      },
    });
    expect(refused.statusCode).toBe(400);
    const message = refused.json<{ message: string }>().message;
    const at = 'spec.catalog[0].relationships';
    expect(message).toContain(`${at}.configs[0].name: must be an object with one of value, expr, label`);
    expect(message).toContain(`${at}.configs[1].name: must have exactly one of value, expr, label`);
    expect(message).toContain(`${at}.configs[2]: must select by at least one of id, external_id, name, namespace, type, agent, labels`);
    expect(message).toContain(`${at}.configs[3].scope is not supported yet`);
    expect(message).toContain(`${at}.configs[4].labels.team: must be a label key and value`);
    expect(message).toContain(`${at}.components: must be a list`);
    expect(message).toContain(`${at}.checks: unknown key`);
    expect((await t.db.query("SELECT 1 FROM canaries WHERE name = 'bad-relationships'")).rows).toHaveLength(0);
  });
});
