import { findCheckType } from '../checks/check-registry.ts';
import { CANARY_SCHEDULE_RULES, usableSchedule } from '#src/jobs/schedule.ts';
import type { CanaryCheck, CanarySpec } from './canary-spec.types.ts';
import { withServerAddress } from '../server-address.ts';
import { SpecError, type SpecIssue } from '#src/spec/spec-issue.ts';
import type { SpecReader } from '#src/spec/spec-reader.ts';
import { readResourceSpecDocument } from '#src/spec/resource-spec-document.ts';

export const CANARY_API_VERSION = 'canaries.flanksource.com/v1';

/** The namespace of a canary whose metadata names none. */
export const DEFAULT_NAMESPACE = 'default';

/**
 * Canary fields other than check lists. `env`, `severity`, `owner`, `resultMode` and `replicas`
 * come from canary-checker and are accepted so existing YAML loads, but this server ignores them.
 */
const CANARY_FIELDS = ['schedule', 'interval', 'icon', 'env', 'severity', 'owner', 'resultMode', 'replicas'];

/**
 * canary-checker check lists this server cannot run yet: named as such rather than as unknown.
 * The types it runs are in the check registry, never here (a test keeps the two apart).
 */
const NOT_YET_SUPPORTED_CHECK_TYPES = new Set([
  'awsConfig', 'awsConfigRule', 'azureDevops', 'cloudwatch', 'configDB', 'containerd',
  'containerdPush', 'databaseBackup', 'docker', 'dockerPush', 'dynatrace', 'ec2', 'gcsBucket',
  'github', 'gitProtocol', 'helm', 'jmeter', 'junit', 'kubernetesResource', 'ldap', 'namespace', 'opensearch', 'pod',
  'restic', 's3', 'sftp', 'smb', 'webhook',
]);

/** Whether a canary-checker check list is one this server knows of but cannot run yet. */
export function isCheckTypeNotYetSupported(key: string): boolean {
  return NOT_YET_SUPPORTED_CHECK_TYPES.has(key);
}

function readTiming(spec: SpecReader): Pick<CanarySpec, 'schedule' | 'interval'> {
  const schedule = spec.string('schedule');
  const interval = spec.number('interval', { min: 1, integer: true });
  if (schedule !== undefined && spec.has('interval')) {
    spec.issue('interval', 'use either schedule or interval, not both');
  }
  if (schedule !== undefined) {
    try {
      usableSchedule(schedule, CANARY_SCHEDULE_RULES);
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
    spec.issue(key, isCheckTypeNotYetSupported(key) ? 'not supported yet (a check type)' : 'unknown key');
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
  // Placeholders a run resolves are checked here as what they become (a run has resolved them already).
  const { spec, metadata, issues } = readResourceSpecDocument(withServerAddress(input), {
    apiVersion: CANARY_API_VERSION, kind: 'Canary', defaultNamespace: DEFAULT_NAMESPACE,
  });
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
