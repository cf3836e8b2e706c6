import { catalogTopologyTemplate } from './catalog-topology.template.ts';

/** A ready-made topology: its spec is saved as it is, or edited first. */
export interface TopologyTemplate {
  name: string;
  description: string;
  spec: Record<string, unknown>;
}

/** The built-in templates Add Integration > Custom Topology offers, derived from the catalog. */
export function topologyTemplates(): TopologyTemplate[] {
  return [
    {
      name: 'kubernetes-clusters',
      description: "Every Kubernetes cluster in the catalog: its namespaces, the workloads in each and the workloads' pods, linked to their catalog items.",
      spec: catalogTopologyTemplate(),
    },
    {
      name: 'kubernetes-applications',
      description: "The catalog's Kubernetes workloads and their pods, grouped by application (the app.kubernetes.io/part-of label).",
      spec: catalogTopologyTemplate({ groupByTag: 'app.kubernetes.io/part-of' }),
    },
  ];
}
