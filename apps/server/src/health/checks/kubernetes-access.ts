import type { ProbeContext } from './check-type.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { authorizationHeader } from '#src/protocols/http/http-authorization.ts';
import { inClusterAccess, loadKubeconfig, type KubernetesAccess } from '#src/protocols/kubernetes/kubernetes-kubeconfig.ts';
import type { KubernetesCheckSpec } from './kubernetes-check.schema.ts';
import { secretText } from '#src/connections/probe-credentials.ts';

function property(connection: ResolvedConnection, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = connection.properties[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/** A connection gives a kubeconfig (its text or path) or, failing that, the server url and a login. */
async function accessFromConnection(connection: ResolvedConnection, reference: string): Promise<KubernetesAccess> {
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
  const headers: Record<string, string> = {};
  const authorization = authorizationHeader({ bearer: token, username: connection.username, password: connection.password });
  if (authorization !== undefined) headers.authorization = authorization;
  const caData = property(connection, 'certificate-authority-data');
  return {
    server,
    headers,
    ca: caData !== undefined ? Buffer.from(caData, 'base64').toString('utf8') : property(connection, 'ca'),
    insecure: isTrue(connection.properties.insecureSkipVerify) || isTrue(connection.properties.insecure_tls) || isTrue(connection.properties['insecure-skip-tls-verify']),
  };
}

/**
 * How the check reaches its cluster: the spec's kubeconfig, else its connection, else the cluster
 * the server itself runs in. Throws an Error saying what is missing or wrong.
 */
export async function resolveKubernetesAccess(spec: KubernetesCheckSpec, context: ProbeContext): Promise<KubernetesAccess> {
  const kubeconfig = secretText(spec.kubeconfig, 'kubeconfig');
  if (kubeconfig !== undefined) return loadKubeconfig(kubeconfig);
  if (spec.connection !== undefined) {
    const connection = await context.resolveConnection(spec.connection);
    if (!connection) throw new Error(`connection ${spec.connection} was not found`);
    return accessFromConnection(connection, spec.connection);
  }
  const inCluster = await inClusterAccess();
  if (!inCluster) throw new Error('no cluster to ask: give a kubeconfig or a connection, or run the server inside the cluster');
  return inCluster;
}
