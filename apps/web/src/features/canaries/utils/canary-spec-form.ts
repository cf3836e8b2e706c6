import type { CanarySpec } from '../api/canary.types.ts';
import {
  type CanaryFormValues,
  DEFAULT_SCHEDULE,
  HTTP_METHODS,
  type HttpCheckValues,
  METHODS_WITH_BODY,
  type TcpCheckValues,
} from './canary-form-schema.ts';

const FORM_SPEC_KEYS = new Set(['schedule', 'http', 'tcp']);
const FORM_HTTP_KEYS = new Set(['name', 'url', 'method', 'body', 'responseCodes', 'thresholdMillis', 'responseContent']);
const FORM_TCP_KEYS = new Set(['name', 'endpoint', 'thresholdMillis']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function onlyKeys(value: unknown, allowed: Set<string>): value is Record<string, unknown> {
  return isRecord(value) && Object.keys(value).every((key) => allowed.has(key));
}

function checksOf(spec: CanarySpec, type: string): unknown[] {
  const list = spec[type];
  return Array.isArray(list) ? list : [];
}

/**
 * Whether the form can show everything in this spec: only http and tcp checks with the fields
 * the form has. Anything else is edited as JSON, so no field is lost on save.
 */
export function isFormEditable(spec: CanarySpec | null): boolean {
  if (spec === null) return true;
  if (!Object.keys(spec).every((key) => FORM_SPEC_KEYS.has(key))) return false;
  if (spec.schedule !== undefined && typeof spec.schedule !== 'string') return false;
  for (const type of ['http', 'tcp'] as const) {
    if (spec[type] !== undefined && !Array.isArray(spec[type])) return false;
  }
  const httpOk = checksOf(spec, 'http').every(
    (check) => onlyKeys(check, FORM_HTTP_KEYS) && (check.method === undefined || HTTP_METHODS.includes(check.method as never)),
  );
  return httpOk && checksOf(spec, 'tcp').every((check) => onlyKeys(check, FORM_TCP_KEYS));
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** The form's values for a stored canary (or a new one when `canary` is null). */
export function specToForm(canary: { name: string; namespace: string | null; spec: CanarySpec | null } | null): CanaryFormValues {
  const spec = canary?.spec ?? {};
  return {
    name: canary?.name ?? '',
    namespace: canary?.namespace ?? 'default',
    schedule: typeof spec.schedule === 'string' ? spec.schedule : DEFAULT_SCHEDULE,
    http: checksOf(spec, 'http').filter(isRecord).map(
      (check): HttpCheckValues => ({
        name: text(check.name),
        url: text(check.url),
        method: (check.method as HttpCheckValues['method'] | undefined) ?? 'GET',
        body: text(check.body),
        responseCodes: Array.isArray(check.responseCodes) ? check.responseCodes.join(', ') : '',
        thresholdMillis: text(check.thresholdMillis),
        responseContent: text(check.responseContent),
      }),
    ),
    tcp: checksOf(spec, 'tcp').filter(isRecord).map(
      (check): TcpCheckValues => ({
        name: text(check.name),
        endpoint: text(check.endpoint),
        thresholdMillis: text(check.thresholdMillis),
      }),
    ),
  };
}

function withOptional(target: Record<string, unknown>, key: string, value: unknown): void {
  if (value !== '' && value !== undefined) target[key] = value;
}

/** The canary spec the form describes; empty optional fields are left out. */
export function formToSpec(form: CanaryFormValues): CanarySpec {
  const spec: CanarySpec = { schedule: form.schedule.trim() };
  if (form.http.length > 0) {
    spec.http = form.http.map((check) => {
      const out: Record<string, unknown> = { name: check.name.trim(), url: check.url.trim(), method: check.method };
      if (METHODS_WITH_BODY.includes(check.method)) withOptional(out, 'body', check.body);
      const codes = check.responseCodes.trim();
      if (codes !== '') out.responseCodes = codes.split(',').map((code) => Number(code.trim()));
      withOptional(out, 'thresholdMillis', check.thresholdMillis.trim() === '' ? '' : Number(check.thresholdMillis));
      withOptional(out, 'responseContent', check.responseContent);
      return out;
    });
  }
  if (form.tcp.length > 0) {
    spec.tcp = form.tcp.map((check) => {
      const out: Record<string, unknown> = { name: check.name.trim(), endpoint: check.endpoint.trim() };
      withOptional(out, 'thresholdMillis', check.thresholdMillis.trim() === '' ? '' : Number(check.thresholdMillis));
      return out;
    });
  }
  return spec;
}

/** The check types a spec holds checks of, in the spec's order. */
export function checkTypesOf(spec: CanarySpec | null): string[] {
  return Object.entries(spec ?? {})
    .filter(([, value]) => Array.isArray(value) && value.length > 0)
    .map(([type]) => type);
}

/** Check counts by type for the list, e.g. 'http: 2, tcp: 1'. */
export function checkCountsByType(spec: CanarySpec | null): string {
  if (!spec) return '';
  return Object.entries(spec)
    .filter(([, value]) => Array.isArray(value) && value.length > 0)
    .map(([type, value]) => `${type}: ${(value as unknown[]).length}`)
    .join(', ');
}

/** The spec's schedule, stored in the schedule column too so lists read the same; null when the spec names none. */
export function scheduleOfSpec(spec: CanarySpec): string | null {
  return typeof spec.schedule === 'string' ? spec.schedule : null;
}
