import { secretValueSchema } from '#src/connections/secret-value.schema.ts';
import type { SecretValue } from '#src/connections/probe-credentials.ts';
import { listKubernetesResources } from '#src/protocols/kubernetes/kubernetes-api.client.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { specObject, specString } from '#src/spec/spec-schema.ts';
import { keepNewest, lineMatches, textLogLine, type LogLine } from '../search/log-line.ts';
import { kubernetesAccessOf, readPodLog } from './kubernetes-log.client.ts';
import { logBackendBaseShape } from './log-backend-base.schema.ts';
import { defineLogBackendType, type LogBackendSpecBase } from './log-backend-type.ts';

/** Pods one search reads at most, when labels select them. */
export const MAX_PODS_PER_SEARCH = 20;
/** Lines asked of each pod when the search filters by text, which the API cannot do. */
export const FILTERED_TAIL_LINES = 5000;

export interface KubernetesLogBackendSpec extends LogBackendSpecBase {
  connection?: string | undefined;
  kubeconfig?: SecretValue | undefined;
  /** The namespace searched unless the selector names one; `default` unless given. */
  namespace?: string | undefined;
  pod?: string | undefined;
  container?: string | undefined;
}

const POD_KEYS = ['namespace', 'pod', 'container'];

/** The pods to read: the one named, else those the other labels select (a label selector), in the namespace. */
async function podsOf(spec: KubernetesLogBackendSpec, labels: Record<string, string>, namespace: string, list: (selector: string) => Promise<Record<string, unknown>[]>): Promise<string[]> {
  const named = labels.pod ?? spec.pod;
  if (named) return [named];
  const selector = Object.entries(labels).filter(([key]) => !POD_KEYS.includes(key)).map(([key, value]) => `${key}=${value}`).join(',');
  if (selector === '') throw new Error(`a Kubernetes log search needs a pod: give the selector a pod label, or labels that select pods in ${namespace}`);
  const pods = await list(selector);
  return pods
    .map((pod) => (isPlainObject(pod.metadata) && typeof pod.metadata.name === 'string' ? pod.metadata.name : undefined))
    .filter((name): name is string => name !== undefined)
    .slice(0, MAX_PODS_PER_SEARCH);
}

/** Pod logs through the Kubernetes API (`/api/v1/namespaces/{ns}/pods/{pod}/log`) of a kubeconfig, a connection or the server's own cluster. */
export const kubernetesLogBackend = defineLogBackendType<KubernetesLogBackendSpec>({
  type: 'kubernetes',
  schema: specObject({
    ...logBackendBaseShape,
    connection: specString(),
    kubeconfig: secretValueSchema,
    namespace: specString(),
    pod: specString(),
    container: specString(),
  }),
  examples: ['name: cluster\nconnection: connection://default/cluster\nnamespace: default\n', { kubeconfig: '~/.kube/config', labels: { cluster: 'kind' } }],
  async run(spec, context) {
    const access = await kubernetesAccessOf(spec, context);
    const namespace = context.labels.namespace ?? spec.namespace ?? 'default';
    const container = context.labels.container ?? spec.container;
    const pods = await podsOf(spec, context.labels, namespace, (labelSelector) =>
      listKubernetesResources(access, `/api/v1/namespaces/${encodeURIComponent(namespace)}/pods`, { labelSelector }, context.signal),
    );
    const tailLines = context.query ? FILTERED_TAIL_LINES : context.limit + 1;
    const lines: LogLine[] = [];
    let cut = false;
    for (const pod of pods) {
      const texts = await readPodLog(access, { namespace, pod, container, sinceTime: context.start, tailLines }, context.signal);
      if (context.query && texts.length >= tailLines) cut = true;
      const labels = { namespace, pod, ...(container ? { container } : {}) };
      for (const text of texts) {
        const line = textLogLine(text, context.end.toISOString(), labels);
        if (lineMatches(line, context.start, context.end, context.query)) lines.push(line);
      }
    }
    const kept = keepNewest(lines, context.limit);
    return { lines: kept.lines, more: kept.more || cut };
  },
});
