import { z } from 'zod';
import { secretValueSchema } from '#src/connections/secret-value.schema.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { acrossFields, notSupportedKey, specBoolean, specList, specObject, specString } from '#src/spec/spec-schema.ts';
import { checkBaseShape, namedCheck } from '../spec/check-base.schema.ts';
import type { CheckSpecBase } from './check-type.ts';
import { findKubernetesKind, SUPPORTED_KUBERNETES_KINDS } from './kubernetes-kinds.ts';
import type { SecretValue } from '#src/connections/probe-credentials.ts';

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

const CLOUD_LOGIN_REASON = 'not supported yet: give a kubeconfig or a connection';

const selectorSchema = specObject({
  name: specString(),
  labelSelector: specString(),
  fieldSelector: specString(),
  search: notSupportedKey('not supported yet: use labelSelector or fieldSelector'),
})
  .nullish()
  .transform((selector): KubernetesSelector => ({ name: selector?.name, labelSelector: selector?.labelSelector, fieldSelector: selector?.fieldSelector }));

const kindSchema = specString({ required: true }).refine((kind) => findKubernetesKind(kind) !== undefined, {
  error: (issue) => `${String(issue.input)} is not supported: use one of ${SUPPORTED_KUBERNETES_KINDS.join(', ')}`,
});

/** Where the check looks, for lists and for a check without a name: `Pod/prod/app=api`. */
export function kubernetesEndpoint(kindName: string, namespaceSelector: KubernetesSelector, resource: KubernetesSelector): string {
  const namespace = namespaceSelector.name ?? namespaceSelector.labelSelector ?? namespaceSelector.fieldSelector;
  const what = resource.name ?? resource.labelSelector ?? resource.fieldSelector;
  return [kindName, namespace ?? '*', ...(what ? [what] : [])].join('/');
}

const selectorOf = (value: unknown): KubernetesSelector => (isPlainObject(value) ? (value as KubernetesSelector) : {});

const kubernetesEntrySchema = acrossFields(
  specObject({
    kind: kindSchema,
    namespaceSelector: selectorSchema,
    resource: selectorSchema,
    ready: specBoolean(),
    healthy: specBoolean(),
    ignore: specList(z.string({ error: 'must be a name pattern' }).min(1, { error: 'must be a name pattern' })),
    kubeconfig: secretValueSchema,
    connection: specString(),
    eks: notSupportedKey(CLOUD_LOGIN_REASON),
    gke: notSupportedKey(CLOUD_LOGIN_REASON),
    cnrm: notSupportedKey(CLOUD_LOGIN_REASON),
    ...checkBaseShape,
  }),
  (entry, issue) => {
    const kind = typeof entry.kind === 'string' ? findKubernetesKind(entry.kind) : undefined;
    if (kind && !kind.namespaced && Object.values(selectorOf(entry.namespaceSelector)).some((value) => value !== undefined)) {
      issue('namespaceSelector', `${kind.kind} is not namespaced: leave namespaceSelector out`);
    }
  },
);

/**
 * One `kubernetes` entry: the kind as the API names it, selectors, readiness and health rules; a
 * check without a name is named after where it looks (`Pod/prod/app=api`).
 */
export const kubernetesCheckSchema = namedCheck(kubernetesEntrySchema, (entry) => {
  if (typeof entry.kind !== 'string' || entry.kind === '') return undefined;
  const kindName = findKubernetesKind(entry.kind)?.kind ?? entry.kind;
  return kubernetesEndpoint(kindName, selectorOf(entry.namespaceSelector), selectorOf(entry.resource));
}).transform(({ eks: _eks, gke: _gke, cnrm: _cnrm, ...entry }): KubernetesCheckSpec => ({
  ...entry,
  kind: findKubernetesKind(entry.kind)?.kind ?? entry.kind,
  ready: entry.ready ?? false,
  healthy: entry.healthy ?? false,
  ignore: entry.ignore ?? [],
}));
