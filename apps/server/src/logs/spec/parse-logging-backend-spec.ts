import { readResourceSpecDocument, type ResourceMetadata } from '#src/spec/resource-spec-document.ts';
import { SpecError } from '#src/spec/spec-issue.ts';
import { LOG_BACKEND_REGISTRY } from '../backends/log-backend-registry.ts';
import type { LogBackendSpecBase } from '../backends/log-backend-type.ts';

export const LOGGING_BACKEND_API_VERSION = 'mission-control.flanksource.com/v1';
export const LOGGING_BACKEND_KIND = 'LoggingBackend';

/** One entry of a LoggingBackend spec, as parsed. */
export interface LogBackendEntry {
  type: string;
  spec: LogBackendSpecBase;
  /** Where it is in the spec (`spec.loki[0]`). */
  path: string;
}

export interface LoggingBackendSpec {
  entries: LogBackendEntry[];
  metadata?: ResourceMetadata | undefined;
}

/**
 * Validates a logging backend: YAML or JSON text or a parsed object, a whole LoggingBackend
 * document or its bare spec, whose keys are lists of backend entries by type (`file`, `kubernetes`,
 * `loki`, `opensearch`, `elasticsearch`, `server`). Throws a `SpecError` naming every issue.
 */
export function parseLoggingBackendSpec(input: string | unknown): LoggingBackendSpec {
  const { spec, metadata, issues } = readResourceSpecDocument(input, { apiVersion: LOGGING_BACKEND_API_VERSION, kind: LOGGING_BACKEND_KIND, defaultNamespace: 'default' });
  const entries: LogBackendEntry[] = [];
  for (const key of spec.keys()) {
    const type = LOG_BACKEND_REGISTRY.find(key);
    if (!type) {
      spec.raw(key);
      spec.issue(key, key === 'backends' ? 'not supported: write one list per backend type (file, kubernetes, loki, opensearch, elasticsearch)' : 'unknown key');
      continue;
    }
    (spec.list(key) ?? []).forEach((raw, index) => {
      const path = `${spec.fieldPath(key)}[${index}]`;
      const result = type.parse(raw, path);
      if ('issues' in result) issues.push(...result.issues);
      else entries.push({ type: key, spec: result.spec, path });
    });
  }
  spec.finish();
  const firstByName = new Map<string, string>();
  for (const entry of entries) {
    if (entry.spec.name === undefined) continue;
    const first = firstByName.get(entry.spec.name);
    if (first) issues.push({ path: `${entry.path}.name`, message: `duplicate name '${entry.spec.name}' (also used by ${first})` });
    else firstByName.set(entry.spec.name, entry.path);
  }
  if (entries.length === 0 && issues.length === 0) issues.push({ path: 'spec', message: 'has no backends' });
  if (issues.length > 0) throw new SpecError(issues);
  return { entries, metadata };
}
