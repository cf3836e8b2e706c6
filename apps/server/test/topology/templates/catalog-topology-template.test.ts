import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogTopologyTemplate } from '#src/topology/templates/catalog-topology.template.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { topologyKit } from '../topology-test-kit.ts';

describe(`the catalog topology template (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  const kit = topologyKit(
    () => t,
    () => editor,
  );

  /** A config item as a scraper writes it: its parent is the catalog's hard relationship to it. */
  const item = async (name: string, type: string, tags: Record<string, string>, parentId: string | null = null, labels: Record<string, string> = {}, health = 'healthy') => {
    const { rows } = await t.db.query<{ id: string }>(
      'INSERT INTO config_items (name, type, config_class, tags, labels, parent_id, health) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7) RETURNING id',
      [name, type, type.split('::')[1], JSON.stringify(tags), JSON.stringify(labels), parentId, health],
    );
    return rows[0]!.id;
  };

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    const prod = { cluster: 'prod' };
    const shop = await item('shop', 'Kubernetes::Namespace', prod);
    await item('empty', 'Kubernetes::Namespace', prod);
    const inShop = { ...prod, namespace: 'shop' };
    const storefront = await item('storefront', 'Kubernetes::Deployment', inShop, shop, { 'app.kubernetes.io/part-of': 'shop' });
    const replicaSet = await item('storefront-7c9f', 'Kubernetes::ReplicaSet', inShop, storefront);
    await item('storefront-7c9f-a', 'Kubernetes::Pod', inShop, replicaSet);
    await item('storefront-7c9f-b', 'Kubernetes::Pod', inShop, replicaSet, {}, 'unhealthy');
    const database = await item('db', 'Kubernetes::StatefulSet', inShop, shop, { 'app.kubernetes.io/part-of': 'shop' });
    await item('db-0', 'Kubernetes::Pod', inShop, database);
    const report = await item('report', 'Kubernetes::CronJob', inShop, shop, { 'app.kubernetes.io/part-of': 'reports' });
    const job = await item('report-1', 'Kubernetes::Job', inShop, report);
    await item('report-1-x', 'Kubernetes::Pod', inShop, job);
    await item('debug', 'Kubernetes::Pod', inShop, shop);
    const staging = await item('shop', 'Kubernetes::Namespace', { cluster: 'staging' });
    await item('storefront', 'Kubernetes::Deployment', { cluster: 'staging', namespace: 'shop' }, staging, { 'app.kubernetes.io/part-of': 'shop' }, 'unhealthy');
    await item('shop-db', 'Postgres::Database', { namespace: 'shop' });
    // Relationships other than parents do not shape the tree.
    await t.db.query("INSERT INTO config_relationships (config_id, related_id, relation) SELECT s.id, p.id, 'ServicePod' FROM config_items s, config_items p WHERE s.name = 'db' AND p.name = 'debug'");
  });
  afterAll(async () => {
    await t?.close();
  });

  it('builds every cluster, its namespaces, their workloads and each workload’s pods through its owners, linking workloads and pods to their items', async () => {
    const id = await kit.save('kubernetes', catalogTopologyTemplate());
    expect(await kit.run(id)).toMatchObject({ status: 'SUCCESS', error_count: 0 });

    expect(await kit.shape(id)).toEqual([
      '- > kubernetes',
      'db > db-0',
      'kubernetes > prod',
      'kubernetes > staging',
      'prod > empty',
      'prod > shop',
      'report > report-1-x',
      'shop > db',
      'shop > debug',
      'shop > report',
      'shop > storefront',
      'shop > storefront',
      'staging > shop',
      'storefront > storefront-7c9f-a',
      'storefront > storefront-7c9f-b',
    ]);
    const tree = await kit.tree(id);
    const prodCluster = tree.find((row) => row.name === 'prod')!;
    expect(prodCluster).toMatchObject({ type: 'Kubernetes::Cluster', configs: [] });
    const prodStorefront = tree.find((row) => row.name === 'storefront' && row.path.split('.').includes(prodCluster.id))!;
    expect(prodStorefront).toMatchObject({ type: 'Kubernetes::Deployment', configs: ['storefront'], labels: { cluster: 'prod', namespace: 'shop', 'app.kubernetes.io/part-of': 'shop' } });
    expect(tree.find((row) => row.name === 'storefront-7c9f-b')).toMatchObject({ type: 'Kubernetes::Pod', configs: ['storefront-7c9f-b'], is_leaf: true });
    expect(tree.find((row) => row.name === 'shop' && row.parent === 'prod')).toMatchObject({ type: 'Kubernetes::Namespace', configs: [] });
  });

  it('builds one cluster with its namespaces at the top when named', async () => {
    const id = await kit.save('prod', catalogTopologyTemplate({ clusterName: 'prod' }));
    expect(await kit.run(id)).toMatchObject({ status: 'SUCCESS' });
    const shape = await kit.shape(id);
    expect(shape.filter((edge) => edge.startsWith('prod >'))).toEqual(['prod > empty', 'prod > shop']);
    expect(shape).toContain('shop > storefront');
    expect(shape).not.toContain('- > staging');
    expect(await kit.component(id, 'prod')).toMatchObject({ type: 'Kubernetes::Cluster', parent: null });
  });

  it('groups the workloads by a chosen tag, naming apart workloads of one name', async () => {
    const id = await kit.save('applications', catalogTopologyTemplate({ groupByTag: 'app.kubernetes.io/part-of' }));
    expect(await kit.run(id)).toMatchObject({ status: 'SUCCESS' });
    expect(await kit.shape(id)).toEqual([
      '- > applications',
      'applications > debug',
      'applications > reports',
      'applications > shop',
      'db > db-0',
      'prod/shop/storefront > storefront-7c9f-a',
      'prod/shop/storefront > storefront-7c9f-b',
      'report > report-1-x',
      'reports > report',
      'shop > db',
      'shop > prod/shop/storefront',
      'shop > staging/shop/storefront',
    ]);
  });

  it('serves the templates to readers of topologies, each a spec a topology can be saved with', async () => {
    const viewer = await t.person({ roles: ['viewer'] });
    const response = await t.app.inject({ method: 'GET', url: '/api/topology/templates', headers: viewer.headers });
    expect(response.statusCode, response.body).toBe(200);
    const templates = response.json<{ name: string; description: string; spec: unknown }[]>();
    expect(templates.map((template) => template.name)).toEqual(['kubernetes-clusters', 'kubernetes-applications']);
    for (const template of templates) {
      expect(template.description).not.toBe('');
      const id = await kit.save(`from-${template.name}`, template.spec);
      expect((await kit.run(id)).status).toBe('SUCCESS');
    }

    const agent = await t.person({ roles: ['agent'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/topology/templates', headers: agent.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/topology/templates' })).statusCode).toBe(401);
  });
});
