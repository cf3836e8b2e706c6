import type { KubeConfig } from '@kubernetes/client-node';
import { secretText } from '#src/connections/probe-credentials.ts';
import type { ScraperContext } from '../scraper-type.ts';
import { inClusterKubeConfig, loadScraperKubeConfig } from './kubernetes-kubeconfig.loader.ts';
import type { KubernetesScraperSpec } from './kubernetes-scraper.schema.ts';

/**
 * How a scrape reaches its cluster: the spec's kubeconfig (text or path), else the kubeconfig held by
 * its connection, else the cluster the server runs in. Throws an Error saying what is missing.
 */
export async function resolveScraperAccess(spec: KubernetesScraperSpec, context: ScraperContext): Promise<KubeConfig> {
  const kubeconfig = secretText(spec.kubeconfig, 'kubeconfig');
  if (kubeconfig !== undefined) return loadScraperKubeConfig(kubeconfig);
  if (spec.connection !== undefined) {
    const connection = await context.resolveConnection(spec.connection);
    if (!connection) throw new Error(`connection ${spec.connection} was not found`);
    const held = connection.properties.kubeconfig ?? connection.properties.certificate;
    if (typeof held !== 'string' || held === '') throw new Error(`connection ${spec.connection} holds no kubeconfig`);
    return loadScraperKubeConfig(held);
  }
  const inCluster = inClusterKubeConfig();
  if (!inCluster) throw new Error('no cluster to scrape: give a kubeconfig or a connection, or run the server inside the cluster');
  return inCluster;
}
