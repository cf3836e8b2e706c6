import { z } from 'zod';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { acrossFields, needsOneOf, specList, specObject, specStringMap } from '#src/spec/spec-schema.ts';
import { checkBaseShape, namedCheck } from '../spec/check-base.schema.ts';
import { defineCheckType, type CheckSpecBase, type CheckType, type ProbeContext, type ProbeResult } from './check-type.ts';
import { redactUrl } from '#src/connections/probe-credentials.ts';
import { checkHttpApiTarget, httpApiTargetOf, httpApiTargetShape } from './http-api-target.schema.ts';
import { apiUrl, getFromApi, httpApiEndpoint, parseJsonBody, resolveHttpApi, type HttpApiTarget } from './prometheus-http-target.ts';

export interface AlertmanagerCheckSpec extends CheckSpecBase, HttpApiTarget {
  /** Alert names (regular expressions) to look for; all alerts when empty. */
  alerts: string[];
  /** Label -> regular expression every alert must match. */
  filters: Record<string, string>;
  /** Label -> value: alerts carrying it are left out. */
  excludeFilters: Record<string, string>;
  /** Alert names (regular expressions) that never count. */
  ignore: string[];
}

/** One firing alert, as the check's expressions see it. */
export interface FiringAlert {
  /** The alert name followed by where it fires (namespace, node, workload, container). */
  name: string;
  alertname: string;
  message: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
  fingerprint: string;
  startsAt: string;
}

/** Labels that say where an alert fires, in the order they are added to its full name. */
const PLACE_LABELS = ['namespace', 'node'];
const WORKLOAD_LABELS = ['deployment', 'daemonset', 'statefulset', 'cronjob_name', 'job_name', 'pod', 'nodename'];
const MESSAGE_ANNOTATIONS = ['message', 'description', 'summary'];
const MAX_NAMES_SHOWN = 5;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

const isRegex = (pattern: string): boolean => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

const regexReason = 'is not a valid regular expression';
const labelReason = 'is not a valid label name';

const alertNames = specList(z.string({ error: 'must be an alert name' }).min(1, { error: 'must be an alert name' }).refine(isRegex, { error: regexReason })).transform((names) => names ?? []);

/** A map of labels; `patterns` says its values are regular expressions. */
const labelMap = (patterns: boolean) =>
  specStringMap()
    .superRefine((map, context) => {
      for (const [label, value] of Object.entries(map ?? {})) {
        if (patterns && !isRegex(value)) context.addIssue({ code: 'custom', message: regexReason, path: [label] });
        if (!LABEL_NAME.test(label)) context.addIssue({ code: 'custom', message: labelReason, path: [label] });
      }
    })
    .transform((map) => map ?? {});

const alertmanagerEntrySchema = acrossFields(
  needsOneOf(specObject({
    ...httpApiTargetShape,
    alerts: alertNames,
    ignore: alertNames,
    filters: labelMap(true),
    exclude_filters: labelMap(false),
    ...checkBaseShape,
  }), ['url', 'connection']),
  (entry, issue) => checkHttpApiTarget(entry, issue),
);

/** One `alertmanager` entry: named after its url or connection (password hidden) unless named. */
const alertmanagerSchema = namedCheck(alertmanagerEntrySchema, (entry) => (typeof entry.url === 'string' ? redactUrl(entry.url) : entry.connection)).transform(
  ({ url, connection, username, password, bearer, tls, tlsConfig, oauth: _oauth, exclude_filters: excludeFilters, ...entry }): AlertmanagerCheckSpec => ({
    ...entry,
    ...httpApiTargetOf({ url, connection, username, password, bearer, tls, tlsConfig }),
    excludeFilters,
  }),
);

function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

/**
 * The `filter` matchers Alertmanager applies. Alert names are joined into one pattern because
 * matchers on the same label must all hold; `ignore` and `exclude_filters` become negative matchers.
 */
