import { isPlainObject } from '#src/spec/spec-reader.ts';
import { acrossFields, needsOneOf, specNumber, specObject, specString } from '#src/spec/spec-schema.ts';
import { checkBaseShape, namedCheck } from '../spec/check-base.schema.ts';
import { defineCheckType, type CheckSpecBase, type CheckType, type ProbeContext, type ProbeResult } from './check-type.ts';
import { readSearchAnswer } from './elasticsearch-response.ts';
import { authorizationHeader } from '#src/protocols/http/http-authorization.ts';
import { sendHttpRequest } from '#src/protocols/http/http-request.ts';
import { resolveProbeCredentials, scrubSecrets } from '#src/connections/probe-target.ts';
import { redactUrl, type SecretValue } from '#src/connections/probe-credentials.ts';
import { credentialsOf, credentialsShape } from '#src/connections/secret-value.schema.ts';

export interface ElasticsearchCheckSpec extends CheckSpecBase {
  /** A `connection://<namespace>/<name>` reference, or the cluster's URL. */
  connection?: string | undefined;
  /** The cluster's URL (`http://host:9200`); takes precedence over the connection's. */
  url?: string | undefined;
  /** An index, alias or pattern (`logs-*`), or several separated by commas. */
  index: string;
  /** The search body, as JSON text. */
  query: string;
  /** The number of hits the search must find; canary-checker counts a missing value as 0. */
  results: number;
  username?: SecretValue | undefined;
  password?: SecretValue | undefined;
}

interface Target {
  searchUrl: URL;
  authorization?: string | undefined;
  secrets: string[];
}

/** Characters Elasticsearch forbids in index names that would also change the request path. */
const BAD_INDEX = /[\s/\\?#"]/;

/** The search body as written, once it reads as a JSON object. */
const querySchema = specString({ required: true }).superRefine((query, context) => {
  let body: unknown;
  try {
    body = JSON.parse(query);
  } catch (error) {
    context.addIssue({ code: 'custom', message: `must be a JSON search body: ${(error as Error).message}` });
    return;
  }
  if (!isPlainObject(body)) context.addIssue({ code: 'custom', message: 'must be a JSON search body: an object such as {"query": {...}}' });
});

const elasticsearchEntrySchema = acrossFields(
  needsOneOf(specObject({
    connection: specString(),
    url: specString().refine((url) => url === undefined || /^https?:\/\/[^/]/.test(url), { error: 'must be an http:// or https:// URL' }),
    index: specString({ required: true }).refine((index) => !BAD_INDEX.test(index), { error: 'must be an index name or pattern, without spaces, /, \\, ?, # or quotes' }),
    query: querySchema,
    results: specNumber({ integer: true, min: 0 }),
    ...credentialsShape,
    ...checkBaseShape,
  }), ['url', 'connection']),
  (entry, issue) => {
    if (entry.connection === undefined && entry.url === undefined) issue('url', 'url or connection is required');
  },
);

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** One `elasticsearch` entry: 0 results unless given; named after its url or connection (passwords hidden) unless named. */
const elasticsearchSchema = namedCheck(elasticsearchEntrySchema, (entry) => {
  const named = textOf(entry.url) ?? textOf(entry.connection);
  return named && redactUrl(named);
}).transform(({ username, password, auth, authentication, ...entry }): ElasticsearchCheckSpec => ({
  ...entry,
  results: entry.results ?? 0,
  ...credentialsOf({ username, password, auth, authentication }),
}));

async function resolveTarget(spec: ElasticsearchCheckSpec, context: ProbeContext): Promise<Target | string> {
  const credentials = await resolveProbeCredentials(spec, context);
  if ('error' in credentials) return credentials.error;
  let { username, password } = credentials;
  const url = credentials.url;
  if (!url) return 'no URL to search: the connection has none';
  let base: URL;
  try {
    base = new URL(url);
  } catch {
    return `${redactUrl(url)} is not a valid URL`;
  }
  // Credentials written into the URL are sent as a header like the others, never in the request line.
  username ||= decodeURIComponent(base.username) || undefined;
  password ||= decodeURIComponent(base.password) || undefined;
  base.username = '';
  base.password = '';
  const indexPath = spec.index.split(',').map(encodeURIComponent).join(',');
  const searchUrl = new URL(`${base.pathname.replace(/\/+$/, '')}/${indexPath}/_search`, base);
  const authorization = authorizationHeader({ username, password });
  const secrets = password ? [password, encodeURIComponent(password)] : [];
  return { searchUrl, authorization, secrets };
}

function describeHits(count: number, atLeast: boolean): string {
  return `${atLeast ? 'at least ' : ''}${count} ${count === 1 ? 'hit' : 'hits'}`;
}

async function probe(spec: ElasticsearchCheckSpec, context: ProbeContext): Promise<ProbeResult> {
  const target = await resolveTarget(spec, context);
  if (typeof target === 'string') return { pass: false, message: target, error: target, data: {} };
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (target.authorization) headers.authorization = target.authorization;
  let code: number;
  let content: string;
  try {
    ({ code, content } = await sendHttpRequest({
      url: target.searchUrl,
      method: 'POST',
      headers,
      body: spec.query,
      insecure: false,
      signal: context.signal,
    }));
  } catch (error) {
    const reason = context.signal.aborted
      ? `no answer within ${context.timeoutMs}ms`
      : scrubSecrets(`cannot reach elasticsearch: ${(error as Error).message}`, target.secrets);
    return { pass: false, message: reason, error: reason, data: {} };
  }
  const answer = readSearchAnswer(code, content);
  if ('error' in answer) {
    const reason = scrubSecrets(answer.error, target.secrets);
    return { pass: false, message: reason, error: reason, data: {} };
  }
  const data = { results: answer.hits, count: answer.total, json: answer.json };
  const found = `the search found ${describeHits(answer.total, answer.atLeast)}`;
  if (answer.total !== spec.results || answer.atLeast) {
    return { pass: false, message: `${found}, expected ${spec.results}`, data };
  }
  return { pass: true, message: found, data };
}

/** Runs a search on an index and expects exactly `results` hits. */
export const elasticsearchCheck: CheckType<ElasticsearchCheckSpec> = defineCheckType({
  type: 'elasticsearch',
  schema: elasticsearchSchema,
  examples: [{ name: 'recent errors', url: 'http://elasticsearch:9200', index: 'logs', query: '{"query": {"match_all": {}}}', results: 1 }],
  endpoint: (spec) => {
    const where = spec.url ?? spec.connection;
    return where && `${redactUrl(where).replace(/\/+$/, '')}/${spec.index}`;
  },
  run: probe,
});
