import type { SpecReader } from '../../../health/spec/spec-reader.ts';
import { readBaseScraperSpec, type BaseScraperSpec } from './base-scraper-spec.ts';

/** config-db base fields this server does not apply yet: rejected by name rather than silently dropped. */
const NOT_YET_SUPPORTED = ['transform', 'properties', 'createFields', 'deleteFields', 'timestampFormat'];

/**
 * The base fields of a file, http or sql entry, plus an issue for each config-db base field that
 * is not applied yet (so a spec never seems to work while part of it is ignored).
 */
export function readScraperEntryBase(reader: SpecReader): BaseScraperSpec {
  const base = readBaseScraperSpec(reader);
  for (const key of NOT_YET_SUPPORTED) {
    if (reader.has(key)) reader.issue(key, 'not supported yet');
    reader.ignore(key);
  }
  return base;
}
