import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordedKubernetesApi, type RecordedKubernetesApi } from '../../../../src/demo/recorded-kubernetes-api.ts';

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
    expect(await names('/api/v1/configmaps')).toEqual([]);
  });

  it('refuses requests without the token and paths it does not serve', async () => {
    expect((await fetch(`${api.url}/api/v1/pods`)).status).toBe(401);
    const missing = await fetch(`${api.url}/version`, { headers: token });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ kind: 'Status', reason: 'NotFound' });
  });

  it('gives a kubeconfig that names the server', () => {
    expect(api.kubeconfig).toContain(`server: ${api.url}`);
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
