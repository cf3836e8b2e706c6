import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { KubeConfig } from '@kubernetes/client-node';
import { isKubeconfigPath } from '#src/protocols/kubernetes/kubernetes-kubeconfig.ts';

const SERVICE_ACCOUNT_DIR = '/var/run/secrets/kubernetes.io/serviceaccount';

/**
 * Logins that make the library run a program or call an identity provider. A kubeconfig comes from
 * whoever may edit a scraper, so running what it names would run their command on this server.
 */
const REFUSED_LOGINS: readonly { key: 'exec' | 'authProvider'; name: string }[] = [
  { key: 'exec', name: 'exec' },
  { key: 'authProvider', name: 'auth-provider' },
];

/** Checks what the library leaves to the first request: a context, its cluster and server, a login we allow. */
function checked(config: KubeConfig): KubeConfig {
  if (config.getContexts().length === 0) throw new Error('the kubeconfig has no contexts');
  if (config.getCurrentContext() === undefined || config.getContextObject(config.getCurrentContext()) === null) {
    config.setCurrentContext(config.getContexts()[0]!.name);
  }
  const context = config.getContextObject(config.getCurrentContext())!;
  const cluster = config.getCluster(context.cluster);
  if (!cluster) throw new Error(`the kubeconfig has no cluster named ${context.cluster}`);
  if (!cluster.server) throw new Error(`cluster ${cluster.name} of the kubeconfig has no server`);
  try {
    new URL(cluster.server);
  } catch {
    throw new Error(`the kubeconfig's server ${cluster.server} is not a URL`);
  }
  if (cluster.server.startsWith('http:') && !cluster.skipTLSVerify && !cluster.proxyUrl) {
    throw new Error(`cluster ${cluster.name} of the kubeconfig is served over plain HTTP (${cluster.server}): set insecure-skip-tls-verify to allow it`);
  }
  if (context.user && !config.getUser(context.user)) throw new Error(`the kubeconfig has no user named ${context.user}`);
  const user = context.user ? config.getUser(context.user) : null;
  const refused = REFUSED_LOGINS.find(({ key }) => user?.[key] !== undefined);
  if (user && refused) {
    throw new Error(`user ${user.name} of the kubeconfig logs in with ${refused.name}, which is not supported: use a token, a username and password or a client certificate`);
  }
  return config;
}

function parse(load: (config: KubeConfig) => void): KubeConfig {
  const config = new KubeConfig();
  try {
    load(config);
  } catch (error) {
    throw new Error(`the kubeconfig cannot be read: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
  return checked(config);
}

/** A kubeconfig given as its text (YAML or JSON) or as a path (`~` is the home folder). */
export function loadScraperKubeConfig(value: string): KubeConfig {
  if (!isKubeconfigPath(value)) return parse((config) => config.loadFromString(value));
  const path = value.trim().replace(/^~(?=$|\/)/, homedir());
  if (!existsSync(path)) throw new Error(`the kubeconfig file ${path} cannot be read: ENOENT`);
  return parse((config) => config.loadFromFile(path));
}

/** The cluster this server runs in, through its service account; undefined outside a cluster. */
export function inClusterKubeConfig(env: NodeJS.ProcessEnv = process.env): KubeConfig | undefined {
  if (!env.KUBERNETES_SERVICE_HOST) return undefined;
  const token = join(SERVICE_ACCOUNT_DIR, 'token');
  if (!existsSync(token)) throw new Error(`running in a cluster but the service account token ${token} cannot be read`);
  const config = new KubeConfig();
  config.loadFromCluster();
  return config;
}
