import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { seedSources, topologyKit } from './topology-test-kit.ts';

describe(`a topology run builds components from its spec (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  const kit = topologyKit(
    () => t,
    () => editor,
  );

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    await seedSources(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes the topology as a root component with static components nested to any depth, their properties, declared status and owner team', async () => {
    const id = await kit.save('shop', {
      apiVersion: 'canaries.flanksource.com/v1',
      kind: 'Topology',
      metadata: { name: 'shop', namespace: 'default', labels: { env: 'demo' } },
      spec: {
        type: 'Shop',
        icon: 'shop',
        properties: [{ name: 'region', text: 'eu-west' }],
        components: [
          {
            name: 'frontend',
            type: 'Tier',
            owner: 'web',
            status: 'healthy',
            properties: [{ name: 'sla', value: 99.9, unit: '%', headline: true }],
            components: [{ name: 'web', type: 'Service', components: [{ name: 'nginx', type: 'Process', labels: { role: 'proxy' } }] }],
          },
          { name: 'backend', type: 'Tier' },
        ],
      },
    });
    const outcome = await kit.run(id);
    expect(outcome).toMatchObject({ status: 'SUCCESS', success_count: 5, error_count: 0, errors: [] });

    expect(await kit.shape(id)).toEqual(['- > shop', 'frontend > web', 'shop > backend', 'shop > frontend', 'web > nginx']);
    const root = await kit.component(id, 'shop');
    expect(root).toMatchObject({ type: 'Shop', path: '', is_leaf: false, status: 'unknown' });
    expect(kit.property(root, 'region')).toMatchObject({ text: 'eu-west' });
    const frontend = await kit.component(id, 'frontend');
    expect(frontend).toMatchObject({ status: 'healthy', is_leaf: false, teams: ['web'], path: root.id });
    expect(kit.property(frontend, 'sla')).toMatchObject({ value: 99.9, unit: '%', headline: true });
    const nginx = await kit.component(id, 'nginx');
    const web = await kit.component(id, 'web');
    expect(nginx).toMatchObject({ is_leaf: true, status: 'unknown', labels: { role: 'proxy' }, path: `${root.id}.${frontend.id}.${web.id}` });
    expect((await kit.component(id, 'backend')).is_leaf).toBe(true);
  });

  it('looks up config items by types, tags, labels and field selectors, each becoming a child linked to its item', async () => {
    const id = await kit.save('catalog-lookups', {
      components: [
        { name: 'deployments', type: 'Group', lookup: { catalog: [{ name: 'shop deployments', selector: [{ types: ['Kubernetes::Deployment'], tagSelector: 'namespace=shop' }] }] } },
        { name: 'web team', type: 'Group', lookup: { catalog: [{ selector: [{ labelSelector: 'team=billing' }] }] } },
        { name: 'pending', type: 'Group', lookup: { catalog: [{ selector: [{ types: ['Kubernetes::Pod'], fieldSelector: 'config_class=Pod,name!=storefront-pod' }] }] } },
        { name: 'by name', type: 'Group', lookup: { catalog: [{ selector: [{ name: 'shop-db' }] }] } },
      ],
    });
    expect((await kit.run(id)).status).toBe('SUCCESS');
    expect(await kit.shape(id)).toEqual([
      '- > catalog-lookups',
      'by name > shop-db',
      'catalog-lookups > by name',
      'catalog-lookups > deployments',
      'catalog-lookups > pending',
      'catalog-lookups > web team',
      'deployments > cart',
      'deployments > storefront',
      'pending > cart-pod',
      'web team > payments',
    ]);
    const storefront = await kit.component(id, 'storefront');
    expect(storefront).toMatchObject({ type: 'Kubernetes::Deployment', configs: ['storefront'], is_leaf: true, labels: { namespace: 'shop', app: 'storefront', team: 'web' } });
  });

  it('looks up checks and the components of other topologies, and maps lookup results through display expressions', async () => {
    const other = await kit.save('other', { components: [{ name: 'queue', type: 'Broker', status: 'warning', labels: { tier: 'messaging' } }] });
    await kit.run(other);
    const id = await kit.save('mixed-lookups', {
      components: [
        { name: 'probes', type: 'Group', lookup: { checks: [{ selector: [{ types: ['http'], labelSelector: 'app in (storefront,cart)' }] }] } },
        { name: 'shared', type: 'Group', lookup: { components: [{ selector: [{ types: ['Broker'] }] }] } },
        {
          name: 'services',
          type: 'Group',
          lookup: {
            catalog: [
              {
                selector: [{ types: ['Kubernetes::Deployment'] }],
                display: { expr: "results.map(r, {'name': r.name + '-svc', 'type': 'Service', 'labels': {'app': r.labels.app}, 'properties': [{'name': 'replicas', 'value': r.config.spec.replicas}]})" },
              },
            ],
          },
        },
      ],
    });
    const outcome = await kit.run(id);
    expect(outcome.errors).toEqual([]);
    const probes = (await kit.tree(id)).filter((row) => row.parent === 'probes');
    expect(probes.map((row) => [row.name, row.type, row.checks])).toEqual([
      ['cart-http', 'http', ['cart-http']],
      ['storefront-http', 'http', ['storefront-http']],
    ]);
    expect(await kit.component(id, 'queue')).toMatchObject({ parent: 'shared', type: 'Broker', status: 'warning', labels: { tier: 'messaging' } });
    const services = (await kit.tree(id)).filter((row) => row.parent === 'services');
    expect(services.map((row) => row.name)).toEqual(['cart-svc', 'payments-svc', 'storefront-svc']);
    expect(kit.property(services[2]!, 'replicas')).toMatchObject({ value: 3 });
    expect(services[2]!.labels).toEqual({ app: 'storefront' });
  });

  it('links config items and checks its selectors pick, drops links it no longer selects and leaves others alone', async () => {
    const id = await kit.save('links', {
      components: [
        {
          name: 'storefront',
          type: 'Application',
          configs: [{ labelSelector: 'app=storefront' }],
          checks: [{ selector: { labelSelector: 'app=storefront' } }],
        },
      ],
    });
    await kit.run(id);
    const before = await kit.component(id, 'storefront');
    expect(before.configs).toEqual(['storefront', 'storefront-pod']);
    expect(before.checks).toEqual(['storefront-http']);
    // A link a user made by hand, and one of a check's own relationships, are not the topology's.
    await t.db.query("INSERT INTO config_component_relationships (component_id, config_id, selector_id) SELECT $1, id, 'manual' FROM config_items WHERE name = 'shop-db'", [before.id]);
    await t.db.query("INSERT INTO check_component_relationships (component_id, check_id, canary_id, selector_id) SELECT $1, id, canary_id, 'check-relationships:x' FROM checks WHERE name = 'cart-http'", [before.id]);

    await kit.update(id, {
      // canary-checker's older config query (type, tags) reads as the resource selector it means.
      components: [{ name: 'storefront', type: 'Application', configs: [{ type: 'Kubernetes::Deployment', name: 'storefront', tags: { namespace: 'shop' } }], checks: [{ selector: { name: 'shop-db-port' } }] }],
    });
    await kit.run(id);
    const after = await kit.component(id, 'storefront');
    expect(after.id).toBe(before.id);
    expect(after.configs).toEqual(['shop-db', 'storefront']);
    expect(after.checks).toEqual(['cart-http', 'shop-db-port']);
    const { rows } = await t.db.query<{ name: string; deleted: boolean }>(
      `SELECT i.name, r.deleted_at IS NOT NULL AS deleted FROM config_component_relationships r JOIN config_items i ON i.id = r.config_id
       WHERE r.component_id = $1 AND r.selector_id = $2 ORDER BY i.name`,
      [before.id, `topology:${id}`],
    );
    expect(rows).toEqual([
      { name: 'storefront', deleted: false },
      { name: 'storefront-pod', deleted: true },
    ]);
  });

  it('reads properties from the catalog (configLookup with JSONPath and CEL) and from lookups, with headline, unit, max, color and links', async () => {
    const id = await kit.save('properties', {
      components: [
        {
          name: 'database',
          type: 'Database',
          properties: [
            { name: 'size', unit: 'MB', max: 1024, headline: true, configLookup: { config: { name: 'shop-db', type: 'Postgres::Database' }, field: '$.size_mb' } },
            { name: 'version', configLookup: { config: { name: 'shop-db' }, display: { expr: "'v' + config.version" } } },
            { name: 'replicas', color: 'green', configLookup: { config: { tags: { namespace: 'shop' }, types: ['Postgres::Database'] }, display: { expr: 'config.replicas * 2' } } },
            { name: 'missing', configLookup: { config: { name: 'no-such-item' }, field: '$.x' } },
            {
              name: 'pods',
              headline: true,
              max: 10,
              links: [{ type: 'catalog', url: '/catalog?type=Kubernetes::Pod', text: 'Pods' }],
              lookup: { catalog: [{ selector: [{ types: ['Kubernetes::Pod'] }] }] },
            },
            { name: 'running', lookup: { catalog: [{ selector: [{ types: ['Kubernetes::Pod'] }], display: { expr: "results.filter(r, r.config.status.phase == 'Running').size()" } }] } },
            { name: 'phases', lookup: { catalog: [{ selector: [{ types: ['Kubernetes::Pod'] }], display: { expr: "results.map(r, r.config.status.phase).join(', ')" } }] } },
          ],
        },
      ],
    });
    const outcome = await kit.run(id);
    expect(outcome.status).toBe('WARNING');
    expect(outcome.errors).toEqual(['spec.components[0].properties[3].configLookup: no config item matches']);
    const database = await kit.component(id, 'database');
    expect(kit.property(database, 'size')).toEqual({ name: 'size', unit: 'MB', max: 1024, headline: true, value: 512 });
    expect(kit.property(database, 'version')).toMatchObject({ text: 'v16.2' });
    expect(kit.property(database, 'replicas')).toMatchObject({ value: 4, color: 'green' });
    expect(kit.property(database, 'missing')).toEqual({ name: 'missing' });
    expect(kit.property(database, 'pods')).toMatchObject({ value: 2, max: 10, headline: true, links: [{ type: 'catalog', url: '/catalog?type=Kubernetes::Pod', text: 'Pods' }] });
    expect(kit.property(database, 'running')).toMatchObject({ value: 1 });
    expect(kit.property(database, 'phases')).toMatchObject({ text: 'Pending, Running' });
  });

  it('applies forEach to each looked-up child: templated properties, links and nested components', async () => {
    const id = await kit.save('for-each', {
      components: [
        {
          name: 'apps',
          type: 'Group',
          lookup: { catalog: [{ selector: [{ types: ['Kubernetes::Deployment'], tagSelector: 'namespace=shop' }] }] },
          forEach: {
            properties: [{ name: 'owner', text: '$(.component.labels.team)' }, { name: 'replicas', configLookup: { config: { name: '{{ .component.name }}' }, field: '$.spec.replicas' } }],
            configs: [{ types: ['Kubernetes::Pod'], labelSelector: 'app=$(.component.name)' }],
            checks: [{ selector: { name: '$(.component.name)-http' } }],
            components: [{ name: '$(.component.name) pods', type: 'PodGroup', lookup: { catalog: [{ selector: [{ types: ['Kubernetes::Pod'], labelSelector: 'app=$(.component.name)' }] }] } }],
          },
        },
      ],
    });
    const outcome = await kit.run(id);
    expect(outcome.errors).toEqual([]);
    expect(await kit.shape(id)).toEqual([
      '- > for-each',
      'apps > cart',
      'apps > storefront',
      'cart > cart pods',
      'cart pods > cart-pod',
      'for-each > apps',
      'storefront > storefront pods',
      'storefront pods > storefront-pod',
    ]);
    const storefront = await kit.component(id, 'storefront');
    expect(kit.property(storefront, 'owner')).toMatchObject({ text: 'web' });
    expect(kit.property(storefront, 'replicas')).toMatchObject({ value: 3 });
    expect(storefront.configs).toEqual(['storefront', 'storefront-pod']);
    expect(storefront.checks).toEqual(['storefront-http']);
    expect((await kit.component(id, 'cart')).checks).toEqual(['cart-http']);
  });

  it('groups looked-up children by a tag, and moves components under the parent their parentLookup names', async () => {
    const id = await kit.save('grouped', {
      components: [
        { name: 'namespaces', type: 'Group', groupBy: { tag: 'namespace' }, lookup: { catalog: [{ selector: [{ types: ['Kubernetes::Deployment'] }] }] } },
        { name: 'databases', type: 'Group', components: [{ name: 'shop-db', type: 'Database' }] },
        { name: 'cache', type: 'Cache', parentLookup: { name: 'shop-db', type: 'Database' } },
        { name: 'orphan', type: 'Cache', parentLookup: { name: 'nowhere' } },
      ],
    });
    const outcome = await kit.run(id);
    expect(outcome.status).toBe('WARNING');
    expect(outcome.errors).toEqual(['component orphan: parentLookup found no component {"name":"nowhere"}']);
    expect(await kit.shape(id)).toEqual([
      '- > grouped',
      'billing > payments',
      'databases > shop-db',
      'grouped > databases',
      'grouped > namespaces',
      'grouped > orphan',
      'namespaces > billing',
      'namespaces > shop',
      'shop > cart',
      'shop > storefront',
      'shop-db > cache',
    ]);
    expect(await kit.component(id, 'shop')).toMatchObject({ type: 'namespace', labels: { namespace: 'shop' } });
  });

  it('writes a declared status on every run and leaves an undeclared one to the roll-ups', async () => {
    const id = await kit.save('statuses', { components: [{ name: 'declared', type: 'Service', status: 'unhealthy', statusReason: 'down for maintenance' }, { name: 'computed', type: 'Service' }] });
    await kit.run(id);
    expect(await kit.component(id, 'declared')).toMatchObject({ status: 'unhealthy' });
    expect(await kit.component(id, 'computed')).toMatchObject({ status: 'unknown' });
    // What a roll-up (or anyone) wrote since: the spec's word wins where it has one.
    await t.db.query("UPDATE components SET status = 'healthy' WHERE topology_id = $1 AND name IN ('declared', 'computed')", [id]);
    await kit.run(id);
    expect(await kit.component(id, 'declared')).toMatchObject({ status: 'unhealthy' });
    expect(await kit.component(id, 'computed')).toMatchObject({ status: 'healthy' });
    const { rows } = await t.db.query<{ status_reason: string }>("SELECT status_reason FROM components WHERE topology_id = $1 AND name = 'declared'", [id]);
    expect(rows[0]!.status_reason).toBe('down for maintenance');
  });

  it('soft-deletes the components a run no longer produces, and restores them when they come back', async () => {
    const spec = (names: string[]) => ({ components: [{ name: 'tier', type: 'Tier', components: names.map((name) => ({ name, type: 'Service', components: [{ name: `${name}-worker`, type: 'Worker' }] })) }] });
    const id = await kit.save('vanishing', spec(['a', 'b']));
    await kit.run(id);
    const b = await kit.component(id, 'b');
    await kit.update(id, spec(['a']));
    const outcome = await kit.run(id);
    expect(outcome.deleted_count).toBe(2);
    expect(await kit.shape(id)).toEqual(['- > vanishing', 'a > a-worker', 'tier > a', 'vanishing > tier']);
    const { rows } = await t.db.query<{ name: string }>('SELECT name FROM components WHERE topology_id = $1 AND deleted_at IS NOT NULL ORDER BY name', [id]);
    expect(rows.map((row) => row.name)).toEqual(['b', 'b-worker']);

    await kit.update(id, spec(['a', 'b']));
    await kit.run(id);
    expect((await kit.component(id, 'b')).id).toBe(b.id);
    expect(await kit.shape(id)).toContain('b > b-worker');
  });
});
