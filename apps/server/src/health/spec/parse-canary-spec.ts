import { parse as parseYaml } from 'yaml';
import { findCheckType } from '../checks/check-registry.ts';
import { parseSchedule } from '../../jobs/schedule.ts';
import type { CanaryCheck, CanaryMetadata, CanarySpec } from './canary-spec.types.ts';
import { SpecError, type SpecIssue } from './spec-issue.ts';
import { isPlainObject, SpecReader } from './spec-reader.ts';

export const CANARY_API_VERSION = 'canaries.flanksource.com/v1';

/** The namespace of a canary whose metadata names none. */
export const DEFAULT_NAMESPACE = 'default';

/**
 * Canary fields other than check lists. `env`, `severity`, `owner`, `resultMode` and `replicas`
 * come from canary-checker and are accepted so existing YAML loads, but this server ignores them.
 */
const CANARY_FIELDS = ['schedule', 'interval', 'icon', 'env', 'severity', 'owner', 'resultMode', 'replicas'];

/** canary-checker check lists this server cannot run yet: named as such rather than as unknown. */
const UNSUPPORTED_CHECK_TYPES = new Set([
  'alertmanager', 'awsConfig', 'awsConfigRule', 'azureDevops', 'catalog', 'cloudwatch', 'configDB',
  'containerd', 'containerdPush', 'databaseBackup', 'dns', 'docker', 'dockerPush', 'dynatrace', 'ec2',
  'elasticsearch', 'gcsBucket', 'github', 'helm', 'icmp', 'jmeter', 'junit', 'kubernetes',
  'kubernetesResource', 'ldap', 'mongodb', 'mssql', 'mysql', 'namespace', 'opensearch', 'pod',
  'postgres', 'prometheus', 'redis', 'restic', 's3', 'sftp', 'smb', 'webhook',
]);

/** Standard Kubernetes object metadata that exported documents carry; only the first three are used. */
const IGNORED_METADATA_KEYS = [
  'annotations', 'uid', 'resourceVersion', 'generation', 'creationTimestamp', 'deletionTimestamp',
  'managedFields', 'finalizers', 'ownerReferences', 'generateName',
];

function readText(input: string, issues: SpecIssue[]): unknown {
  try {
    return parseYaml(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    issues.push({ path: 'spec', message: `not valid YAML or JSON: ${reason}` });
    return undefined;
  }
}

function isWholeDocument(value: Record<string, unknown>): boolean {
  return 'apiVersion' in value || 'kind' in value || 'metadata' in value;
}

function readDocument(document: SpecReader): { spec: unknown; metadata?: CanaryMetadata } {
  const apiVersion = document.raw('apiVersion');
  if (apiVersion !== CANARY_API_VERSION) document.issue('apiVersion', `must be ${CANARY_API_VERSION}`);
  const kind = document.raw('kind');
  if (kind !== 'Canary') document.issue('kind', 'must be Canary');
  document.ignore('status');
  const spec = document.raw('spec');
  if (spec === undefined) document.issue('spec', 'spec is required');
  let metadata: CanaryMetadata | undefined;
  const meta = document.nested('metadata');
  if (meta) {
    meta.ignore(...IGNORED_METADATA_KEYS);
    metadata = { name: meta.string('name'), namespace: meta.string('namespace') ?? DEFAULT_NAMESPACE, labels: meta.stringMap('labels') };
    meta.finish();
  }
  document.finish();
  return metadata ? { spec, metadata } : { spec };
}

function readTiming(spec: SpecReader): Pick<CanarySpec, 'schedule' | 'interval'> {
  const schedule = spec.string('schedule');
  const interval = spec.number('interval', { min: 1, integer: true });
  if (schedule !== undefined && spec.has('interval')) {
    spec.issue('interval', 'use either schedule or interval, not both');
  }
  if (schedule !== undefined) {
    try {
      parseSchedule(schedule);
    } catch (error) {
      spec.issue('schedule', error instanceof Error ? error.message : String(error));
    }
  }
  return { schedule, interval };
}

function readChecks(spec: SpecReader, key: string, checks: CanaryCheck[]): void {
  const type = findCheckType(key);
  if (!type) {
    spec.raw(key);
    spec.issue(key, UNSUPPORTED_CHECK_TYPES.has(key) ? 'check type not supported yet' : 'unknown key');
    return;
  }
  const entries = spec.list(key) ?? [];
  entries.forEach((entry, index) => {
    const path = `${spec.fieldPath(key)}[${index}]`;
    const result = type.parse(entry, path);
    if ('issues' in result) spec.issues.push(...result.issues);
    else checks.push({ type: key, spec: result.spec, path });
  });
}

function checkNamesAreUnique(checks: CanaryCheck[], issues: SpecIssue[]): void {
  const firstByName = new Map<string, string>();
  for (const check of checks) {
    const key = `${check.type}\u0000${check.spec.name}`;
    const first = firstByName.get(key);
    if (first) issues.push({ path: `${check.path}.name`, message: `duplicate name '${check.spec.name}' (also used by ${first})` });
    else firstByName.set(key, check.path);
  }
}

/**
 * Validates a canary: YAML or JSON text, or an already parsed object; a whole
 * `canaries.flanksource.com/v1` Canary document or its bare spec. Throws a `SpecError` naming
 * every issue found. Without `schedule` or `interval` the canary runs every 60 seconds; a document
 * whose metadata names no namespace is in `default`.
 */
export function parseCanarySpec(input: string | unknown): CanarySpec {
  const issues: SpecIssue[] = [];
  const value = typeof input === 'string' ? readText(input, issues) : input;
  if (issues.length > 0) throw new SpecError(issues);

  let rawSpec: unknown = value;
  let metadata: CanaryMetadata | undefined;
  if (isPlainObject(value) && isWholeDocument(value)) {
    const document = SpecReader.of(value, '', issues);
    if (document) ({ spec: rawSpec, metadata } = readDocument(document));
    if (rawSpec === undefined) throw new SpecError(issues);
  }
  const spec = SpecReader.of(rawSpec, 'spec', issues);
  if (!spec) throw new SpecError(issues);

  const timing = readTiming(spec);
  const icon = spec.string('icon');
  spec.ignore(...CANARY_FIELDS);
  const checks: CanaryCheck[] = [];
  for (const key of spec.keys()) {
    if (!CANARY_FIELDS.includes(key)) readChecks(spec, key, checks);
  }
  spec.finish();
  checkNamesAreUnique(checks, issues);
  if (checks.length === 0 && issues.length === 0) issues.push({ path: 'spec', message: 'has no checks' });
  if (issues.length > 0) throw new SpecError(issues);
  return { ...timing, icon, checks, metadata };
}
