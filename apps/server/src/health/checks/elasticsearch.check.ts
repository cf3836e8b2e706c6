import { readCheckBase } from '../spec/check-base.reader.ts';
import type { SpecIssue } from '../spec/spec-issue.ts';
import { isPlainObject, SpecReader } from '../spec/spec-reader.ts';
import type { CheckSpecBase, CheckType, ProbeContext, ProbeResult } from './check-type.ts';
import { readSearchAnswer } from './elasticsearch-response.ts';
import { authorizationHeader } from './http-authorization.ts';
import { sendHttpRequest } from './http-request.ts';
import { resolveProbeCredentials, scrubSecrets } from './probe-target.ts';
import { readCredentials, redactUrl, type SecretValue } from './probe-credentials.ts';

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

function readQuery(reader: SpecReader): string | undefined {
  const query = reader.string('query', { required: true });
  if (query === undefined) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(query);
  } catch (error) {
    reader.issue('query', `must be a JSON search body: ${(error as Error).message}`);
    return undefined;
  }
  if (!isPlainObject(body)) reader.issue('query', 'must be a JSON search body: an object such as {"query": {...}}');
  return query;
}

function parse(raw: unknown, path: string): { spec: ElasticsearchCheckSpec } | { issues: SpecIssue[] } {
  const reader = SpecReader.of(raw, path);
  if (!reader) return { issues: [{ path, message: 'must be an object' }] };
  const connection = reader.string('connection');
  const url = reader.string('url');
  const index = reader.string('index', { required: true });
  const query = readQuery(reader);
  const results = reader.number('results', { integer: true, min: 0 }) ?? 0;
  const base = readCheckBase(reader, url ? redactUrl(url) : connection && redactUrl(connection));
  const credentials = readCredentials(reader);
  if (connection === undefined && url === undefined) reader.issue('url', 'url or connection is required');
  if (url !== undefined && !/^https?:\/\/[^/]/.test(url)) reader.issue('url', 'must be an http:// or https:// URL');
  if (index !== undefined && BAD_INDEX.test(index)) reader.issue('index', 'must be an index name or pattern, without spaces, /, \\, ?, # or quotes');
  reader.finish();
  if (reader.issues.length > 0 || index === undefined || query === undefined) return { issues: reader.issues };
  return { spec: { ...base, connection, url, index, query, results, ...credentials } };
}

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
export const elasticsearchCheck: CheckType<ElasticsearchCheckSpec> = {
  type: 'elasticsearch',
  parse,
  endpoint: (spec) => {
    const where = spec.url ?? spec.connection;
    return where && `${redactUrl(where).replace(/\/+$/, '')}/${spec.index}`;
  },
  probe,
};
