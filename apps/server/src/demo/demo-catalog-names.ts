/**
 * Names the demo's parts share across features: the canaries' checks are linked to the catalog
 * items the catalog's demo scrapers make, and check the cluster the catalog's demo serves.
 */
export const DEMO_CATALOG_NAMES = {
  /** The namespace of the connection to the recorded cluster. */
  clusterConnectionNamespace: 'demo',
  /** The connection whose kubeconfig the demo points at its recorded cluster at every start. */
  clusterConnectionName: 'demo-cluster',
  /** The type of the catalog item the demo's sql scraper makes of each canary (named as the canary). */
  canaryItemType: 'Vigil::Canary',
  /** The type of the catalog items of the recorded cluster's services. */
  serviceItemType: 'Kubernetes::Service',
} as const;
