import pg from 'pg';
import type { ProbeContext } from './check-type.ts';
import { createSqlCheckType } from './sql-query.probe.ts';

export async function runPostgresQuery(url: string, query: string, context: ProbeContext): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: context.timeoutMs,
    query_timeout: context.timeoutMs,
    application_name: 'vigil-health-check',
  });
  // An idle-connection error after the probe ended must not crash the server.
  client.on('error', () => undefined);
  const stop = () => void client.end().catch(() => undefined);
  context.signal.addEventListener('abort', stop, { once: true });
  try {
    await client.connect();
    const result = await client.query<Record<string, unknown>>(query);
    // A multi-statement query answers with one result per statement; the last one counts.
    const last = Array.isArray(result) ? (result as pg.QueryResult<Record<string, unknown>>[]).at(-1) : result;
    return last?.rows ?? [];
  } finally {
    context.signal.removeEventListener('abort', stop);
    await client.end().catch(() => undefined);
  }
}

/** Runs a query on PostgreSQL and checks how many rows it returns. */
export const postgresCheck = createSqlCheckType('postgres', runPostgresQuery);
