import type { CheckSpecBase, CheckType, ProbeContext, ProbeResult, ResolvedConnection } from './check-type.ts';
import { readCheckBase } from '../spec/check-base.reader.ts';
import type { SpecIssue } from '../spec/spec-issue.ts';
import { SpecReader } from '../spec/spec-reader.ts';
import { fillSqlCredentials } from './sql-credentials.ts';
import { connectionCredentials, scrubSecrets, withSpecCredentials } from './probe-target.ts';
import { readSecret, redactUrl, type SecretValue } from './probe-credentials.ts';

/** The shape shared by the postgres, mysql and mssql checks. */
export interface SqlCheckSpec extends CheckSpecBase {
  /** A `connection://<namespace>/<name>` reference, or a connection URL. */
  connection?: string | undefined;
  /** Takes precedence over the connection's own URL. */
  url?: string | undefined;
  username?: SecretValue | undefined;
  password?: SecretValue | undefined;
  query: string;
  /** The fewest rows the query must return (canary specs count it as a minimum). */
  results?: number | undefined;
}

/** Runs one query on a database reached by `url`; rows come back as plain objects. */
export type SqlQueryRunner = (url: string, query: string, context: ProbeContext) => Promise<Record<string, unknown>[]>;

function parseSqlCheck(raw: unknown, path: string): { spec: SqlCheckSpec } | { issues: SpecIssue[] } {
  const reader = SpecReader.of(raw, path);
  if (!reader) return { issues: [{ path, message: 'must be an object' }] };
  const connection = reader.string('connection');
  const url = reader.string('url');
  const query = reader.string('query', { required: true });
  const base = readCheckBase(reader, connection ?? (url ? redactUrl(url) : undefined));
  const username = readSecret(reader, 'username');
  const password = readSecret(reader, 'password');
  const results = reader.number('results', { integer: true, min: 0 });
  if (connection === undefined && url === undefined) reader.issue('url', 'url or connection is required');
  reader.finish();
  if (reader.issues.length > 0 || query === undefined) return { issues: reader.issues };
  return { spec: { ...base, connection, url, username, password, query, results } };
}

type Target = { url: string; secrets: string[] } | { inProcess: NonNullable<ResolvedConnection['query']> } | { error: string };

/** Works out the URL to connect to from the spec's url, connection and credentials. */
export async function resolveSqlTarget(spec: SqlCheckSpec, context: ProbeContext, type: string): Promise<Target> {
  const found = await connectionCredentials(spec, context);
  if ('error' in found) return found;
  const resolved = found.connection;
  if (resolved?.query) {
    if (resolved.type !== type) return { error: `connection ${spec.connection} is a ${resolved.type} database: use a ${resolved.type} check` };
    return { inProcess: resolved.query };
  }
  const credentials = withSpecCredentials(spec, found);
  if ('error' in credentials) return credentials;
  const { username, password } = credentials;
  if (!credentials.url) return { error: 'no URL to connect to: the connection has none' };
  const url = fillSqlCredentials(credentials.url, username, password);
  if (url === undefined) return { error: 'the URL cannot be read' };
  const secrets = [password, password ? encodeURIComponent(password) : undefined];
  try {
    const own = decodeURIComponent(new URL(url).password);
    secrets.push(own, encodeURIComponent(own));
  } catch {
    // Not a URL the probe can read; the driver will say so.
  }
  return { url, secrets: secrets.filter((s): s is string => Boolean(s)) };
}

function describeRows(count: number): string {
  return count === 1 ? '1 row' : `${count} rows`;
}

async function probeSql(
  spec: SqlCheckSpec,
  context: ProbeContext,
  type: string,
  runQuery: SqlQueryRunner,
): Promise<ProbeResult> {
  const target = await resolveSqlTarget(spec, context, type);
  if ('error' in target) return { pass: false, message: target.error, error: target.error, data: {} };
  let rows: Record<string, unknown>[];
  try {
    rows = 'inProcess' in target ? await target.inProcess(spec.query, context.timeoutMs) : await runQuery(target.url, spec.query, context);
  } catch (error) {
    const reason = scrubSecrets(error instanceof Error ? error.message : String(error), 'secrets' in target ? target.secrets : []);
    return { pass: false, message: reason, error: reason, data: {} };
  }
  const data = { results: rows, rows, count: rows.length };
  if (spec.results !== undefined && rows.length < spec.results) {
    const message = `the query returned ${describeRows(rows.length)}, expected at least ${spec.results}`;
    return { pass: false, message, data };
  }
  return { pass: true, message: `the query returned ${describeRows(rows.length)}`, data };
}

/** A check type for one SQL engine: the shared spec, with the engine's own way to run a query. */
export function createSqlCheckType(type: string, runQuery: SqlQueryRunner): CheckType<SqlCheckSpec> {
  return {
    type,
    parse: parseSqlCheck,
    endpoint: (spec) => (spec.url ? redactUrl(spec.url) : spec.connection && redactUrl(spec.connection)),
    probe: (spec, context) => probeSql(spec, context, type, runQuery),
  };
}
