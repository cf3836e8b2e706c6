import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** A stored object, written as `kubectl get -o json` shows it (kind and apiVersion included). */
export interface FakeObject {
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  status?: Record<string, unknown>;
  data?: Record<string, string>;
}

export interface FakeKubernetes {
  url: string;
  /** Every request's path and decoded query (`/api/v1/pods?labelSelector=app=api`), in order. */
  requests(): string[];
  stop(): Promise<void>;
}

interface Options {
  objects: FakeObject[];
  /** When set, requests must carry `Authorization: Bearer <token>` or get 401. */
  token?: string;
  /** Serve https with this key and certificate. */
  tls?: { key: Buffer | string; cert: Buffer | string };
}

const RESOURCES: Record<string, { group: string; plural: string; namespaced: boolean }> = {
  Pod: { group: 'api/v1', plural: 'pods', namespaced: true },
  Service: { group: 'api/v1', plural: 'services', namespaced: true },
  ConfigMap: { group: 'api/v1', plural: 'configmaps', namespaced: true },
  Secret: { group: 'api/v1', plural: 'secrets', namespaced: true },
  Namespace: { group: 'api/v1', plural: 'namespaces', namespaced: false },
  Node: { group: 'api/v1', plural: 'nodes', namespaced: false },
  Deployment: { group: 'apis/apps/v1', plural: 'deployments', namespaced: true },
  StatefulSet: { group: 'apis/apps/v1', plural: 'statefulsets', namespaced: true },
  DaemonSet: { group: 'apis/apps/v1', plural: 'daemonsets', namespaced: true },
  Job: { group: 'apis/batch/v1', plural: 'jobs', namespaced: true },
};
const FIELDS: Record<string, (o: FakeObject) => string> = {
  'metadata.name': (o) => o.metadata.name,
  'metadata.namespace': (o) => o.metadata.namespace ?? '',
  'status.phase': (o) => String(o.status?.phase ?? ''),
  'spec.nodeName': (o) => String(o.spec?.nodeName ?? ''),
};
const PATH = /^\/(api\/v1|apis\/[^/]+\/[^/]+)(?:\/namespaces\/([^/]+))?\/([a-z]+)$/;

class BadRequest extends Error {}

type Test = (o: FakeObject) => boolean;

/** Kubernetes label selector syntax: `k=v`, `k==v`, `k!=v`, `k in (a,b)`, `k notin (a,b)`, `k`, `!k`. */
function labelSelector(text: string): Test {
  const requirements = text.split(/,(?![^(]*\))/).map((part) => part.trim()).filter(Boolean);
  const tests = requirements.map((requirement): Test => {
    const labels = (o: FakeObject) => o.metadata.labels ?? {};
    let m = /^([\w./-]+)\s+(in|notin)\s+\(([^)]*)\)$/.exec(requirement);
    if (m) {
      const [, key, op, list] = m;
      const values = list!.split(',').map((v) => v.trim());
      return (o) => (op === 'in' ? values.includes(labels(o)[key!] ?? '\0') : !values.includes(labels(o)[key!] ?? '\0'));
    }
    m = /^([\w./-]+)\s*(==|=|!=)\s*([\w.-]*)$/.exec(requirement);
    if (m) {
      const [, key, op, value] = m;
      return (o) => (op === '!=' ? labels(o)[key!] !== value : labels(o)[key!] === value);
    }
    m = /^(!?)([\w./-]+)$/.exec(requirement);
    if (m) return (o) => (m![1] === '!') !== (m![2]! in labels(o));
    throw new BadRequest(`unable to parse requirement: found '${requirement}', expected: in, notin, =, ==, !=, gt, lt`);
  });
  return (o) => tests.every((t) => t(o));
}

function fieldSelector(text: string): Test {
  const tests = text.split(',').filter(Boolean).map((part): Test => {
    const m = /^([\w.]+)\s*(==|=|!=)\s*(.*)$/.exec(part.trim());
    if (!m) throw new BadRequest(`invalid selector: '${part}'; can't understand '${part}'`);
    const [, field, op, value] = m;
    const read = FIELDS[field!];
    if (!read) throw new BadRequest(`field label not supported: ${field}`);
    return (o) => (op === '!=' ? read(o) !== value : read(o) === value);
  });
  return (o) => tests.every((t) => t(o));
}

function status(response: ServerResponse, code: number, reason: string, message: string): void {
  response.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify({ kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message, reason, code }));
}

function answer(options: Options, request: IncomingMessage, response: ServerResponse): void {
  if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
    status(response, 401, 'Unauthorized', 'Unauthorized');
    return;
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  const match = PATH.exec(url.pathname);
  const kind = match ? Object.keys(RESOURCES).find((k) => RESOURCES[k]!.group === match[1] && RESOURCES[k]!.plural === match[3]) : undefined;
  if (!match || !kind || (match[2] !== undefined && !RESOURCES[kind]!.namespaced)) {
    status(response, 404, 'NotFound', 'the server could not find the requested resource');
    return;
  }
  try {
    const byLabel = labelSelector(url.searchParams.get('labelSelector') ?? '');
    const byField = fieldSelector(url.searchParams.get('fieldSelector') ?? '');
    const items = options.objects
      .filter((o) => o.kind === kind && (match[2] === undefined || o.metadata.namespace === match[2]) && byLabel(o) && byField(o))
      .map(({ kind: _kind, ...item }) => ({ ...item, metadata: { uid: `uid-${item.metadata.name}`, resourceVersion: '101', managedFields: [{ manager: 'kubectl' }], ...item.metadata } }));
    const apiVersion = match[1] === 'api/v1' ? 'v1' : match[1]!.slice('apis/'.length);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ kind: `${kind}List`, apiVersion, metadata: { resourceVersion: '102' }, items }));
  } catch (error) {
    if (!(error instanceof BadRequest)) throw error;
    status(response, 400, 'BadRequest', error.message);
  }
}

/**
 * A local Kubernetes API server for the list calls a check makes: core and apps/batch lists,
 * namespaced or across namespaces, honouring `labelSelector` and `fieldSelector` like the real one.
 */
export async function startFakeKubernetes(options: Options): Promise<FakeKubernetes> {
  const requests: string[] = [];
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const query = [...url.searchParams].map(([name, value]) => `${name}=${value}`).join('&');
    requests.push(query ? `${url.pathname}?${query}` : url.pathname);
    answer(options, request, response);
  };
  const server: Server = options.tls ? createHttpsServer(options.tls, handler) : createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    requests: () => requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
