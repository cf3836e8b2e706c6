import type { EntryTransform } from '../transform/entry-transform.types.ts';

/** A scraper's spec after validation: when it runs and the entries of every type it holds. */
export interface ScraperSpec {
  /** `@every 60m`, `@hourly`, a cron expression; the default when the spec names none. */
  schedule: string;
  /** Every entry of every type, in spec order. */
  entries: ScraperEntry[];
  /** From a whole document's `metadata`; undefined for a bare spec. */
  metadata?: ScraperMetadata | undefined;
}

export interface ScraperMetadata {
  name?: string | undefined;
  namespace?: string | undefined;
  labels?: Record<string, string> | undefined;
}

export interface ScraperEntry {
  /** The type's key (`file`, `http`, `sql`, `kubernetes`). */
  type: string;
  /** The entry as the type's `parse` answered it. */
  spec: unknown;
  /** Where it sits in the spec, e.g. `spec.file[0]`. */
  path: string;
  /** Its transform fields (any type's), applied to what it scraped; absent when it has none. */
  transform?: EntryTransform | undefined;
}
