/**
 * The agent runs in the user's cluster from the agent Helm chart; these constants name where it
 * comes from, so a different chart source is a one-line change.
 */
export const AGENT_CHART_REPOSITORY = 'https://flanksource.github.io/charts';
export const AGENT_CHART_REPOSITORY_NAME = 'flanksource';
export const AGENT_CHART = 'mission-control-agent';
export const AGENT_NAMESPACE = 'mission-control-agent';

export interface AgentInstallation {
  /** Where the agent sends its data: this server's address. */
  upstreamUrl: string;
  agentName: string;
  username: string;
  accessToken: string;
  kubernetes: { enabled: boolean; interval: string };
  pushTelemetry: { enabled: boolean; topologyName: string };
}

/** Chart values as dotted keys, in the order they are written out. */
function chartValues(install: AgentInstallation): [string, string | boolean][] {
  const values: [string, string | boolean][] = [
    ['clusterName', install.agentName],
    ['upstream.agent', install.agentName],
    ['upstream.host', install.upstreamUrl],
    ['upstream.username', install.username],
    ['upstream.password', install.accessToken],
    ['kubernetes.enabled', install.kubernetes.enabled],
  ];
  if (install.kubernetes.enabled) values.push(['kubernetes.interval', install.kubernetes.interval]);
  values.push(['pushTelemetry.enabled', install.pushTelemetry.enabled]);
  if (install.pushTelemetry.enabled && install.pushTelemetry.topologyName.trim() !== '') {
    values.push(['pushTelemetry.topologyName', install.pushTelemetry.topologyName.trim()]);
  }
  return values;
}

function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'"'"'`)}'`;
}

/** Helm commands that add the chart repository and install the agent. */
export function helmInstallCommand(install: AgentInstallation): string {
  const sets = chartValues(install).map(([key, value]) => `  --set ${key}=${shellQuote(String(value))}`);
  return [
    `helm repo add ${AGENT_CHART_REPOSITORY_NAME} ${AGENT_CHART_REPOSITORY}`,
    'helm repo update',
    `helm install ${AGENT_CHART} ${AGENT_CHART_REPOSITORY_NAME}/${AGENT_CHART} \\`,
    `  --namespace ${AGENT_NAMESPACE} --create-namespace \\`,
    sets.join(' \\\n'),
  ].join('\n');
}

function yamlScalar(value: string | boolean): string {
  return typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

/** Nested YAML lines for the dotted chart values, indented under `values:`. */
function valuesYaml(values: [string, string | boolean][], indent: string): string[] {
  const lines: string[] = [];
  const opened: string[] = [];
  for (const [key, value] of values) {
    const parts = key.split('.');
    const leaf = parts.pop()!;
    let depth = 0;
    while (depth < parts.length && opened[depth] === parts[depth]) depth += 1;
    opened.length = depth;
    for (; depth < parts.length; depth += 1) {
      lines.push(`${indent}${'  '.repeat(depth)}${parts[depth]}:`);
      opened.push(parts[depth]!);
    }
    lines.push(`${indent}${'  '.repeat(parts.length)}${leaf}: ${yamlScalar(value)}`);
  }
  return lines;
}

/** Flux manifests (a HelmRepository and a HelmRelease) that install the agent from Git. */
export function fluxManifests(install: AgentInstallation): string {
  return [
    'apiVersion: v1',
    'kind: Namespace',
    'metadata:',
    `  name: ${AGENT_NAMESPACE}`,
    '---',
    'apiVersion: source.toolkit.fluxcd.io/v1',
    'kind: HelmRepository',
    'metadata:',
    `  name: ${AGENT_CHART_REPOSITORY_NAME}`,
    `  namespace: ${AGENT_NAMESPACE}`,
    'spec:',
    '  interval: 1h',
    `  url: ${AGENT_CHART_REPOSITORY}`,
    '---',
    'apiVersion: helm.toolkit.fluxcd.io/v2',
    'kind: HelmRelease',
    'metadata:',
    `  name: ${AGENT_CHART}`,
    `  namespace: ${AGENT_NAMESPACE}`,
    'spec:',
    '  interval: 10m',
    '  chart:',
    '    spec:',
    `      chart: ${AGENT_CHART}`,
    '      sourceRef:',
    '        kind: HelmRepository',
    `        name: ${AGENT_CHART_REPOSITORY_NAME}`,
    '  values:',
    ...valuesYaml(chartValues(install), '    '),
  ].join('\n');
}
