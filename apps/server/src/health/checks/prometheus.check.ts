import { isPlainObject } from '#src/spec/spec-reader.ts';
import { acrossFields, needsOneOf, specObject, specString } from '#src/spec/spec-schema.ts';
import { checkBaseShape, namedCheck } from '../spec/check-base.schema.ts';
import { defineCheckType, type CheckSpecBase, type CheckType, type ProbeContext, type ProbeResult } from './check-type.ts';
import { checkHttpApiTarget, httpApiTargetOf, httpApiTargetShape, httpApiUrl } from './http-api-target.schema.ts';
import { apiUrl, getFromApi, httpApiEndpoint, parseJsonBody, resolveHttpApi, type HttpApiTarget } from './prometheus-http-target.ts';

export interface PrometheusCheckSpec extends CheckSpecBase, HttpApiTarget {
  /** A PromQL expression, evaluated at the time of the run. */
  query: string;
}

/** One series of the answer: its labels, and its value (the latest sample for a range vector). */
export type PrometheusSeries = Record<string, string | number>;

const prometheusEntrySchema = acrossFields(
  needsOneOf(specObject({
    query: specString({ required: true }),
    ...httpApiTargetShape,
    host: httpApiUrl(),
    ...checkBaseShape,
  }), ['url', 'host', 'connection']),
  (entry, issue) => checkHttpApiTarget(entry, issue, 'host'),
);

/** One `prometheus` entry: `host` is canary-checker's older name of `url`; the check is named after its query unless named. */
const prometheusSchema = namedCheck(prometheusEntrySchema, (entry) => entry.query).transform(
  ({ url, host, connection, username, password, bearer, tls, tlsConfig, oauth: _oauth, ...entry }): PrometheusCheckSpec => ({
    ...entry,
    ...httpApiTargetOf({ url, host, connection, username, password, bearer, tls, tlsConfig }),
  }),
);

function sampleValue(sample: unknown): number | string | undefined {
  if (!Array.isArray(sample) || sample.length < 2) return undefined;
  const text = String(sample[1]);
  const number = Number(text);
  return Number.isNaN(number) && text !== 'NaN' ? text : number;
}

function seriesOf(metric: unknown, value: number | string | undefined): PrometheusSeries {
  const labels: PrometheusSeries = {};
  if (isPlainObject(metric)) {
    for (const [name, label] of Object.entries(metric)) labels[name] = String(label);
  }
  return { ...labels, value: value ?? 0 };
}

/** The `data` of a successful query as a list of series, whatever the result type. */
function toSeries(resultType: unknown, result: unknown): PrometheusSeries[] {
  switch (resultType) {
    case 'vector':
      return Array.isArray(result) ? result.map((entry) => seriesOf(isPlainObject(entry) ? entry.metric : undefined, sampleValue(isPlainObject(entry) ? entry.value : undefined))) : [];
    case 'matrix':
      return Array.isArray(result)
        ? result.map((entry) => {
            const values = isPlainObject(entry) && Array.isArray(entry.values) ? entry.values : [];
            return seriesOf(isPlainObject(entry) ? entry.metric : undefined, sampleValue(values[values.length - 1]));
          })
        : [];
    case 'scalar':
    case 'string':
      return [{ value: sampleValue(result) ?? 0 }];
    default:
      return [];
  }
}

function seriesLabel(series: PrometheusSeries): string {
  const labels = Object.entries(series)
    .filter(([name]) => name !== 'value' && name !== '__name__')
    .map(([name, value]) => `${name}="${value}"`);
  return `${typeof series.__name__ === 'string' ? series.__name__ : ''}{${labels.join(', ')}} ${series.value}`;
}

function failure(reason: string, data: Record<string, unknown> = {}): ProbeResult {
  return { pass: false, message: reason, error: reason, data };
}

async function probe(spec: PrometheusCheckSpec, context: ProbeContext): Promise<ProbeResult> {
  try {
    const api = await resolveHttpApi(spec, context);
    const response = await getFromApi(api, apiUrl(api.base, '/api/v1/query', [['query', spec.query]]), context);
    const body = parseJsonBody(response);
    if (!isPlainObject(body) || (body.status !== 'success' && body.status !== 'error')) {
      const text = response.content.slice(0, 200).trim();
      return failure(response.code >= 300 ? `Prometheus answered ${response.code}: ${text}` : `the answer is not from the Prometheus API: ${text}`);
    }
    if (body.status === 'error') {
      const kind = typeof body.errorType === 'string' ? `${body.errorType}: ` : '';
      return failure(`${kind}${typeof body.error === 'string' ? body.error : 'the query failed'}`);
    }
    const data = isPlainObject(body.data) ? body.data : {};
    const results = toSeries(data.resultType, data.result);
    const first = results[0];
    const probeData = { results, value: first?.value ?? 0, firstResult: first ?? {}, resultType: data.resultType };
    const shown = results.slice(0, 3).map(seriesLabel).join('; ');
    const more = results.length > 3 ? `; and ${results.length - 3} more` : '';
    const message = results.length === 0 ? 'the query returned no series' : `${results.length} series: ${shown}${more}`;
    return { pass: true, message, data: probeData };
  } catch (error) {
    return failure(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Runs a PromQL instant query. Passes when the query succeeds; the check's `test` usually judges
 * the data: `results` (each series' labels and numeric `value`), `value` and `firstResult` (the
 * first series), as canary-checker gives them.
 */
export const prometheusCheck: CheckType<PrometheusCheckSpec> = defineCheckType({
  type: 'prometheus',
  schema: prometheusSchema,
  examples: [{ name: 'targets up', url: 'http://prometheus:9090', query: 'up == 0', test: { expr: 'results.size() == 0' } }],
  endpoint: (spec) => httpApiEndpoint(spec),
  run: probe,
});
