import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { parseYamlText } from '#src/spec/yaml-text.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { authorizationHeader } from '../http/http-authorization.ts';

/** How to reach and log in to one Kubernetes API server. */
export interface KubernetesAccess {
  server: URL;
  headers: Record<string, string>;
  /** PEM certificates the server's certificate must chain to; the system's when absent. */
  ca?: string | undefined;
  cert?: string | undefined;
  key?: string | undefined;
  insecure: boolean;
}

const SERVICE_ACCOUNT_DIR = '/var/run/secrets/kubernetes.io/serviceaccount';
const UNSUPPORTED_AUTH = ['exec', 'auth-provider'];

type Entry = Record<string, unknown>;

/** A kubeconfig given as text is YAML (or JSON) over several lines; anything else is a file path. */
export function isKubeconfigPath(value: string): boolean {
  const text = value.trim();
  return !text.includes('\n') && !text.startsWith('{') && !/^[a-zA-Z-]+:\s/.test(text);
}

function named(list: unknown, name: string, what: string): Entry {
  const found = Array.isArray(list) ? list.find((entry: unknown) => isPlainObject(entry) && entry.name === name) : undefined;
  const inner: unknown = isPlainObject(found) ? found[what] : undefined;
  if (!isPlainObject(inner)) throw new Error(`the kubeconfig has no ${what} named ${name}`);
  return inner;
}

function text(entry: Entry, key: string): string | undefined {
  const value = entry[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function decoded(entry: Entry, key: string): string | undefined {
  const value = text(entry, key);
  return value === undefined ? undefined : Buffer.from(value, 'base64').toString('utf8');
}

/** Inline data (`<key>-data`) or the file a key names, relative to the kubeconfig's folder. */
async function material(entry: Entry, key: string, folder: string): Promise<string | undefined> {
  const inline = decoded(entry, `${key}-data`);
  if (inline !== undefined) return inline;
  const file = text(entry, key);
  if (file === undefined) return undefined;
  return readFile(isAbsolute(file) ? file : resolve(folder, file), 'utf8');
}

/**
 * The access the kubeconfig's current context (or its first context) gives: server, CA or
 * `insecure-skip-tls-verify`, and a token, basic login or client certificate. Relative file paths
 * are read from `folder`. Logins that run a command (`exec`, `auth-provider`) are not supported.
 */
export async function accessFromKubeconfig(source: string, folder: string): Promise<KubernetesAccess> {
  let config: unknown;
  try {
    config = parseYamlText(source);
  } catch (error) {
    throw new Error(`the kubeconfig is not valid YAML: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
  if (!isPlainObject(config) || !Array.isArray(config.contexts) || config.contexts.length === 0) {
    throw new Error('the kubeconfig has no contexts');
  }
  const first: unknown = config.contexts[0];
  const contextName = typeof config['current-context'] === 'string' && config['current-context'] !== '' ? config['current-context'] : isPlainObject(first) ? String(first.name) : '';
  const context = named(config.contexts, contextName, 'context');
  const cluster = named(config.clusters, String(context.cluster), 'cluster');
  const user = typeof context.user === 'string' && context.user !== '' ? named(config.users, context.user, 'user') : {};
  const server = text(cluster, 'server');
  if (server === undefined) throw new Error(`cluster ${String(context.cluster)} of the kubeconfig has no server`);
  const unsupported = UNSUPPORTED_AUTH.find((key) => user[key] !== undefined);
  if (unsupported) {
    throw new Error(`user ${String(context.user)} of the kubeconfig logs in with ${unsupported}, which is not supported: use a token, a username and password or a client certificate`);
  }
  const headers: Record<string, string> = {};
  const token = text(user, 'token') ?? (text(user, 'tokenFile') ? (await readFile(resolve(folder, text(user, 'tokenFile')!), 'utf8')).trim() : undefined);
  const username = text(user, 'username');
  const authorization = authorizationHeader({ bearer: token, username, password: text(user, 'password') });
  if (authorization !== undefined) headers.authorization = authorization;
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    throw new Error(`the kubeconfig's server ${server} is not a URL`);
  }
  return {
    server: url,
    headers,
    ca: await material(cluster, 'certificate-authority', folder),
    cert: await material(user, 'client-certificate', folder),
    key: await material(user, 'client-key', folder),
    insecure: cluster['insecure-skip-tls-verify'] === true,
  };
}

/** Reads a kubeconfig given as its text or as a path (`~` is the home folder). */
export async function loadKubeconfig(value: string): Promise<KubernetesAccess> {
  if (!isKubeconfigPath(value)) return accessFromKubeconfig(value, process.cwd());
  const path = value.trim().replace(/^~(?=$|\/)/, homedir());
  let source: string;
  try {
    source = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`the kubeconfig file ${path} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { cause: error });
  }
  return accessFromKubeconfig(source, dirname(path));
}

/**
 * The access a pod has to its own cluster: the API server named by `KUBERNETES_SERVICE_HOST`, the
 * service account token and CA. Undefined outside a cluster.
 */
export async function inClusterAccess(env: NodeJS.ProcessEnv = process.env, folder = SERVICE_ACCOUNT_DIR): Promise<KubernetesAccess | undefined> {
  const host = env.KUBERNETES_SERVICE_HOST;
  if (!host) return undefined;
  const port = env.KUBERNETES_SERVICE_PORT ?? '443';
  let token: string;
  try {
    token = (await readFile(join(folder, 'token'), 'utf8')).trim();
  } catch {
    throw new Error(`running in a cluster but the service account token ${join(folder, 'token')} cannot be read`);
  }
  const ca = await readFile(join(folder, 'ca.crt'), 'utf8').catch(() => undefined);
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return { server: new URL(`https://${hostPart}:${port}`), headers: { authorization: `Bearer ${token}` }, ca, insecure: false };
}
