import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordedKubernetesApi, type RecordedKubernetesApi } from '#src/demo/recorded-kubernetes-api.ts';

describe('recorded Kubernetes API', () => {
  let api: RecordedKubernetesApi;
  const token = { authorization: 'Bearer recorded-cluster-token' };

  async function names(path: string): Promise<string[]> {
    const response = await fetch(`${api.url}${path}`, { headers: token });
    expect(response.status).toBe(200);
    const list = (await response.json()) as { items: { metadata: { name: string } }[] };
    return list.items.map((item) => item.metadata.name).sort();
  }

  beforeAll(async () => {
    api = await startRecordedKubernetesApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('lists across all namespaces and within one', async () => {
    expect(await names('/apis/apps/v1/deployments')).toEqual(['cart', 'payments-api', 'storefront']);
    expect(await names('/apis/apps/v1/namespaces/shop/deployments')).toEqual(['cart', 'storefront']);
    expect(await names('/api/v1/namespaces')).toEqual(['payments', 'shop']);
    expect(await names('/api/v1/nodes')).toEqual(['demo-node-1']);
  });

  it('filters by label and field selectors, and lists unrecorded kinds as empty', async () => {
    expect(await names('/api/v1/pods?labelSelector=app%3Dcart')).toEqual(['cart-5d8b7f9c4-x7k2p']);
    expect(await names('/api/v1/services?labelSelector=app!%3Dcart')).toEqual(['payments-api', 'storefront']);
    expect(await names('/api/v1/namespaces?fieldSelector=metadata.name%3Dshop')).toEqual(['shop']);
    expect(await names('/api/v1/persistentvolumeclaims')).toEqual([]);
  });

  it('answers the discovery documents: API versions, groups with their preferred version, and resources with their verbs', async () => {
    const get = async (path: string) => (await fetch(`${api.url}${path}`, { headers: token })).json() as Promise<Record<string, unknown>>;
    expect(await get('/api')).toMatchObject({ kind: 'APIVersions', versions: ['v1'] });
    const groups = (await get('/apis')) as { kind: string; groups: { name: string; preferredVersion: { groupVersion: string } }[] };
    expect(groups.kind).toBe('APIGroupList');
    expect(groups.groups.find((group) => group.name === 'autoscaling')?.preferredVersion.groupVersion).toBe('autoscaling/v2');
    const certManager = (await get('/apis/cert-manager.io/v1')) as { kind: string; groupVersion: string; resources: Record<string, unknown>[] };
    expect(certManager).toMatchObject({ kind: 'APIResourceList', groupVersion: 'cert-manager.io/v1' });
    expect(certManager.resources.find((resource) => resource.name === 'certificates')).toMatchObject({ singularName: 'certificate', namespaced: true, kind: 'Certificate', verbs: expect.arrayContaining(['list']) });
    const core = (await get('/api/v1')) as { resources: { name: string; verbs: string[] }[] };
    expect(core.resources.find((resource) => resource.name === 'secrets')?.verbs).toContain('list');
  });

  it('lists custom resources, cluster-scoped ones only across the cluster', async () => {
    expect(await names('/apis/cert-manager.io/v1/certificates')).toEqual(['payments-api-tls', 'storefront-tls']);
    expect(await names('/apis/cert-manager.io/v1/namespaces/shop/certificates')).toEqual(['storefront-tls']);
    expect(await names('/apis/cert-manager.io/v1/clusterissuers')).toEqual(['letsencrypt']);
    expect((await fetch(`${api.url}/apis/cert-manager.io/v1/namespaces/shop/clusterissuers`, { headers: token })).status).toBe(404);
  });

  it('answers in pages when asked for a limit, with a continue token for the rest', async () => {
    const first = (await (await fetch(`${api.url}/api/v1/pods?limit=3`, { headers: token })).json()) as { items: unknown[]; metadata: { continue?: string } };
    expect(first.items).toHaveLength(3);
    expect(first.metadata.continue).toEqual(expect.any(String));
    const rest = (await (await fetch(`${api.url}/api/v1/pods?limit=3&continue=${first.metadata.continue}`, { headers: token })).json()) as { items: unknown[]; metadata: { continue?: string } };
    expect(rest.items).toHaveLength(1);
    expect(rest.metadata.continue).toBeUndefined();
  });

  it('refuses requests without the token and paths it does not serve', async () => {
    expect((await fetch(`${api.url}/api/v1/pods`)).status).toBe(401);
    const missing = await fetch(`${api.url}/version`, { headers: token });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ kind: 'Status', reason: 'NotFound' });
    // Subresources and resources without the list verb have no list path.
    expect((await fetch(`${api.url}/api/v1/pods/log`, { headers: token })).status).toBe(404);
    expect((await fetch(`${api.url}/apis/authorization.k8s.io/v1/selfsubjectaccessreviews`, { headers: token })).status).toBe(404);
  });

  it('gives a kubeconfig that names the server', () => {
    expect(api.kubeconfig).toContain(`server: ${api.url}`);
  });
});

describe('recorded Kubernetes API with a restricted login', () => {
  it('answers 403 with a Status for the lists it is told are forbidden', async () => {
    const api = await startRecordedKubernetesApi({ forbidden: ['configmaps'] });
    try {
      const response = await fetch(`${api.url}/api/v1/namespaces/shop/configmaps`, { headers: { authorization: 'Bearer recorded-cluster-token' } });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ kind: 'Status', reason: 'Forbidden', code: 403, message: expect.stringContaining('cannot list resource "configmaps" in API group "" in the namespace "shop"') });
      expect((await fetch(`${api.url}/api/v1/pods`, { headers: { authorization: 'Bearer recorded-cluster-token' } })).status).toBe(200);
      expect(api.requests()).toEqual(['/api/v1/namespaces/shop/configmaps', '/api/v1/pods']);
    } finally {
      await api.close();
    }
  });
});

describe('recorded Kubernetes API with given resources', () => {
  it('serves only what it was started with', async () => {
    const api = await startRecordedKubernetesApi({ resources: [{ kind: 'Namespace', metadata: { name: 'solo', uid: 'n-1' } }] });
    try {
      const response = await fetch(`${api.url}/api/v1/namespaces`, { headers: { authorization: 'Bearer recorded-cluster-token' } });
      const list = (await response.json()) as { items: { metadata: { name: string } }[] };
      expect(list.items.map((item) => item.metadata.name)).toEqual(['solo']);
    } finally {
      await api.close();
    }
  });
});
