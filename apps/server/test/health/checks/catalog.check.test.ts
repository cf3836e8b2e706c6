import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CanaryRepository } from '#src/health/canary.repository.ts';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import { catalogCheck } from '#src/health/checks/catalog.check.ts';
import { parseCanarySpec } from '#src/health/spec/parse-canary-spec.ts';
import { parseYamlText } from '#src/spec/yaml-text.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

interface StoredResult {
  status: string;
  message: string | null;
  error: string | null;
  details: { results?: Record<string, unknown>[] } | null;
}

describe(`catalog check: asserts on the config items its selectors pick (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let editor: TestPerson;

  const post = (person: TestPerson, relation: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/db/${relation}`, headers: { ...person.headers, 'content-type': 'application/json', prefer: 'return=representation' }, payload: JSON.stringify(body) });

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
    editor = await t.person({ roles: ['editor'] });
    const pod = (name: string, namespace: string, health: string, labels: Record<string, string>) => ({
      name, type: 'Kubernetes::Pod', config_class: 'Pod', health, status: 'Running', deleted_at: null,
      tags: { namespace, cluster: 'demo' }, labels, config: { metadata: { name, namespace }, spec: { replicas: 1 } },
    });
    const seeded = await post(admin, 'config_items', [
      pod('web-1', 'production', 'healthy', { app: 'web', tier: 'front' }),
      pod('web-2', 'production', 'unhealthy', { app: 'web', tier: 'front' }),
      pod('worker-1', 'staging', 'healthy', { app: 'worker' }),
      {
        name: 'nginx', type: 'Kubernetes::IngressClass', config_class: 'IngressClass', health: 'healthy', status: null, deleted_at: null,
        tags: { cluster: 'demo' }, labels: null, config: { spec: { controller: 'k8s.io/ingress-nginx' } },
      },
      { ...pod('old-pod', 'production', 'healthy', { app: 'web' }), deleted_at: '2024-01-01T00:00:00Z' },
    ]);
    expect(seeded.statusCode, seeded.body).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Saves a canary through the data API as a user would, runs it once, and reads its stored results. */
  const runCanary = async (name: string, catalog: unknown[]): Promise<Record<string, StoredResult>> => {
    const saved = await post(editor, 'canaries', { name, spec: { schedule: '@every 1h', catalog } });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json<{ id: string }[]>()[0]!.id;
    const canary = (await new CanaryRepository(t.db).findLive(id))!;
    await createCanaryRuns(t.db).runs.run(canary, { nextRunAt: null });
    const { rows } = await t.db.query<StoredResult & { name: string }>(
      `SELECT c.name, c.status, s.message, s.error, s.details
       FROM checks c JOIN check_statuses s ON s.check_id = c.id WHERE c.canary_id = $1`,
      [id],
    );
    return Object.fromEntries(rows.map(({ name: checkName, ...result }) => [checkName, result]));
  };

  it('passes when its test holds, with the selected items (and their config) given to the expressions', async () => {
    const results = await runCanary('catalog-pass', [
      { name: 'ingress classes', selector: [{ types: ['Kubernetes::IngressClass'] }], test: { expr: 'size(results) > 0' } },
      {
        name: 'front pods in production',
        selector: [{ namespace: 'production', types: ['Kubernetes::Pod'], labelSelector: 'app=web,tier in (front)' }],
        test: { expr: "size(results) == 2 && results.all(item, item.config.metadata.namespace == 'production')" },
        display: { expr: "results.map(item, item.name)" },
      },
      { name: 'selectors add up', selector: [{ name: 'worker-1' }, { types: ['Kubernetes::IngressClass'] }, { name: 'worker-1' }], test: { expr: 'size(results) == 2' } },
      { name: 'by tag and negated health', selector: [{ tagSelector: 'cluster=demo', health: '!unhealthy', types: ['!Kubernetes::IngressClass'] }], display: { expr: 'results.map(item, item.name)' } },
    ]);
    expect(results['ingress classes']).toMatchObject({ status: 'healthy', message: 'selected 1 config item', error: null });
    expect(results['ingress classes']!.details!.results).toEqual([
      expect.objectContaining({ name: 'nginx', type: 'Kubernetes::IngressClass', health: 'healthy', config: { spec: { controller: 'k8s.io/ingress-nginx' } } }),
    ]);
    expect(results['front pods in production']).toMatchObject({ status: 'healthy', message: '["web-1","web-2"]' });
    expect(results['selectors add up']).toMatchObject({ status: 'healthy', message: 'selected 2 config items' });
    // The deleted pod is left out, as is every item the negations exclude.
    expect(results['by tag and negated health']).toMatchObject({ status: 'healthy', message: '["web-1","worker-1"]' });
  });

  it('fails when its test does not hold, saying what it selected', async () => {
    const results = await runCanary('catalog-fail', [
      { name: 'no unhealthy pods', selector: [{ types: ['Kubernetes::Pod'], health: 'unhealthy' }], test: { expr: 'size(results) == 0' } },
    ]);
    expect(results['no unhealthy pods']).toMatchObject({ status: 'unhealthy', message: 'selected 1 config item', error: null });
    expect(results['no unhealthy pods']!.details!.results!.map((item) => item.name)).toEqual(['web-2']);
  });

  it('selects nothing for a selector no item matches: passes without a test, fails a test that wants items', async () => {
    const results = await runCanary('catalog-empty', [
      { name: 'nothing, no test', selector: [{ types: ['AWS::EC2::Instance'] }] },
      { name: 'nothing, tested', selector: [{ namespace: 'production', labelSelector: 'app=absent' }], test: { expr: 'size(results) > 0' } },
    ]);
    expect(results['nothing, no test']).toMatchObject({ status: 'healthy', message: 'no config item matches the selector', details: { results: [] } });
    expect(results['nothing, tested']).toMatchObject({ status: 'unhealthy', message: 'no config item matches the selector' });
  });

  it('refuses a bad spec with 400 naming each field, and writes nothing', async () => {
    const refused = await post(editor, 'canaries', {
      name: 'catalog-bad',
      spec: {
        catalog: [
          { name: 'no selector' },
          { name: 'bad parts', selector: [{ labelSelector: 'app in (web', types: 'Kubernetes::Pod' }, { search: 'web' }, {}] },
          { selector: [{ name: 'web-1' }] },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    const message = refused.json<{ message: string }>().message;
    expect(message).toContain('spec.catalog[0].selector: selector is required');
    expect(message).toContain('spec.catalog[1].selector[0].labelSelector: must be a label selector such as app=web,tier in (a,b),!legacy');
    expect(message).toContain('spec.catalog[1].selector[0].types: must be a list');
    expect(message).toContain('spec.catalog[1].selector[1].search is not supported yet');
    expect(message).toContain('spec.catalog[1].selector[2]: must select by at least one of id, name, namespace, types, statuses, health, labelSelector, tagSelector');
    expect(message).toContain('spec.catalog[2].name: name is required');
    expect((await t.db.query(`SELECT 1 FROM canaries WHERE name = 'catalog-bad'`)).rows).toHaveLength(0);
  });

  it('runs the examples of the plug-in against the seeded catalog', async () => {
    const { runner } = createCanaryRuns(t.db);
    const entries = catalogCheck.examples.map((example) => (typeof example === 'string' ? parseYamlText(example) : example));
    const spec = parseCanarySpec({ catalog: entries });
    const [ingress, unhealthy] = await Promise.all(spec.checks.map((check) => runner.run(check)));
    expect(ingress).toMatchObject({ pass: true, message: 'selected 1 config item' });
    expect(unhealthy).toMatchObject({ pass: false, message: '1 unhealthy pods' });
  });
});
