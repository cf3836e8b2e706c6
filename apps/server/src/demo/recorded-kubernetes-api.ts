import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import certificates from './kubernetes-recording/certificates.json' with { type: 'json' };
import clusterissuers from './kubernetes-recording/clusterissuers.json' with { type: 'json' };
import configmaps from './kubernetes-recording/configmaps.json' with { type: 'json' };
import deployments from './kubernetes-recording/deployments.json' with { type: 'json' };
import discovery from './kubernetes-recording/discovery.json' with { type: 'json' };
import events from './kubernetes-recording/events.json' with { type: 'json' };
import leases from './kubernetes-recording/leases.json' with { type: 'json' };
import namespaces from './kubernetes-recording/namespaces.json' with { type: 'json' };
import nodes from './kubernetes-recording/nodes.json' with { type: 'json' };
import pods from './kubernetes-recording/pods.json' with { type: 'json' };
import { matchesFieldSelector, matchesLabelSelector } from './kubernetes-recording/recorded-list-filters.ts';
import replicasets from './kubernetes-recording/replicasets.json' with { type: 'json' };
import secrets from './kubernetes-recording/secrets.json' with { type: 'json' };
import services from './kubernetes-recording/services.json' with { type: 'json' };

/** One recorded resource, as the API server returned it. */
export type RecordedResource = Record<string, unknown> & { kind: string; metadata: Record<string, unknown> };

export interface RecordedKubernetesApi {
  url: string;
  /** A kubeconfig (YAML text) whose current context logs in to this server. */
  kubeconfig: string;
  /** Serves `resources` from now on instead of what was served before (a later state of the cluster). */
  load(resources: RecordedResource[]): void;
  /** The paths asked for so far, with their query, in order. */
  requests(): string[];
  close(): Promise<void>;
}

export interface RecordedKubernetesApiOptions {
  /** What to serve; the recorded demo cluster when absent. */
  resources?: RecordedResource[] | undefined;
  /** A fixed port (so a stored kubeconfig stays valid across restarts); any free port when absent. */
  port?: number | undefined;
  /** Resources (`configmaps`, `certificates`) whose lists this login may not read: answered 403. */
  forbidden?: string[] | undefined;
  /** The most objects one page holds, whatever `limit` asks (as a busy server may send fewer). */
  pageSize?: number | undefined;
}

/** One resource of the discovery documents. */
interface AdvertisedResource {
  group: string;
  name: string;
  kind: string;
  namespaced: boolean;
  verbs: string[];
}

const TOKEN = 'recorded-cluster-token';
const DISCOVERY = discovery as Record<string, unknown>;

/** A fresh copy of the recorded demo cluster: two namespaces, three apps, a node, certificates, their events. */
export function recordedKubernetesResources(): RecordedResource[] {
  const lists = [namespaces, nodes, deployments, replicasets, pods, services, configmaps, secrets, leases, certificates, clusterissuers, events];
  return structuredClone(lists.flatMap((list) => list.items as unknown as RecordedResource[]));
}

/** Every resource the discovery documents advertise, by `<group>/<version>/<name>` (`/v1/pods` for the core group). */
function advertisedResources(): Map<string, AdvertisedResource> {
  const found = new Map<string, AdvertisedResource>();
  for (const document of Object.values(DISCOVERY) as { kind?: string; groupVersion?: string; resources?: Omit<AdvertisedResource, 'group'>[] }[]) {
    if (document.kind !== 'APIResourceList' || !document.groupVersion) continue;
    const [group, version] = document.groupVersion.includes('/') ? document.groupVersion.split('/') : ['', document.groupVersion];
    for (const resource of document.resources ?? []) found.set(`${group}/${version}/${resource.name}`, { ...resource, group: group! });
  }
  return found;
}

/** `/api/v1[/namespaces/<ns>]/<plural>` or `/apis/<group>/<version>[/namespaces/<ns>]/<plural>`. */
function parseListPath(pathname: string): { key: string; namespace?: string | undefined } | undefined {
  const match = /^\/(?:api\/(v1)|apis\/([^/]+)\/([^/]+))(?:\/namespaces\/([^/]+))?\/([a-z0-9.-]+)$/.exec(pathname);
  if (!match) return undefined;
  const key = match[1] ? `/v1/${match[5]}` : `${match[2]}/${match[3]}/${match[5]}`;
  return { key, namespace: match[4] === undefined ? undefined : decodeURIComponent(match[4]) };
}

