import { isPlainObject } from '#src/spec/spec-reader.ts';

/** What a check can say about one resource without knowing the application inside it. */
export interface KubernetesResourceStatus {
  /** Serving or done: pods Ready (or Succeeded), workloads with all replicas available, ... */
  ready: boolean;
  /** No condition reports a failure (crash loops, failed jobs, node pressure, stuck rollouts). */
  healthy: boolean;
  /** A one-word state: Running, Pending, CrashLoopBackOff, 2/3 available, Active ... */
  status: string;
  /** Why it is not ready or not healthy, when the resource says. */
  message: string;
}

type Obj = Record<string, unknown>;

interface Condition {
  type: string;
  status: string;
  reason: string;
  message: string;
}

/** Condition types that report a problem when True. */
const PROBLEM_CONDITIONS = new Set(['MemoryPressure', 'DiskPressure', 'PIDPressure', 'NetworkUnavailable', 'ReplicaFailure', 'Failed', 'FailureTarget']);
/** Waiting reasons of a container that will not recover by itself. */
const BROKEN_CONTAINER_REASONS = new Set(['CrashLoopBackOff', 'ImagePullBackOff', 'ErrImagePull', 'InvalidImageName', 'CreateContainerConfigError', 'CreateContainerError', 'RunContainerError']);

const obj = (value: unknown): Obj => (isPlainObject(value) ? value : {});
const num = (value: unknown, fallback = 0): number => (typeof value === 'number' ? value : fallback);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function conditionsOf(status: Obj): Condition[] {
  const list = Array.isArray(status.conditions) ? status.conditions : [];
  return list.map((raw) => {
    const c = obj(raw);
    return { type: str(c.type), status: str(c.status), reason: str(c.reason), message: str(c.message) };
  });
}

const conditionTrue = (conditions: Condition[], type: string) => conditions.some((c) => c.type === type && c.status === 'True');
const explain = (c: Condition) => [c.reason || c.type, c.message].filter(Boolean).join(': ');

/** Conditions that report a failure, whatever the kind. */
function failingConditions(conditions: Condition[]): Condition[] {
  return conditions.filter(
    (c) =>
      (PROBLEM_CONDITIONS.has(c.type) && c.status === 'True') ||
      (c.type === 'Progressing' && c.status === 'False') ||
      (c.type === 'Complete' && c.reason === 'BackoffLimitExceeded'),
  );
}

function podStatus(status: Obj, conditions: Condition[]): KubernetesResourceStatus {
  const phase = str(status.phase) || 'Unknown';
  const containers = [...(Array.isArray(status.initContainerStatuses) ? status.initContainerStatuses : []), ...(Array.isArray(status.containerStatuses) ? status.containerStatuses : [])];
  const broken = containers.map((c) => obj(obj(obj(c).state).waiting)).find((waiting) => BROKEN_CONTAINER_REASONS.has(str(waiting.reason)));
  const ready = phase === 'Succeeded' || conditionTrue(conditions, 'Ready');
  const notReady = conditions.find((c) => c.type === 'Ready' && c.status !== 'True');
  if (broken) return { ready, healthy: false, status: str(broken.reason), message: str(broken.message) };
  if (phase === 'Failed') return { ready, healthy: false, status: 'Failed', message: str(status.message) || str(status.reason) };
  return { ready, healthy: true, status: phase === 'Succeeded' ? 'Completed' : phase, message: ready ? '' : notReady ? explain(notReady) : str(status.message) };
}

function replicaStatus(wanted: number, have: number, word: string): Pick<KubernetesResourceStatus, 'ready' | 'status'> {
  return { ready: have >= wanted, status: `${have}/${wanted} ${word}` };
}

function readiness(kind: string, spec: Obj, status: Obj, conditions: Condition[]): Pick<KubernetesResourceStatus, 'ready' | 'status'> {
  switch (kind) {
    case 'Deployment':
      return replicaStatus(num(spec.replicas, 1), num(status.availableReplicas), 'available');
    case 'StatefulSet':
    case 'ReplicaSet':
      return replicaStatus(num(spec.replicas, 1), num(status.readyReplicas), 'ready');
    case 'DaemonSet':
      return replicaStatus(num(status.desiredNumberScheduled), num(status.numberReady), 'ready');
    case 'Job': {
      const done = conditionTrue(conditions, 'Complete') || num(status.succeeded) >= num(spec.completions, 1);
      return { ready: done, status: conditionTrue(conditions, 'Failed') ? 'Failed' : done ? 'Complete' : 'Running' };
    }
    case 'Node':
      return { ready: conditionTrue(conditions, 'Ready'), status: conditionTrue(conditions, 'Ready') ? 'Ready' : 'NotReady' };
    case 'Namespace':
      return { ready: str(status.phase) === 'Active', status: str(status.phase) || 'Unknown' };
    case 'PersistentVolumeClaim':
      return { ready: str(status.phase) === 'Bound', status: str(status.phase) || 'Unknown' };
    case 'Service': {
      if (str(spec.type) !== 'LoadBalancer') return { ready: true, status: str(spec.type) || 'ClusterIP' };
      const ingress = obj(status.loadBalancer).ingress;
      const assigned = Array.isArray(ingress) && ingress.length > 0;
      return { ready: assigned, status: assigned ? 'LoadBalancer' : 'Pending' };
    }
    case 'CronJob':
      return { ready: true, status: spec.suspend === true ? 'Suspended' : 'Scheduled' };
    default:
      return { ready: true, status: 'Exists' };
  }
}

/** Readiness and health of one resource of `kind`, from its spec and status. */
export function kubernetesResourceStatus(kind: string, resource: Obj): KubernetesResourceStatus {
  const spec = obj(resource.spec);
  const status = obj(resource.status);
  const conditions = conditionsOf(status);
  if (kind === 'Pod') return podStatus(status, conditions);
  const failing = failingConditions(conditions);
  if (kind === 'Node' && !conditionTrue(conditions, 'Ready')) {
    failing.push(conditions.find((c) => c.type === 'Ready') ?? { type: 'Ready', status: 'Unknown', reason: 'NodeStatusUnknown', message: '' });
  }
  const { ready, status: word } = readiness(kind, spec, status, conditions);
  const unready = conditions.find((c) => (c.type === 'Available' || c.type === 'Ready') && c.status !== 'True');
  const message = failing.length > 0 ? failing.map(explain).join('; ') : !ready && unready ? explain(unready) : '';
  return { ready, healthy: failing.length === 0, status: word, message };
}
