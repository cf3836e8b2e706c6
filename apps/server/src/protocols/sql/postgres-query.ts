import pg from 'pg';
import type { QueryDeadline } from './sql-query-runner.ts';

/** Runs a query on PostgreSQL; the last statement's rows come back. */
export async function runPostgresQuery(url: string, query: string, deadline: QueryDeadline): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: deadline.timeoutMs,
    query_timeout: deadline.timeoutMs,
    application_name: 'vigil-health-check',
  });
  // An idle-connection error after the probe ended must not crash the server.
  client.on('error', () => undefined);
  const stop = () => void client.end().catch(() => undefined);
  deadline.signal.addEventListener('abort', stop, { once: true });
  try {
    await client.connect();
    const result = await client.query<Record<string, unknown>>(query);
    // A multi-statement query answers with one result per statement; the last one counts.
    const last = Array.isArray(result) ? (result as pg.QueryResult<Record<string, unknown>>[]).at(-1) : result;
    return last?.rows ?? [];
  } finally {
    deadline.signal.removeEventListener('abort', stop);
    await client.end().catch(() => undefined);
  }
}
