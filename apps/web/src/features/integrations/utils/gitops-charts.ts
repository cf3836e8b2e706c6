/**
 * The Helm charts 'Add via GitOps' writes commands for. Upstream reads each chart's metadata and
 * value schema from a public chart registry; this product cannot reach one, so it keeps this small
 * table of the values worth asking for (docs/decisions/0059).
 */
export interface ChartValueField {
  /** The value's path in the chart's values, dot-separated (`global.ui.host`). */
  path: string;
  label: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  /** A comma-separated list in the form, a list in the values. */
  list?: boolean;
}

export interface GitOpsChart {
  id: string;
  /** The choice's name in the dialog. */
  title: string;
  icon: string;
  description: string;
  chart: string;
  /** The namespace it installs into unless the user names another. */
  namespace: string;
  values: readonly ChartValueField[];
}

/** Where the charts are published, and the name `helm repo add` and the HelmRepository give it. */
export const CHART_REPOSITORY = { name: 'flanksource', url: 'https://flanksource.github.io/charts' } as const;

export const GITOPS_CHARTS: readonly GitOpsChart[] = [
  {
    id: 'aws',
    title: 'AWS',
    icon: 'aws',
    description: 'Scrape AWS accounts into the catalog and watch their changes.',
    chart: 'mission-control-aws',
    namespace: 'mission-control',
    values: [
      { path: 'connection', label: 'Connection', placeholder: 'connection://aws', hint: 'The AWS connection that holds the credentials.', required: true },
      { path: 'regions', label: 'Regions', placeholder: 'eu-west-1, us-east-1', hint: 'Comma-separated.', list: true, required: true },
      { path: 'assumeRole', label: 'Assume role', placeholder: 'arn:aws:iam::123456789012:role/read-only', hint: 'Optional: a role to assume in each account.' },
    ],
  },
  {
    id: 'azure',
    title: 'Azure',
    icon: 'azure',
    description: 'Scrape an Azure subscription into the catalog.',
    chart: 'mission-control-azure',
    namespace: 'mission-control',
    values: [
      { path: 'connection', label: 'Connection', placeholder: 'connection://azure', hint: 'The Azure connection that holds the client credentials.', required: true },
      { path: 'subscriptionID', label: 'Subscription ID', placeholder: '00000000-0000-0000-0000-000000000000', required: true },
      { path: 'tenantID', label: 'Tenant ID', placeholder: '00000000-0000-0000-0000-000000000000', required: true },
    ],
  },
  {
    id: 'prometheus',
    title: 'Prometheus',
    icon: 'prometheus',
    description: 'Health checks and topology metrics from a Prometheus server.',
    chart: 'mission-control-prometheus',
    namespace: 'mission-control',
    values: [{ path: 'url', label: 'Prometheus URL', placeholder: 'http://prometheus.monitoring:9090', required: true }],
  },
  {
    id: 'flux',
    title: 'Flux',
    icon: 'flux',
    description: 'Flux sources, kustomizations and Helm releases in the catalog, with their changes.',
    chart: 'mission-control-flux',
    namespace: 'mission-control',
    values: [{ path: 'clusterName', label: 'Cluster name', placeholder: 'production', required: true }],
  },
  {
    id: 'kubernetes',
    title: 'Kubernetes',
    icon: 'kubernetes',
    description: 'Scrape a cluster into the catalog and build its topology.',
    chart: 'mission-control-kubernetes',
    namespace: 'mission-control',
    values: [
      { path: 'clusterName', label: 'Cluster name', placeholder: 'production', required: true },
      { path: 'scraper.schedule', label: 'Scrape schedule', placeholder: '@every 15m', hint: 'Optional: how often the whole cluster is read again.' },
    ],
  },
  {
    id: 'mission-control',
    title: 'Mission Control',
    icon: 'helm',
    description: 'This product itself, installed in a cluster.',
    chart: 'mission-control',
    namespace: 'mission-control',
    values: [
      { path: 'global.ui.host', label: 'Host name', placeholder: 'mission-control.example.com', hint: 'Where users open the UI.', required: true },
      { path: 'adminPassword', label: 'Administrator password', hint: 'Optional: the first administrator\u2019s password; one is generated when blank.' },
    ],
  },
];
