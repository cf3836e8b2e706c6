import { readCheckBase } from '../spec/check-base.reader.ts';
import type { SpecReader } from '../spec/spec-reader.ts';
import type { CheckSpecBase } from './check-type.ts';
import { findKubernetesKind, SUPPORTED_KUBERNETES_KINDS } from './kubernetes-kinds.ts';
import { readSecret, type SecretValue } from './probe-credentials.ts';

export interface KubernetesSelector {
  name?: string | undefined;
  labelSelector?: string | undefined;
  fieldSelector?: string | undefined;
}

/** A `kubernetes` check entry after validation. */
export interface KubernetesCheckSpec extends CheckSpecBase {
  /** The kind as the API names it (`Pod`, `Deployment`), whatever case the spec used. */
  kind: string;
  /** Which namespaces to look in; all of them when empty. */
  namespaceSelector: KubernetesSelector;
  /** Which resources of the kind count; all of them when empty. */
  resource: KubernetesSelector;
  /** Fail unless every resource is ready. */
  ready: boolean;
  /** Fail when any resource reports a failing condition. */
  healthy: boolean;
  /** Name patterns (`*`, `?`) of resources left out. */
  ignore: string[];
  /** The kubeconfig's text or path. */
  kubeconfig?: SecretValue | undefined;
  /** A connection holding the kubeconfig (property `kubeconfig`) or the server url and token. */
  connection?: string | undefined;
}

const CLOUD_LOGINS = ['eks', 'gke', 'cnrm'];

function readSelector(reader: SpecReader, key: string): KubernetesSelector {
  const nested = reader.nested(key);
  if (!nested) return {};
  const selector = { name: nested.string('name'), labelSelector: nested.string('labelSelector'), fieldSelector: nested.string('fieldSelector') };
  if (nested.has('search')) nested.issue('search', 'not supported yet: use labelSelector or fieldSelector');
  nested.ignore('search');
  nested.finish();
  return selector;
}

function readIgnore(reader: SpecReader): string[] {
  return (reader.list('ignore') ?? []).flatMap((entry, index) => {
    if (typeof entry === 'string' && entry !== '') return [entry];
    reader.issues.push({ path: `${reader.fieldPath('ignore')}[${index}]`, message: 'must be a name pattern' });
    return [];
  });
}

/** Where the check looks, for lists and for a check without a name: `Pod/prod/app=api`. */
export function kubernetesEndpoint(kindName: string, namespaceSelector: KubernetesSelector, resource: KubernetesSelector): string {
  const namespace = namespaceSelector.name ?? namespaceSelector.labelSelector ?? namespaceSelector.fieldSelector;
  const what = resource.name ?? resource.labelSelector ?? resource.fieldSelector;
  return [kindName, namespace ?? '*', ...(what ? [what] : [])].join('/');
}

/** Validates one `kubernetes` entry; issues are added to the reader. */
export function readKubernetesSpec(reader: SpecReader): KubernetesCheckSpec | undefined {
  const kindName = reader.string('kind', { required: true });
  const kind = kindName === undefined ? undefined : findKubernetesKind(kindName);
  if (kindName !== undefined && !kind) {
    reader.issue('kind', `${kindName} is not supported: use one of ${SUPPORTED_KUBERNETES_KINDS.join(', ')}`);
  }
  const namespaceSelector = readSelector(reader, 'namespaceSelector');
  const resource = readSelector(reader, 'resource');
  if (kind && !kind.namespaced && Object.values(namespaceSelector).some((v) => v !== undefined)) {
    reader.issue('namespaceSelector', `${kind.kind} is not namespaced: leave namespaceSelector out`);
  }
  const ready = reader.boolean('ready') ?? false;
  const healthy = reader.boolean('healthy') ?? false;
  const ignore = readIgnore(reader);
  const kubeconfig = readSecret(reader, 'kubeconfig');
  const connection = reader.string('connection');
  for (const key of CLOUD_LOGINS) {
    if (reader.has(key)) reader.issue(key, 'not supported yet: give a kubeconfig or a connection');
    reader.ignore(key);
  }
  const base = readCheckBase(reader, kindName === undefined ? undefined : kubernetesEndpoint(kind?.kind ?? kindName, namespaceSelector, resource));
  reader.finish();
  if (reader.issues.length > 0 || !kind) return undefined;
  return { ...base, kind: kind.kind, namespaceSelector, resource, ready, healthy, ignore, kubeconfig, connection };
}
