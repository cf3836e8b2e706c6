import { formatSpecYaml } from '#src/ui/code-editor/yaml-spec.ts';
import { CHART_REPOSITORY, type ChartValueField, type GitOpsChart } from './gitops-charts.ts';

/** What the user filled in for a chart: the release, its namespace and one text per value path. */
export interface ChartInstall {
  release: string;
  namespace: string;
  values: Record<string, string>;
}

type ChartValue = string | string[];

function valueOf(field: ChartValueField, text: string | undefined): ChartValue | undefined {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return undefined;
  if (!field.list) return trimmed;
  const items = trimmed.split(',').map((item) => item.trim()).filter((item) => item !== '');
  return items.length === 0 ? undefined : items;
}

/** The values given, each at its path; blank ones are left to the chart's defaults. */
function filledValues(chart: GitOpsChart, install: ChartInstall): [string, ChartValue][] {
  return chart.values.flatMap((field) => {
    const value = valueOf(field, install.values[field.path]);
    return value === undefined ? [] : [[field.path, value] as [string, ChartValue]];
  });
}

function nestedValues(entries: [string, ChartValue][]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, value] of entries) {
    const keys = path.split('.');
    let node = root;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys[keys.length - 1]!] = value;
  }
  return root;
}

/** The fields still needed before the text is worth copying. */
export function missingValues(chart: GitOpsChart, install: ChartInstall): string[] {
  const missing = chart.values.filter((field) => field.required && valueOf(field, install.values[field.path]) === undefined).map((field) => field.label);
  if (install.release.trim() === '') missing.unshift('Release name');
  if (install.namespace.trim() === '') missing.unshift('Namespace');
  return missing;
}

/** A HelmRepository for the charts and a HelmRelease of the chart with the values given, for a Flux repository. */
export function fluxReleaseText(chart: GitOpsChart, install: ChartInstall): string {
  const namespace = install.namespace.trim();
  const repository = {
    apiVersion: 'source.toolkit.fluxcd.io/v1',
    kind: 'HelmRepository',
    metadata: { name: CHART_REPOSITORY.name, namespace },
    spec: { interval: '1h', url: CHART_REPOSITORY.url },
  };
  const values = filledValues(chart, install);
  const release = {
    apiVersion: 'helm.toolkit.fluxcd.io/v2',
    kind: 'HelmRelease',
    metadata: { name: install.release.trim(), namespace },
    spec: {
      interval: '10m',
      chart: { spec: { chart: chart.chart, sourceRef: { kind: 'HelmRepository', name: CHART_REPOSITORY.name, namespace } } },
      ...(values.length > 0 ? { values: nestedValues(values) } : {}),
    },
  };
  return `${formatSpecYaml(repository)}---\n${formatSpecYaml(release)}`;
}

const SHELL_SAFE = /^[\w@%+=:,./-]+$/;

function shellQuote(word: string): string {
  return SHELL_SAFE.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** `--set` reads commas as separators and `{a,b}` as a list: escape a plain value's commas, brace a list. */
function setArgument(path: string, value: ChartValue): string {
  const text = Array.isArray(value) ? `{${value.map((item) => item.replaceAll(',', '\\,')).join(',')}}` : value.replaceAll(',', '\\,');
  return `--set ${shellQuote(`${path}=${text}`)}`;
}

/** The same install with the Helm CLI: add the repository, then install the chart with the values given. */
export function helmCommandText(chart: GitOpsChart, install: ChartInstall): string {
  const installLines = [
    `helm install ${shellQuote(install.release.trim())} ${CHART_REPOSITORY.name}/${chart.chart}`,
    `--namespace ${shellQuote(install.namespace.trim())} --create-namespace`,
    ...filledValues(chart, install).map(([path, value]) => setArgument(path, value)),
  ];
  return [`helm repo add ${CHART_REPOSITORY.name} ${CHART_REPOSITORY.url}`, 'helm repo update', installLines.join(' \\\n  ')].join('\n') + '\n';
}
