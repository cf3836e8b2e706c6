import { specObject, specString } from '#src/spec/spec-schema.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import type { LogLine } from '../search/log-line.ts';
import { logBackendBaseShape } from './log-backend-base.schema.ts';
import { defineLogBackendType, type LogBackendSpecBase, type LogBackendType, type LogSearchContext } from './log-backend-type.ts';
import { callLogService, needsUrlOrConnection, serviceEndpointShape, type ServiceEndpointSpec } from './service-endpoint.ts';
import { serviceErrorReason } from './service-error-reason.ts';

export interface OpenSearchLogBackendSpec extends LogBackendSpecBase, ServiceEndpointSpec {
  /** The index or index pattern searched (`logs-*`). */
  index: string;
  /** The field holding each document's time; `@timestamp` unless given. */
  timestampField: string;
  /** The field holding each document's message; `message` unless given. */
  messageField: string;
}

const schema = needsUrlOrConnection(
  specObject({
    ...logBackendBaseShape,
    ...serviceEndpointShape,
    index: specString({ required: true }),
    timestampField: specString(),
    messageField: specString(),
  }).transform((entry): OpenSearchLogBackendSpec => ({ ...entry, timestampField: entry.timestampField ?? '@timestamp', messageField: entry.messageField ?? 'message' })),
);

/** The value at a dotted path of a document (`kubernetes.pod.name`), or a key that holds the dots itself. */
function fieldOf(source: Record<string, unknown>, path: string): unknown {
  if (path in source) return source[path];
  return path.split('.').reduce<unknown>((value, key) => (isPlainObject(value) ? value[key] : undefined), source);
}

/** Scalars of the document as labels, nested keys joined with dots; the time and message fields left out. */
function labelsOf(source: Record<string, unknown>, skip: readonly string[], prefix = ''): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    const path = `${prefix}${key}`;
    if (skip.includes(path)) continue;
    if (isPlainObject(value)) Object.assign(labels, labelsOf(value, skip, `${path}.`));
    else if (['string', 'number', 'boolean'].includes(typeof value)) labels[path] = String(value);
  }
  return labels;
}

function searchBody(spec: OpenSearchLogBackendSpec, context: LogSearchContext): Record<string, unknown> {
  const filter: unknown[] = [{ range: { [spec.timestampField]: { gte: context.start.toISOString(), lte: context.end.toISOString() } } }];
  for (const [field, value] of Object.entries(context.labels)) filter.push({ match_phrase: { [field]: value } });
  const must = context.query ? [{ query_string: { query: context.query, default_field: spec.messageField } }] : [];
  return { size: context.limit + 1, sort: [{ [spec.timestampField]: { order: 'desc' } }], query: { bool: { filter, must } } };
}

function linesOf(answer: unknown, spec: OpenSearchLogBackendSpec): LogLine[] {
  const hits = isPlainObject(answer) && isPlainObject(answer.hits) ? answer.hits.hits : undefined;
  if (!Array.isArray(hits)) throw new Error('_search answered without hits');
  return hits.filter(isPlainObject).map((hit) => {
    const source = isPlainObject(hit._source) ? hit._source : {};
    const time = fieldOf(source, spec.timestampField);
    const parsed = typeof time === 'string' || typeof time === 'number' ? new Date(time) : undefined;
    const message = fieldOf(source, spec.messageField);
    return {
      timestamp: parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : new Date(0).toISOString(),
      message: typeof message === 'string' ? message : JSON.stringify(source),
      labels: { ...labelsOf(source, [spec.timestampField, spec.messageField]), ...(typeof hit._index === 'string' ? { index: hit._index } : {}) },
    };
  });
}

function searchType(type: 'opensearch' | 'elasticsearch'): LogBackendType<OpenSearchLogBackendSpec> {
  return defineLogBackendType<OpenSearchLogBackendSpec>({
    type,
    schema,
    examples: [`name: ${type}\nurl: http://${type}.logging:9200\nindex: logs-*\n`, { connection: `connection://logging/${type}`, index: 'app', messageField: 'log', timestampField: 'time' }],
    async run(spec, context) {
      const answer = await callLogService(spec, context, { method: 'POST', path: `/${spec.index.split(',').map(encodeURIComponent).join(',')}/_search`, body: searchBody(spec, context) }, serviceErrorReason);
      const lines = linesOf(answer, spec);
      return { lines: lines.slice(0, context.limit), more: lines.length > context.limit };
    },
  });
}

/** OpenSearch: `POST /<index>/_search`, newest documents first. */
export const openSearchLogBackend = searchType('opensearch');
/** Elasticsearch: the same search API as OpenSearch. */
export const elasticsearchLogBackend = searchType('elasticsearch');
