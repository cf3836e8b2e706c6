import { specObject } from '#src/spec/spec-schema.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { keepNewest, type LogLine } from '../search/log-line.ts';
import { logBackendBaseShape } from './log-backend-base.schema.ts';
import { defineLogBackendType, type LogBackendSpecBase, type LogSearchContext } from './log-backend-type.ts';
import { callLogService, needsUrlOrConnection, serviceEndpointShape, type ServiceEndpointSpec } from './service-endpoint.ts';
import { serviceErrorReason } from './service-error-reason.ts';

export type LokiLogBackendSpec = LogBackendSpecBase & ServiceEndpointSpec;

const quoted = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * The LogQL of a search: a query that starts with `{` is LogQL already; otherwise the selector's
 * labels select the streams and the text is a line filter (`|=`).
 */
export function logQl(context: Pick<LogSearchContext, 'query' | 'labels'>): string {
  const query = context.query?.trim();
  if (query?.startsWith('{')) return query;
  const matchers = Object.entries(context.labels).map(([key, value]) => `${key}=${quoted(value)}`);
  if (matchers.length === 0) throw new Error('a Loki search needs labels to select streams: give the log selector labels, or a LogQL query that starts with {');
  return `{${matchers.join(', ')}}${query ? ` |= ${quoted(query)}` : ''}`;
}

/** Loki's default `max_entries_limit_per_query`: a query asking for more is refused. */
const LOKI_MAX_ENTRIES = 5000;

const nanoseconds = (date: Date) => `${BigInt(date.getTime()) * 1_000_000n}`;

function linesOf(answer: unknown): LogLine[] {
  const data = isPlainObject(answer) && isPlainObject(answer.data) ? answer.data : undefined;
  if (!data || !Array.isArray(data.result)) throw new Error('query_range answered without data.result');
  if (data.resultType !== 'streams') throw new Error(`query_range answered ${String(data.resultType)}, not log streams: use a log query, not a metric query`);
  return data.result.filter(isPlainObject).flatMap((stream) => {
    const labels = isPlainObject(stream.stream) ? Object.fromEntries(Object.entries(stream.stream).map(([key, value]) => [key, String(value)])) : {};
    const values = Array.isArray(stream.values) ? stream.values : [];
    return values
      .filter((value): value is [string, string] => Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string')
      .map(([time, message]) => ({ timestamp: new Date(Number(BigInt(time) / 1_000_000n)).toISOString(), message, labels: { ...labels } }));
  });
}

/** Grafana Loki: `GET /loki/api/v1/query_range`, newest lines first. */
export const lokiLogBackend = defineLogBackendType<LokiLogBackendSpec>({
  type: 'loki',
  schema: needsUrlOrConnection(specObject({ ...logBackendBaseShape, ...serviceEndpointShape })),
  examples: ['name: loki\nurl: http://loki.monitoring:3100\n', { connection: 'connection://monitoring/loki', labels: { cluster: 'prod' } }],
  async run(spec, context) {
    // One line more than wanted tells whether there are more, unless that is past Loki's own limit.
    const asked = Math.min(context.limit + 1, LOKI_MAX_ENTRIES);
    const answer = await callLogService(spec, context, {
      method: 'GET',
      path: '/loki/api/v1/query_range',
      query: { query: logQl(context), start: nanoseconds(context.start), end: nanoseconds(context.end), limit: String(asked), direction: 'backward' },
    }, serviceErrorReason);
    const lines = linesOf(answer);
    const kept = keepNewest(lines, context.limit);
    return { lines: kept.lines, more: kept.more || (asked === context.limit && lines.length >= asked) };
  },
});
