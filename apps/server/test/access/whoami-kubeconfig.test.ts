import { kubeconfigFileName } from '@vigil/domain';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../support/test-db.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from './access-test-app.ts';

interface KubeconfigDocument {
  apiVersion: string;
  kind: string;
  clusters: { name: string; cluster: { server: string } }[];
  users: { name: string; user: { token: string } }[];
  contexts: { name: string; context: { cluster: string; user: string } }[];
  'current-context': string;
}

describe(`whoami and kubeconfig, addressed through the request (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ name: 'Vic Viewer', email: 'vic@example.test', roles: ['viewer'] });
    await t.db.query("UPDATE people SET avatar = 'https://example.test/vic.png' WHERE id = $1", [viewer.id]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells the caller who they are, their roles, permissions and the backend address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { ...viewer.headers, host: 'ops.example.test:8443' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'success',
      payload: {
        user: { id: viewer.id, name: 'Vic Viewer', email: 'vic@example.test', avatar: 'https://example.test/vic.png' },
        roles: ['viewer'],
        permissions: [],
        hostname: 'http://ops.example.test:8443',
      },
    });
  });

  it('reads roles fresh on the call after they change', async () => {
    const admin = await t.person({ roles: ['admin'] });
    const person = await t.person({ roles: [] });
    const before = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: person.headers });
    expect(before.json().payload.roles).toEqual([]);
    const granted = await t.app.inject({
      method: 'POST',
      url: `/api/rbac/${person.id}/update_role`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: { roles: ['commander'] },
    });
    expect(granted.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: person.headers });
    expect(after.json().payload.roles).toEqual(['commander']);
  });

  it('hands out a kubeconfig for this backend whose token is a fresh access token of the caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/kubeconfig', headers: { ...viewer.headers, host: 'ops.example.test:8443' } });
    expect(response.statusCode).toBe(200);
    const fileName = kubeconfigFileName('http://ops.example.test:8443');
    expect(fileName).toBe('ops-example-test-8443-kubeconfig.yaml');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers['content-type']).toContain('yaml');

    const document = parse(response.body) as KubeconfigDocument;
    expect(document.apiVersion).toBe('v1');
    expect(document.kind).toBe('Config');
    expect(document.clusters[0]!.cluster.server).toBe('http://ops.example.test:8443');
    expect(document.contexts[0]!.context).toEqual({ cluster: document.clusters[0]!.name, user: 'vic@example.test' });
    expect(document['current-context']).toBe(document.contexts[0]!.name);

    const token = document.users[0]!.user.token;
    expect(token).not.toBe(viewer.token);
    const asKubeconfig = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { authorization: `Bearer ${token}` } });
    expect(asKubeconfig.json().payload.user.id).toBe(viewer.id);
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*) AS n FROM access_tokens WHERE person_id = $1 AND expires_at > now() + interval '29 days'",
      [viewer.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a kubeconfig to an anonymous caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/kubeconfig' });
    expect(response.statusCode).toBe(401);
  });
});

describe(`whoami and kubeconfig behind a public URL (${testDbKind})`, () => {
  let t: AccessTestApp;

  beforeAll(async () => {
    t = await startAccessTestApp({ env: { PUBLIC_URL: 'https://vigil.example.com/' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uses the configured address whatever host the request names', async () => {
    const person = await t.person({ roles: ['admin'] });
    const whoami = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { ...person.headers, host: 'internal:8080' } });
    expect(whoami.json().payload.hostname).toBe('https://vigil.example.com');
    const kubeconfig = await t.app.inject({ method: 'GET', url: '/api/kubeconfig', headers: { ...person.headers, host: 'internal:8080' } });
    expect(kubeconfig.headers['content-disposition']).toBe('attachment; filename="vigil-example-com-kubeconfig.yaml"');
    expect((parse(kubeconfig.body) as KubeconfigDocument).clusters[0]!.cluster.server).toBe('https://vigil.example.com');
  });
});
