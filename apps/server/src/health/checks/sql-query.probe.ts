import { acrossFields, needsOneOf, specNumber, specObject, specString } from '#src/spec/spec-schema.ts';
import { defineCheckType, type CheckSpecBase, type CheckType, type ProbeContext, type ProbeResult } from './check-type.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { checkBaseShape, namedCheck } from '../spec/check-base.schema.ts';
import { fillSqlCredentials } from '#src/protocols/sql/sql-credentials.ts';
import { connectionCredentials, scrubSecrets, withSpecCredentials } from '#src/connections/probe-target.ts';
import { redactUrl, type SecretValue } from '#src/connections/probe-credentials.ts';
import { secretValueSchema } from '#src/connections/secret-value.schema.ts';
import type { SqlQueryRunner } from '#src/protocols/sql/sql-query-runner.ts';

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

/** The entry of a postgres, mysql or mssql check: named after its connection (or url, password hidden) unless named. */
const sqlCheckSchema = namedCheck(
  acrossFields(
    needsOneOf(specObject({
      connection: specString(),
      url: specString(),
      query: specString({ required: true }),
      username: secretValueSchema,
      password: secretValueSchema,
      results: specNumber({ integer: true, min: 0 }),
      ...checkBaseShape,
    }), ['url', 'connection']),
    (entry, issue) => {
      if (entry.connection === undefined && entry.url === undefined) issue('url', 'url or connection is required');
    },
  ),
  (entry) => entry.connection ?? (typeof entry.url === 'string' && entry.url !== '' ? redactUrl(entry.url) : undefined),
);

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
  return defineCheckType({
    type,
    schema: sqlCheckSchema,
    examples: [{ name: `${type} answers`, connection: `connection://default/${type}`, query: 'SELECT 1 AS ok', results: 1 }],
    endpoint: (spec) => (spec.url ? redactUrl(spec.url) : spec.connection && redactUrl(spec.connection)),
    run: (spec, context) => probeSql(spec, context, type, runQuery),
  });
}
