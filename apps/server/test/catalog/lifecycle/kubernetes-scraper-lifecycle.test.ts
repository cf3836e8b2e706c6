import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedKubernetesResources, startRecordedKubernetesApi, type RecordedKubernetesApi, type RecordedResource } from '#src/demo/recorded-kubernetes-api.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { expectVanishedItemAgesOut } from './support/expect-vanished-item-ages-out.ts';
import { ScraperLifecycleApp } from './support/scraper-lifecycle-app.ts';
import { expectBadSpecRefused } from './support/expect-bad-spec-refused.ts';

const isCartDeployment = (resource: RecordedResource) => resource.kind === 'Deployment' && resource.metadata.name === 'cart';
const isStorefrontSettings = (resource: RecordedResource) => resource.kind === 'ConfigMap' && resource.metadata.name === 'storefront-settings';

/** The recorded cluster with the cart deployment scaled to three replicas. */
function cartScaledUp(): RecordedResource[] {
  const resources = recordedKubernetesResources();
  (resources.find(isCartDeployment)!.spec as { replicas: number }).replicas = 3;
  return resources;
}

describe(`a kubernetes scraper's life against the recorded cluster, stored in the catalog (${testDbKind})`, () => {
  let app: ScraperLifecycleApp;
  let api: RecordedKubernetesApi;
  let scraperId: string;
  let spec: unknown;

  beforeAll(async () => {
    api = await startRecordedKubernetesApi();
    spec = { kubernetes: [{ clusterName: 'demo', kubeconfig: api.kubeconfig }] };
    app = await ScraperLifecycleApp.start();
  });
  afterAll(async () => {
    await app?.close();
    await api?.close();
  });

  it('stores every listed resource as an item of its kind and name when an admin creates the scraper and runs it now', async () => {
    scraperId = await app.createScraper('demo-cluster', spec);
    const answer = await app.runNow(scraperId);
    expect(answer).toMatchObject({ message: 'Scraper demo-cluster ran: SUCCESS', payload: { status: 'SUCCESS', errors: [], scrape_summary: { created: 20 } } });
    const items = await app.itemsOf(scraperId);
    expect(items).toHaveLength(20);
    expect(items.filter((item) => item.type === 'Kubernetes::Deployment').map((item) => item.name)).toEqual(['cart', 'payments-api', 'storefront']);
    expect(items.filter((item) => item.type === 'Kubernetes::ConfigMap').map((item) => item.name)).toEqual(['storefront-settings']);
    expect(items.some((item) => item.type === 'Kubernetes::Secret')).toBe(false);
    const cart = await app.itemNamed(scraperId, 'Kubernetes::Deployment', 'cart');
    expect(cart.config).toMatchObject({ kind: 'Deployment', metadata: { name: 'cart', namespace: 'shop' }, spec: { replicas: 1 } });
  });

  it('records a scaled deployment as a diff change naming spec.replicas, and stores the new spec', async () => {
    api.load(cartScaledUp());
    const answer = await app.runNow(scraperId);
    expect(answer.payload).toMatchObject({ status: 'SUCCESS', scrape_summary: { created: 0, updated: 1 } });
    const cart = await app.itemNamed(scraperId, 'Kubernetes::Deployment', 'cart');
    expect(cart.config).toMatchObject({ spec: { replicas: 3 } });
    const diffs = (await app.changesOf(cart.id)).filter((change) => change.change_type === 'diff');
    expect(diffs).toEqual([{ change_type: 'diff', summary: 'spec.replicas' }]);
    expect((await app.diffsOf(cart.id)).map((diff) => diff.patches)).toEqual([{ spec: { replicas: 3 } }]);
    const storefront = await app.itemNamed(scraperId, 'Kubernetes::Deployment', 'storefront');
    expect((await app.changesOf(storefront.id)).filter((change) => change.change_type === 'diff')).toEqual([]);
  });

  it('keeps a config map the cluster no longer lists until it has not been seen for a day, then deletes it as STALE', async () => {
    api.load(cartScaledUp().filter((resource) => !isStorefrontSettings(resource)));
    const answer = await app.runNow(scraperId);
    expect(answer.payload).toMatchObject({ status: 'SUCCESS', success_count: 19 });
    await expectVanishedItemAgesOut(app, scraperId, { type: 'Kubernetes::ConfigMap', name: 'storefront-settings' });
  });

  it('refuses a kubernetes entry with a namespace that is no namespace name, naming the field, on create and on update, and changes nothing', async () => {
    const badSpec = { kubernetes: [{ clusterName: 'demo', kubeconfig: api.kubeconfig, namespace: 'Shop_Front' }] };
    await expectBadSpecRefused(app, { id: scraperId, storedSpec: spec }, { name: 'bad-namespace', badSpec, message: 'spec.kubernetes[0].namespace: must be a Kubernetes namespace name' });
  });
});