const groupOf = (resource: RecordedResource): string | undefined => {
  if (typeof resource.apiVersion !== 'string') return undefined;
  return resource.apiVersion.includes('/') ? resource.apiVersion.split('/')[0] : '';
};

function send(response: ServerResponse, code: number, body: unknown): void {
  response.writeHead(code, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function status(code: number, reason: string, message: string): Record<string, unknown> {
  return { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', reason, message, code };
}

/** One page of `items` from the offset a continue token holds; the token of the next page when more remain. */
function page(items: RecordedResource[], url: URL, pageSize: number | undefined): { items: RecordedResource[]; next?: string } {
  const asked = Number(url.searchParams.get('limit') ?? '0');
  const size = Math.min(asked > 0 ? asked : Infinity, pageSize ?? Infinity);
  const offset = Number(Buffer.from(url.searchParams.get('continue') ?? '', 'base64url').toString() || '0');
  const end = offset + size;
  return end < items.length ? { items: items.slice(offset, end), next: Buffer.from(String(end)).toString('base64url') } : { items: items.slice(offset) };
}

/**
 * An in-process Kubernetes API answering from the recorded demo cluster (or what a test loads): the
 * discovery documents (`/api`, `/apis`, each group version) and a list path for every resource they
 * advertise with `list`, namespaced or across namespaces, with `labelSelector`, `fieldSelector`,
 * `limit` and `continue`. Other paths are 404; requests without the kubeconfig's token are 401.
 */
export async function startRecordedKubernetesApi(options: RecordedKubernetesApiOptions = {}): Promise<RecordedKubernetesApi> {
  let served = options.resources ?? recordedKubernetesResources();
  const advertised = advertisedResources();
  const asked: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    asked.push(request.url ?? '/');
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return send(response, 401, status(401, 'Unauthorized', 'Unauthorized'));
    const url = new URL(request.url ?? '/', 'http://recorded');
    const notFound = () => send(response, 404, status(404, 'NotFound', `the server could not find the requested resource (${url.pathname})`));
    if (request.method !== 'GET') return notFound();
    if (DISCOVERY[url.pathname] !== undefined) return send(response, 200, DISCOVERY[url.pathname]);
    const target = parseListPath(url.pathname);
    const resource = target && advertised.get(target.key);
    if (!target || !resource || !resource.verbs.includes('list') || (target.namespace !== undefined && !resource.namespaced)) return notFound();
    if (options.forbidden?.includes(resource.name)) {
      const scope = target.namespace === undefined ? 'at the cluster scope' : `in the namespace "${target.namespace}"`;
      const message = `${resource.name} is forbidden: User "system:serviceaccount:vigil:scraper" cannot list resource "${resource.name}" in API group "${resource.group}" ${scope}`;
      return send(response, 403, status(403, 'Forbidden', message));
    }
    const labelSelector = url.searchParams.get('labelSelector') ?? '';
    const fieldSelector = url.searchParams.get('fieldSelector') ?? '';
    const matching = served.filter(
      (item) =>
        item.kind === resource.kind &&
        (groupOf(item) ?? resource.group) === resource.group &&
        (target.namespace === undefined || item.metadata.namespace === target.namespace) &&
        matchesLabelSelector(item, labelSelector) &&
        matchesFieldSelector(item, fieldSelector),
    );
    const { items, next } = page(matching, url, options.pageSize);
    send(response, 200, { kind: `${resource.kind}List`, apiVersion: 'v1', metadata: { resourceVersion: '98240', ...(next ? { continue: next } : {}) }, items });
  });
  await new Promise<void>((resolvePromise) => server.listen(options.port ?? 0, '127.0.0.1', resolvePromise));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const kubeconfig = [
    'apiVersion: v1',
    'kind: Config',
    'current-context: recorded',
    'clusters:',
    '  - name: recorded',
    '    cluster:',
    `      server: ${url}`,
    // Plain HTTP on loopback: the client refuses http servers unless TLS checks are waived.
    '      insecure-skip-tls-verify: true',
    'contexts:',
    '  - name: recorded',
    '    context:',
    '      cluster: recorded',
    '      user: recorded',
    'users:',
    '  - name: recorded',
    '    user:',
    `      token: ${TOKEN}`,
    '',
  ].join('\n');
  return {
    url,
    kubeconfig,
    load(next) {
      served = next;
    },
    requests: () => [...asked],
    close: () =>
      new Promise<void>((resolvePromise, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolvePromise()));
      }),
  };
}
