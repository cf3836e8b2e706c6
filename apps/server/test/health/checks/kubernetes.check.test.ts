import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stringify } from 'yaml';
import { kubernetesCheck, type KubernetesCheckSpec } from '#src/health/checks/kubernetes.check.ts';
import { inClusterAccess } from '#src/protocols/kubernetes/kubernetes-kubeconfig.ts';
import { startFakeKubernetes, type FakeKubernetes, type FakeObject } from '../support/fake-kubernetes-server.ts';
import { probeContext } from '../support/probe-context.ts';
import { parsedCheckSpec } from '../support/parsed-check-spec.ts';

const TOKEN = 'kube-test-token';

const ready = (value: 'True' | 'False', reason = '', message = '') => [{ type: 'Ready', status: value, reason, message }];

const OBJECTS: FakeObject[] = [
  { kind: 'Namespace', metadata: { name: 'prod', labels: { env: 'prod' } }, status: { phase: 'Active' } },
  { kind: 'Namespace', metadata: { name: 'staging', labels: { env: 'staging' } }, status: { phase: 'Active' } },
  { kind: 'Namespace', metadata: { name: 'kube-system' }, status: { phase: 'Active' } },
  { kind: 'Pod', metadata: { name: 'api-1', namespace: 'prod', labels: { app: 'api' } }, status: { phase: 'Running', conditions: ready('True') } },
  {
    kind: 'Pod',
    metadata: { name: 'api-2', namespace: 'prod', labels: { app: 'api' } },
    status: { phase: 'Running', conditions: ready('False', 'ContainersNotReady', 'containers with unready status: [api]') },
  },
  {
    kind: 'Pod',
    metadata: { name: 'worker-1', namespace: 'prod', labels: { app: 'worker' } },
    status: {
      phase: 'Running',
      conditions: ready('False', 'ContainersNotReady'),
      containerStatuses: [{ name: 'worker', ready: false, state: { waiting: { reason: 'CrashLoopBackOff', message: 'back-off 5m0s restarting failed container' } } }],
    },
  },
  { kind: 'Pod', metadata: { name: 'api-1', namespace: 'staging', labels: { app: 'api' } }, status: { phase: 'Running', conditions: ready('True') } },
  {
    kind: 'Deployment',
    metadata: { name: 'checkout', namespace: 'prod', labels: { tier: 'web' } },
    spec: { replicas: 3 },
    status: { availableReplicas: 3, readyReplicas: 3, conditions: [{ type: 'Available', status: 'True' }, { type: 'Progressing', status: 'True' }] },
  },
  {
    kind: 'Deployment',
    metadata: { name: 'search', namespace: 'prod', labels: { tier: 'web' } },
    spec: { replicas: 2 },
    status: { availableReplicas: 1, conditions: [{ type: 'Available', status: 'False', reason: 'MinimumReplicasUnavailable', message: 'Deployment does not have minimum availability.' }] },
  },
  { kind: 'Secret', metadata: { name: 'db-password', namespace: 'prod' }, data: { password: Buffer.from('hunter2').toString('base64') } },
];

function kubeconfigFor(server: string, user: Record<string, unknown> = { token: TOKEN }, cluster: Record<string, unknown> = {}): string {
  return stringify({
    apiVersion: 'v1',
    kind: 'Config',
    'current-context': 'test',
    contexts: [{ name: 'other', context: { cluster: 'nowhere', user: 'nobody' } }, { name: 'test', context: { cluster: 'fake', user: 'tester' } }],
    clusters: [{ name: 'fake', cluster: { server, ...cluster } }],
    users: [{ name: 'tester', user }],
  });
}

function parsed(raw: Record<string, unknown>): KubernetesCheckSpec {
  return parsedCheckSpec(kubernetesCheck, { name: 'k8s', ...raw });
}

