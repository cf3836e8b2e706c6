import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { secretText } from '#src/connections/probe-credentials.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { authorizationHeader } from '#src/protocols/http/http-authorization.ts';
import { kubernetesFailureReason } from '#src/protocols/kubernetes/kubernetes-failure-reason.ts';
import { inClusterAccess, loadKubeconfig, type KubernetesAccess } from '#src/protocols/kubernetes/kubernetes-kubeconfig.ts';
import type { SecretValue } from '#src/connections/probe-credentials.ts';
import type { LogSearchContext } from './log-backend-type.ts';

const MAX_LOG_BYTES = 8 * 1024 * 1024;

function property(connection: ResolvedConnection, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = connection.properties[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** A connection's kubeconfig (its text or path), else its url with a token or login. */
async function accessOfConnection(connection: ResolvedConnection, reference: string): Promise<KubernetesAccess> {
  const kubeconfig = property(connection, 'kubeconfig', 'certificate');
  if (kubeconfig !== undefined) return loadKubeconfig(kubeconfig);
  if (connection.url === undefined) throw new Error(`connection ${reference} has neither a kubeconfig nor a url`);
  let server: URL;
  try {
    server = new URL(connection.url);
  } catch {
    throw new Error(`connection ${reference} has a url that is not valid`);
  }
  const token = property(connection, 'token', 'bearer') ?? (connection.username === undefined ? connection.password : undefined);
  const authorization = authorizationHeader({ bearer: token, username: connection.username, password: connection.password });
  const insecure = [connection.properties.insecureSkipVerify, connection.properties.insecure_tls].some((value) => value === true || value === 'true');
  return { server, headers: authorization === undefined ? {} : { authorization }, insecure };
}

/** How the backend reaches its cluster: its kubeconfig, else its connection, else the cluster the server runs in. */
export async function kubernetesAccessOf(spec: { kubeconfig?: SecretValue | undefined; connection?: string | undefined }, context: LogSearchContext): Promise<KubernetesAccess> {
  const kubeconfig = secretText(spec.kubeconfig, 'kubeconfig');
  if (kubeconfig !== undefined) return loadKubeconfig(kubeconfig);
  if (spec.connection !== undefined) {
    const connection = await context.resolveConnection(spec.connection);
    if (!connection) throw new Error(`connection ${spec.connection} was not found`);
    return accessOfConnection(connection, spec.connection);
  }
  const inCluster = await inClusterAccess();
  if (!inCluster) throw new Error('no cluster to ask: give a kubeconfig or a connection, or run the server inside the cluster');
  return inCluster;
}

function getText(access: KubernetesAccess, url: URL, signal: AbortSignal): Promise<{ code: number; body: string }> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: 'GET',
      headers: { ...access.headers, accept: 'text/plain, application/json' },
      signal,
      agent: false,
      ca: access.ca,
      cert: access.cert,
      key: access.key,
      rejectUnauthorized: !access.insecure,
    });
    request.once('error', reject);
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < MAX_LOG_BYTES) chunks.push(chunk.subarray(0, MAX_LOG_BYTES - size));
        size += chunk.length;
      });
      response.once('error', reject);
      response.once('end', () => resolve({ code: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.end();
  });
}

export interface PodLogRequest {
  namespace: string;
  pod: string;
  container?: string | undefined;
  sinceTime: Date;
  tailLines: number;
}

/** The pod's log lines, each starting with its RFC 3339 time (`timestamps=true`), oldest first. */
export async function readPodLog(access: KubernetesAccess, request: PodLogRequest, signal: AbortSignal): Promise<string[]> {
  const path = `/api/v1/namespaces/${encodeURIComponent(request.namespace)}/pods/${encodeURIComponent(request.pod)}/log`;
  const url = new URL(access.server.href);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  url.searchParams.set('timestamps', 'true');
  url.searchParams.set('sinceTime', request.sinceTime.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  url.searchParams.set('tailLines', String(request.tailLines));
  if (request.container) url.searchParams.set('container', request.container);
  let answer: { code: number; body: string };
  try {
    answer = await getText(access, url, signal);
  } catch (error) {
    const reason = signal.aborted ? 'the search timed out' : (error as Error).message;
    throw new Error(`cannot reach the Kubernetes API at ${access.server.origin}: ${reason}`, { cause: error });
  }
  if (answer.code < 200 || answer.code >= 300) throw new Error(`the Kubernetes API refused GET ${path}: ${kubernetesFailureReason(answer.code, answer.body)}`);
  return answer.body.split('\n').filter((line) => line !== '');
}
