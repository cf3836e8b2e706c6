import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import deployments from './kubernetes-recording/deployments.json' with { type: 'json' };
import events from './kubernetes-recording/events.json' with { type: 'json' };
import namespaces from './kubernetes-recording/namespaces.json' with { type: 'json' };
import nodes from './kubernetes-recording/nodes.json' with { type: 'json' };
import pods from './kubernetes-recording/pods.json' with { type: 'json' };
import replicasets from './kubernetes-recording/replicasets.json' with { type: 'json' };
import services from './kubernetes-recording/services.json' with { type: 'json' };

/** One recorded resource, as the API server returned it. */
export type RecordedResource = Record<string, unknown> & { kind: string; metadata: Record<string, unknown> };

export interface RecordedKubernetesApi {
  url: string;
  /** A kubeconfig (YAML text) whose current context logs in to this server. */
  kubeconfig: string;
  /** Serves `resources` from now on instead of what was served before (a later state of the cluster). */
  load(resources: RecordedResource[]): void;
  close(): Promise<void>;
}

export interface RecordedKubernetesApiOptions {
  /** What to serve; the recorded demo cluster when absent. */
  resources?: RecordedResource[] | undefined;
  /** A fixed port (so a stored kubeconfig stays valid across restarts); any free port when absent. */
  port?: number | undefined;
}

const TOKEN = 'recorded-cluster-token';
const PLURALS: Record<string, string> = {
  Namespace: 'namespaces',
  Node: 'nodes',
  Deployment: 'deployments',
  ReplicaSet: 'replicasets',
  Pod: 'pods',
  Service: 'services',
  Event: 'events',
};

/** A fresh copy of the recorded demo cluster: two namespaces, three apps, a node and their events. */
export function recordedKubernetesResources(): RecordedResource[] {
  const lists = [namespaces, nodes, deployments, replicasets, pods, services, events];
  return structuredClone(lists.flatMap((list) => list.items as unknown as RecordedResource[]));
}

/** `/api/v1[/namespaces/<ns>]/<plural>` or `/apis/<group>/<version>[/namespaces/<ns>]/<plural>`. */
function parseListPath(pathname: string): { namespace?: string; plural: string } | undefined {
  const match = /^\/(?:api\/v1|apis\/[^/]+\/[^/]+)(?:\/namespaces\/([^/]+))?\/([a-z0-9]+)$/.exec(pathname);
  if (!match) return undefined;
  return { namespace: match[1] === undefined ? undefined : decodeURIComponent(match[1]), plural: match[2]! };
}

function labelsOf(resource: RecordedResource): Record<string, string> {
  const labels = resource.metadata.labels;
  return typeof labels === 'object' && labels !== null ? (labels as Record<string, string>) : {};
}

/** Equality selectors (`a=b`, `a==b`, `a!=b`) and existence (`a`, `!a`), joined by commas. */
function matchesLabelSelector(resource: RecordedResource, selector: string): boolean {
  const labels = labelsOf(resource);
  return selector
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => {
      const unequal = /^([^!=]+)!=(.*)$/.exec(part);
      if (unequal) return labels[unequal[1]!.trim()] !== unequal[2]!.trim();
      const equal = /^([^!=]+)==?(.*)$/.exec(part);
      if (equal) return labels[equal[1]!.trim()] === equal[2]!.trim();
      if (part.startsWith('!')) return labels[part.slice(1)] === undefined;
      return labels[part] !== undefined;
    });
}

/** `metadata.name` and `metadata.namespace`, with `=`, `==` or `!=`. */
function matchesFieldSelector(resource: RecordedResource, selector: string): boolean {
  return selector
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => {
      const found = /^([^!=]+)(!=|==|=)(.*)$/.exec(part);
      if (!found) return false;
      const field = found[1]!.trim();
      const value = field === 'metadata.name' ? resource.metadata.name : field === 'metadata.namespace' ? resource.metadata.namespace : undefined;
      return found[2] === '!=' ? value !== found[3] : value === found[3];
    });
}

function send(response: ServerResponse, code: number, body: unknown): void {
  response.writeHead(code, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function status(code: number, reason: string, message: string): Record<string, unknown> {
  return { kind: 'Status', apiVersion: 'v1', status: 'Failure', reason, message, code };
}

/**
 * An in-process Kubernetes API answering list requests from the recorded demo cluster (or what a
 * test loads): namespaced and all-namespaces lists, `labelSelector` and `fieldSelector`. Kinds with no
 * recording list as empty; other paths are 404. Requests without the kubeconfig's token are 401.
 */
export async function startRecordedKubernetesApi(options: RecordedKubernetesApiOptions = {}): Promise<RecordedKubernetesApi> {
  let served = options.resources ?? recordedKubernetesResources();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      send(response, 401, status(401, 'Unauthorized', 'Unauthorized'));
      return;
    }
    const url = new URL(request.url ?? '/', 'http://recorded');
    const target = parseListPath(url.pathname);
    if (request.method !== 'GET' || !target) {
      send(response, 404, status(404, 'NotFound', `the server could not find the requested resource (${url.pathname})`));
      return;
    }
    const labelSelector = url.searchParams.get('labelSelector') ?? '';
    const fieldSelector = url.searchParams.get('fieldSelector') ?? '';
    const items = served.filter(
      (resource) =>
        PLURALS[resource.kind] === target.plural &&
        (target.namespace === undefined || resource.metadata.namespace === target.namespace) &&
        matchesLabelSelector(resource, labelSelector) &&
        matchesFieldSelector(resource, fieldSelector),
    );
    send(response, 200, { kind: 'List', apiVersion: 'v1', metadata: { resourceVersion: '1' }, items });
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
    close: () =>
      new Promise<void>((resolvePromise, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolvePromise()));
      }),
  };
}