describe('kubernetes check parsing', () => {
  it('accepts a canary-checker entry unchanged', () => {
    const spec = parsed({
      kind: 'pod',
      namespaceSelector: { name: 'prod' },
      resource: { labelSelector: 'app=api' },
      ready: true,
      healthy: true,
      ignore: ['api-canary-*'],
      kubeconfig: { valueFrom: { secretKeyRef: { name: 'cluster-kubeconfig', key: 'kubeconfig' } } },
      test: { expr: 'resources.all(r, r.healthStatus.ready)' },
    });
    expect(spec).toMatchObject({ kind: 'Pod', ready: true, healthy: true, ignore: ['api-canary-*'], resource: { labelSelector: 'app=api' } });
    expect(kubernetesCheck.endpoint(spec)).toBe('Pod/prod/app=api');
    const unnamed = kubernetesCheck.parse({ kind: 'Deployment' }, 'p');
    expect(unnamed).toEqual({ spec: expect.objectContaining({ name: 'Deployment/*' }) });
  });

  it('names an unsupported kind, selectors that do not apply and unknown keys by path', () => {
    expect(kubernetesCheck.parse({ name: 'k', kind: 'Ingress', ready: 'yes', namespaceSelector: { name: 'a', search: 'x' }, eks: {}, watch: true }, 'spec.kubernetes[3]')).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.kubernetes[3].kind', message: expect.stringMatching(/^Ingress is not supported: use one of Pod, Service, .*Deployment/) },
        { path: 'spec.kubernetes[3].ready', message: 'must be true or false' },
        { path: 'spec.kubernetes[3].namespaceSelector.search', message: 'not supported yet: use labelSelector or fieldSelector' },
        { path: 'spec.kubernetes[3].eks', message: 'not supported yet: give a kubeconfig or a connection' },
        { path: 'spec.kubernetes[3].watch', message: 'unknown key' },
      ]),
    });
    expect(kubernetesCheck.parse({ name: 'k', kind: 'Node', namespaceSelector: { name: 'prod' } }, 'p')).toEqual({
      issues: [{ path: 'p.namespaceSelector', message: 'Node is not namespaced: leave namespaceSelector out' }],
    });
    expect(kubernetesCheck.parse({ name: 'k' }, 'p')).toEqual({ issues: [{ path: 'p.kind', message: 'kind is required' }] });
  });
});

