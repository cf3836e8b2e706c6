import { SpecReader } from '../../../health/spec/spec-reader.ts';
import type { SpecIssue } from '../../../health/spec/spec-issue.ts';
import type { BaseScraperSpec } from '../base/base-scraper-spec.ts';
import { readScraperCredentials } from '../base/scraper-credentials.reader.ts';
import { readScraperEntryBase } from '../base/scraper-entry-base.reader.ts';
import { driverOfName, SQL_DRIVER_NAMES, type SqlDriver } from './sql-drivers.ts';

/** A `sql` entry of a scraper spec after validation. */
export interface SqlScraperSpec extends BaseScraperSpec {
  /** A `connection://` reference (incl. `connection://vigil/database`), or the database URL itself as config-db allows. */
  connection?: string | undefined;
  url?: string | undefined;
  driver?: SqlDriver | undefined;
  username?: string | undefined;
  password?: string | undefined;
  query: string;
}

export function parseSqlScraperSpec(raw: unknown, path: string): { spec: SqlScraperSpec } | { issues: SpecIssue[] } {
  const reader = SpecReader.of(raw, path);
  if (!reader) return { issues: [{ path, message: 'must be an object' }] };
  const base = readScraperEntryBase(reader);
  // A row has no natural id or type: the spec says which column or literal gives them.
  if (base.id === undefined) reader.issue('id', 'id is required');
  if (base.type === undefined) reader.issue('type', 'type is required');
  const connection = reader.string('connection');
  const url = reader.string('url');
  if (connection === undefined && url === undefined) reader.issue('connection', 'connection or url is required');
  const driverText = reader.string('driver');
  const driver = driverText === undefined ? undefined : driverOfName(driverText);
  if (driverText !== undefined && driver === undefined) reader.issue('driver', `must be one of ${SQL_DRIVER_NAMES.join(', ')}`);
  const query = reader.string('query', { required: true });
  const credentials = readScraperCredentials(reader);
  reader.finish();
  if (reader.issues.length > 0 || query === undefined) return { issues: reader.issues };
  return { spec: { ...base, connection, url, driver, query, ...credentials } };
}
