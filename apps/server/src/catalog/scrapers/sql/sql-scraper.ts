import { connectionCredentials, scrubSecrets } from '#src/connections/probe-target.ts';
import { fillSqlCredentials } from '#src/protocols/sql/sql-credentials.ts';
import { emptyScrapeResult, type ScrapeResult } from '../scrape-result.ts';
import { defineScraperType, type ScraperContext, type ScraperType } from '../scraper-type.ts';
import { extractConfigItems } from '../base/config-item-extractor.ts';
import { driverOfName, driverOfUrl, SQL_QUERY_RUNNERS } from './sql-drivers.ts';
import { sqlScraperSchema, type SqlScraperSpec } from './sql-scraper.schema.ts';

/** How long connecting and the query may take; the run's own timeout still aborts earlier. */
export const SQL_SCRAPE_TIMEOUT_MS = 120_000;

type Row = Record<string, unknown>;

/** Rows as JSON-ready items: big integers as text, binary as base64, dates as ISO text. */
function plainRow(row: Row): Row {
  const text = JSON.stringify(row, (_key, value: unknown) => {
    if (typeof value === 'bigint') return value.toString();
    if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
    if (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'Buffer' && Array.isArray((value as { data?: unknown }).data)) {
      return Buffer.from((value as { data: number[] }).data).toString('base64');
    }
    return value;
  });
  return JSON.parse(text) as Row;
}

async function queryRows(spec: SqlScraperSpec, context: ScraperContext): Promise<Row[]> {
  const probeContext = { signal: context.signal, timeoutMs: SQL_SCRAPE_TIMEOUT_MS, resolveConnection: context.resolveConnection };
  const found = await connectionCredentials({ connection: spec.connection, url: spec.url }, probeContext);
  if ('error' in found) throw new Error(found.error);
  // The server's own database: queried in process, read-only, whatever the driver says.
  if (found.connection?.query) return found.connection.query(spec.query, SQL_SCRAPE_TIMEOUT_MS);
  const username = spec.username ?? found.username;
  const password = spec.password ?? found.password;
  const url = found.url;
  if (!url) throw new Error(`connection ${spec.connection ?? ''} has no URL`);
  const driver = spec.driver ?? driverOfName(found.connection?.type) ?? driverOfUrl(url);
  if (!driver) throw new Error('the database engine is not known from the URL: set driver (postgres, mysql or sqlserver)');
  const address = fillSqlCredentials(url, username, password) ?? url;
  try {
    return await SQL_QUERY_RUNNERS[driver](address, spec.query, probeContext);
  } catch (error) {
    const secrets = password ? [password, encodeURIComponent(password)] : [];
    throw new Error(scrubSecrets(error instanceof Error ? error.message : String(error), secrets), { cause: error });
  }
}

/** A failed connection or query fails the run; rows without an id or type are reported one by one. */
async function scrapeSql(spec: SqlScraperSpec, context: ScraperContext): Promise<ScrapeResult> {
  const rows = await queryRows(spec, context);
  // No defaults: name falls back to the id, class to the kind part of the type.
  const raws = rows.map((row) => ({ config: plainRow(row), defaults: {} }));
  const extracted = extractConfigItems(raws, spec);
  const result = emptyScrapeResult();
  result.items.push(...extracted.items);
  result.errors.push(...extracted.errors);
  return result;
}

/** Each row a query returns becomes an item; `id`, `type` and `name` come from columns (`$.column`) or literals. */
export const sqlScraper: ScraperType<SqlScraperSpec> = defineScraperType({
  type: 'sql',
  schema: sqlScraperSchema,
  examples: [{ type: 'Vigil::Person', id: '$.id', name: '$.name', connection: 'connection://vigil/database', query: 'SELECT id, name FROM people' }],
  run: scrapeSql,
});