describe('kubernetes check against a Kubernetes API', () => {
  let api: FakeKubernetes;
  let kubeconfig = '';
  const check = (raw: Record<string, unknown>) => kubernetesCheck.run(parsed({ kubeconfig: { value: kubeconfig }, ...raw }), probeContext());

  beforeAll(async () => {
    api = await startFakeKubernetes({ objects: OBJECTS, token: TOKEN });
    kubeconfig = kubeconfigFor(api.url);
  });

  afterAll(() => api?.stop());

  it('passes when every matching pod is ready, and gives the pods with their health', async () => {
    const result = await check({ kind: 'Pod', namespaceSelector: { name: 'staging' }, resource: { labelSelector: 'app=api' }, ready: true });
    expect(result).toMatchObject({ pass: true, message: '1 Pod found, all ready' });
    const [pod] = result.data.resources as Record<string, unknown>[];
    expect(pod).toMatchObject({ kind: 'Pod', apiVersion: 'v1', metadata: { name: 'api-1', namespace: 'staging' }, healthStatus: { ready: true, healthy: true, status: 'Running' } });
    expect(pod!.metadata).not.toHaveProperty('managedFields');
  });

  it('fails naming the pods that are not ready', async () => {
    const result = await check({ kind: 'Pod', namespaceSelector: { name: 'prod' }, resource: { labelSelector: 'app=api' }, ready: true });
    expect(result.pass).toBe(false);
    expect(result.error).toBeUndefined();
    expect(result.message).toBe('1 of 2 Pod not ready: prod/api-2 (ContainersNotReady: containers with unready status: [api])');
  });

  it('fails on a crash-looping pod when healthy is asked, and only then', async () => {
    const healthy = await check({ kind: 'Pod', namespaceSelector: { name: 'prod' }, healthy: true });
    expect(healthy.message).toBe('1 of 3 Pod unhealthy: prod/worker-1 (back-off 5m0s restarting failed container)');
    const listed = await check({ kind: 'Pod', namespaceSelector: { name: 'prod' } });
    expect(listed).toMatchObject({ pass: true, message: '3 Pod found' });
    const ignored = await check({ kind: 'Pod', namespaceSelector: { name: 'prod' }, healthy: true, ignore: ['worker-*'] });
    expect(ignored).toMatchObject({ pass: true, message: '2 Pod found, all healthy' });
  });

  it('looks in the namespaces a label selector picks, and everywhere without a selector', async () => {
    const picked = await check({ kind: 'Pod', namespaceSelector: { labelSelector: 'env in (prod, staging)' }, resource: { labelSelector: 'app=api' } });
    expect(picked.message).toBe('3 Pod found');
    expect(api.requests()).toContain('/api/v1/namespaces?labelSelector=env in (prod, staging)');
    const everywhere = await check({ kind: 'Pod', resource: { fieldSelector: 'metadata.name=api-1' } });
    expect((everywhere.data.resources as { metadata: { namespace: string } }[]).map((r) => r.metadata.namespace)).toEqual(['prod', 'staging']);
  });

  it('judges deployments by their available replicas and finds one by name', async () => {
    const all = await check({ kind: 'Deployment', namespaceSelector: { name: 'prod' }, resource: { labelSelector: 'tier=web' }, ready: true });
    expect(all.message).toBe('1 of 2 Deployment not ready: prod/search (MinimumReplicasUnavailable: Deployment does not have minimum availability.)');
    const one = await check({ kind: 'Deployment', namespaceSelector: { name: 'prod' }, resource: { name: 'checkout' }, ready: true });
    expect(one).toMatchObject({ pass: true, data: { resources: [{ metadata: { name: 'checkout' }, healthStatus: { status: '3/3 available' } }] } });
  });

  it('fails when nothing matches, saying what was looked for', async () => {
    const result = await check({ kind: 'Pod', namespaceSelector: { name: 'prod' }, resource: { labelSelector: 'app=missing' } });
    expect(result).toMatchObject({ pass: false, message: 'no Pod matched (Pod/prod/app=missing)', data: { resources: [] } });
    expect(result.error).toBeUndefined();
  });

  it('never hands on the values of a secret', async () => {
    const result = await check({ kind: 'Secret', namespaceSelector: { name: 'prod' } });
    expect(result.pass).toBe(true);
    expect(JSON.stringify(result.data)).not.toContain(Buffer.from('hunter2').toString('base64'));
  });

  it('fails with the API server reason on a bad selector or a refused token', async () => {
    const badField = await check({ kind: 'Pod', resource: { fieldSelector: 'spec.color=blue' } });
    expect(badField.error).toBe('the Kubernetes API refused GET /api/v1/pods: 400 BadRequest: field label not supported: spec.color');
    const refused = await kubernetesCheck.run(parsed({ kind: 'Pod', kubeconfig: { value: kubeconfigFor(api.url, { token: 'wrong' }) } }), probeContext());
    expect(refused.error).toBe('the Kubernetes API refused GET /api/v1/pods: 401 Unauthorized: Unauthorized');
  });

  it('reads the kubeconfig from a connection, or the server and token from its url and password', async () => {
    const withKubeconfig = 'connection://default/cluster';
    const withUrl = 'connection://default/cluster-url';
    const context = probeContext({
      connections: {
        [withKubeconfig]: { type: 'kubernetes', properties: { kubeconfig } },
        [withUrl]: { type: 'kubernetes', url: api.url, password: TOKEN, properties: {} },
      },
    });
    const spec = { kind: 'Namespace', resource: { name: 'prod' }, ready: true };
    expect(await kubernetesCheck.run(parsed({ ...spec, connection: withKubeconfig }), context)).toMatchObject({ pass: true, message: '1 Namespace found, all ready' });
    expect(await kubernetesCheck.run(parsed({ ...spec, connection: withUrl }), context)).toMatchObject({ pass: true });
    const missing = await kubernetesCheck.run(parsed({ ...spec, connection: 'connection://default/gone' }), context);
    expect(missing.error).toBe('connection connection://default/gone was not found');
  });

  it('reads a kubeconfig file and the token file it names', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'kubeconfig-'));
    try {
      await writeFile(join(folder, 'token'), `${TOKEN}\n`);
      await writeFile(join(folder, 'config'), kubeconfigFor(api.url, { tokenFile: 'token' }));
      const result = await kubernetesCheck.run(parsed({ kind: 'Namespace', kubeconfig: join(folder, 'config') }), probeContext());
      expect(result).toMatchObject({ pass: true, message: '3 Namespace found' });
      const gone = await kubernetesCheck.run(parsed({ kind: 'Namespace', kubeconfig: join(folder, 'missing') }), probeContext());
      expect(gone.error).toBe(`the kubeconfig file ${join(folder, 'missing')} cannot be read: ENOENT`);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('kubernetes check with a bad or missing kubeconfig', () => {
  const probeWith = (kubeconfig: string) => kubernetesCheck.run(parsed({ kind: 'Pod', kubeconfig: { value: kubeconfig } }), probeContext());

  it('says what is wrong with the kubeconfig', async () => {
    expect((await probeWith('apiVersion: v1\nclusters: [\n')).error).toMatch(/^the kubeconfig is not valid YAML: /);
    expect((await probeWith('apiVersion: v1\nkind: Config\n')).error).toBe('the kubeconfig has no contexts');
    const fromSecret = parsed({ kind: 'Pod', kubeconfig: { valueFrom: { secretKeyRef: { name: 'cluster', key: 'kubeconfig' } } } });
    expect((await kubernetesCheck.run(fromSecret, probeContext())).error).toBe('kubeconfig from secretKeyRef cluster/kubeconfig is not supported yet: use a connection instead');
    const noCluster = kubeconfigFor('http://127.0.0.1:1').replace('name: fake', 'name: elsewhere');
    expect((await probeWith(noCluster)).error).toBe('the kubeconfig has no cluster named fake');
    const exec = kubeconfigFor('http://127.0.0.1:1', { exec: { command: 'aws', args: ['eks', 'get-token'] } });
    expect((await probeWith(exec)).error).toBe(
      'user tester of the kubeconfig logs in with exec, which is not supported: use a token, a username and password or a client certificate',
    );
  });

  it('uses the service account in a cluster, and says so when there is none', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'serviceaccount-'));
    try {
      await writeFile(join(folder, 'token'), 'sa-token\n');
      const access = await inClusterAccess({ KUBERNETES_SERVICE_HOST: '10.96.0.1', KUBERNETES_SERVICE_PORT: '6443' }, folder);
      expect(access).toMatchObject({ server: new URL('https://10.96.0.1:6443'), headers: { authorization: 'Bearer sa-token' }, insecure: false });
      expect(await inClusterAccess({}, folder)).toBeUndefined();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    vi.stubEnv('KUBERNETES_SERVICE_HOST', '');
    try {
      const result = await kubernetesCheck.run(parsed({ kind: 'Pod' }), probeContext());
      expect(result.error).toBe('no cluster to ask: give a kubeconfig or a connection, or run the server inside the cluster');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('kubernetes check over https', () => {
  let folder = '';
  let api: FakeKubernetes | undefined;
  let certificate = '';

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'kube-tls-'));
    const keyPath = join(folder, 'key.pem');
    const certPath = join(folder, 'cert.pem');
    const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyPath, '-out', certPath, '-days', '2', '-subj', '/CN=kube-test', '-addext', 'subjectAltName=IP:127.0.0.1'];
    try {
      execFileSync('openssl', args, { stdio: 'ignore' });
    } catch (error) {
      throw new Error(`these tests need the openssl command to make a test certificate: ${String(error)}`, { cause: error });
    }
    certificate = await readFile(certPath, 'utf8');
    api = await startFakeKubernetes({ objects: OBJECTS, token: TOKEN, tls: { key: await readFile(keyPath), cert: certificate } });
  });

  afterAll(async () => {
    await api?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('trusts the certificate-authority-data of the kubeconfig, refuses an unknown certificate, and skips the check when told', async () => {
    const probeWith = (cluster: Record<string, unknown>) => kubernetesCheck.run(parsed({ kind: 'Namespace', kubeconfig: { value: kubeconfigFor(api!.url, { token: TOKEN }, cluster) } }), probeContext());
    const trusted = await probeWith({ 'certificate-authority-data': Buffer.from(certificate).toString('base64') });
    expect(trusted).toMatchObject({ pass: true, message: '3 Namespace found' });
    const unknown = await probeWith({});
    expect(unknown.pass).toBe(false);
    expect(unknown.error).toMatch(/^cannot reach the Kubernetes API at https:\/\/127\.0\.0\.1:\d+: self[- ]signed/i);
    expect((await probeWith({ 'insecure-skip-tls-verify': true })).pass).toBe(true);
  });
});
