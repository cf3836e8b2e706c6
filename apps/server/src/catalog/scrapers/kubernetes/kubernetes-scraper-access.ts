import { inClusterAccess, loadKubeconfig, type KubernetesAccess } from '../../../health/checks/kubernetes-kubeconfig.ts';
import { secretText } from '../../../health/checks/probe-credentials.ts';
import type { ScraperContext } from '../scraper-type.ts';
import type { KubernetesScraperSpec } from './kubernetes-scraper-spec.reader.ts';

/**
 * How a scrape reaches its cluster: the spec's kubeconfig (text or path), else the kubeconfig held by
 * its connection, else the cluster the server runs in. Throws an Error saying what is missing.
 */
export async function resolveScraperAccess(spec: KubernetesScraperSpec, context: ScraperContext): Promise<KubernetesAccess> {
  const kubeconfig = secretText(spec.kubeconfig, 'kubeconfig');
  if (kubeconfig !== undefined) return loadKubeconfig(kubeconfig);
  if (spec.connection !== undefined) {
    const connection = await context.resolveConnection(spec.connection);
    if (!connection) throw new Error(`connection ${spec.connection} was not found`);
    const held = connection.properties.kubeconfig ?? connection.properties.certificate;
    if (typeof held !== 'string' || held === '') throw new Error(`connection ${spec.connection} holds no kubeconfig`);
    return loadKubeconfig(held);
  }
  const inCluster = await inClusterAccess();
  if (!inCluster) throw new Error('no cluster to scrape: give a kubeconfig or a connection, or run the server inside the cluster');
  return inCluster;
}
