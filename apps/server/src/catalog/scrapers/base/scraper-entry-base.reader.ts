import type { SpecReader } from '../../../health/spec/spec-reader.ts';
import { ENTRY_TRANSFORM_FIELDS } from '../transform/entry-transform.reader.ts';
import { readBaseScraperSpec, type BaseScraperSpec } from './base-scraper-spec.ts';

/**
 * The base fields of a file, http or sql entry. config-db's `transform`, `properties`,
 * `createFields`, `deleteFields` and `timestampFormat` are read and checked for every type by the
 * scraper spec (transform/entry-transform.reader.ts) and applied after the scrape: here they are
 * only marked as known.
 */
export function readScraperEntryBase(reader: SpecReader): BaseScraperSpec {
  const base = readBaseScraperSpec(reader);
  reader.ignore(...ENTRY_TRANSFORM_FIELDS);
  return base;
}