function alertMatchers(spec: AlertmanagerCheckSpec): string[] {
  const matchers = Object.entries(spec.filters).map(([label, pattern]) => `${label}=~${quoted(pattern)}`);
  if (spec.alerts.length > 0) matchers.push(`alertname=~${quoted(spec.alerts.join('|'))}`);
  for (const name of spec.ignore) matchers.push(`alertname!~${quoted(name)}`);
  for (const [label, value] of Object.entries(spec.excludeFilters)) matchers.push(`${label}!=${quoted(value)}`);
  return matchers;
}

function textMap(value: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (isPlainObject(value)) for (const [key, entry] of Object.entries(value)) result[key] = String(entry);
  return result;
}

function fullName(labels: Record<string, string>): string {
  const parts = [labels.alertname ?? 'unnamed'];
  for (const key of PLACE_LABELS) if (labels[key]) parts.push(labels[key]);
  const workload = WORKLOAD_LABELS.find((key) => labels[key]);
  if (workload) parts.push(labels[workload]!);
  if (labels.container && labels.container !== labels.job) parts.push(labels.container);
  return parts.join('/');
}

function toFiringAlert(raw: unknown): FiringAlert | undefined {
  if (!isPlainObject(raw)) return undefined;
  const state = isPlainObject(raw.status) ? raw.status.state : undefined;
  if (state !== undefined && state !== 'active') return undefined;
  const labels = textMap(raw.labels);
  const annotations = textMap(raw.annotations);
  const messageKey = MESSAGE_ANNOTATIONS.find((key) => annotations[key]);
  return {
    name: fullName(labels),
    alertname: labels.alertname ?? '',
    message: messageKey ? annotations[messageKey]! : '',
    labels,
    annotations,
    fingerprint: typeof raw.fingerprint === 'string' ? raw.fingerprint : '',
    startsAt: typeof raw.startsAt === 'string' ? raw.startsAt : '',
  };
}

function failure(reason: string): ProbeResult {
  return { pass: false, message: reason, error: reason, data: {} };
}

async function probe(spec: AlertmanagerCheckSpec, context: ProbeContext): Promise<ProbeResult> {
  try {
    const api = await resolveHttpApi(spec, context);
    const query: [string, string][] = [['active', 'true'], ['silenced', 'false'], ['inhibited', 'false']];
    for (const matcher of alertMatchers(spec)) query.push(['filter', matcher]);
    const response = await getFromApi(api, apiUrl(api.base, '/api/v2/alerts', query), context);
    const body = parseJsonBody(response);
    if (response.code !== 200 || !Array.isArray(body)) {
      const said = typeof body === 'string' ? body : response.content.slice(0, 200);
      return failure(`Alertmanager answered ${response.code}: ${said.trim()}`);
    }
    const alerts = body.map(toFiringAlert).filter((alert): alert is FiringAlert => alert !== undefined);
    if (alerts.length === 0) return { pass: true, message: 'no matching alerts are firing', data: { alerts } };
    const names = alerts.slice(0, MAX_NAMES_SHOWN).map((alert) => alert.name);
    const more = alerts.length > MAX_NAMES_SHOWN ? ` and ${alerts.length - MAX_NAMES_SHOWN} more` : '';
    const count = alerts.length === 1 ? '1 alert is' : `${alerts.length} alerts are`;
    return { pass: false, message: `${count} firing: ${names.join(', ')}${more}`, data: { alerts } };
  } catch (error) {
    return failure(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Asks Alertmanager for the alerts firing now (not silenced or inhibited) that match the spec's
 * names and label filters. Fails while any fire, naming them; data: `alerts`.
 */
export const alertmanagerCheck: CheckType<AlertmanagerCheckSpec> = defineCheckType({
  type: 'alertmanager',
  schema: alertmanagerSchema,
  examples: [{ name: 'no critical alerts', url: 'http://alertmanager.monitoring:9093', filters: { severity: 'critical' } }],
  endpoint: (spec) => httpApiEndpoint(spec),
  run: probe,
});
