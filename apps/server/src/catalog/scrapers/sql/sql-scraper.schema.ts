import { acrossFields, needsOneOf, specObject, specString } from '#src/spec/spec-schema.ts';
import type { BaseScraperSpec } from '../base/base-scraper-spec.ts';
import { baseScraperShape, scraperValueField } from '../base/base-scraper.schema.ts';
import { scraperCredentialsOf, scraperCredentialsShape } from '../base/scraper-credentials.schema.ts';
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

const driverSchema = specString()
  .refine((name) => name === undefined || driverOfName(name) !== undefined, { error: `must be one of ${SQL_DRIVER_NAMES.join(', ')}` })
  .transform(driverOfName);

/**
 * One `sql` entry of a scraper spec, as config-db spells it: a connection or url, the driver when
 * the url does not say it, the query, and credentials (top level or under `auth`). A row has no
 * natural id or type: the spec says which column or literal gives them.
 */
export const sqlScraperSchema = acrossFields(
  needsOneOf(
    specObject({
      ...baseScraperShape,
      id: scraperValueField({ required: true }),
      type: scraperValueField({ required: true }),
      connection: specString(),
      url: specString(),
      driver: driverSchema,
      query: specString({ required: true }),
      ...scraperCredentialsShape,
    }),
    ['connection', 'url'],
  ),
  (entry, issue) => {
    if (entry.connection === undefined && entry.url === undefined) issue('connection', 'connection or url is required');
  },
).transform(({ username, password, auth, ...entry }): SqlScraperSpec => ({ ...entry, ...scraperCredentialsOf({ username, password, auth }) }));
