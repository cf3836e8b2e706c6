import type { SpecRules } from '../../rest/spec-writes/spec-write.validator.ts';
import type { StructuredSpec } from '../../rest/spec-writes/spec-value.reader.ts';
import { isEmbeddedDatabaseReference } from '../../health/embedded-database/embedded-database-reference.ts';
import { SpecError, type SpecIssue } from '../../health/spec/spec-issue.ts';
import { parseScraperSpec } from '../scrapers/spec/parse-scraper-spec.ts';
import type { ScraperSpec } from '../scrapers/spec/scraper-spec.types.ts';

/** Entries, of any type, whose connection is the server's own database, as the parser read them. */
function ownDatabaseUses(spec: ScraperSpec): SpecIssue[] {
  return spec.entries
    .filter((entry) => {
      const connection = (entry.spec as { connection?: unknown }).connection;
      return typeof connection === 'string' && isEmbeddedDatabaseReference(connection);
    })
    .map((entry) => ({ path: `${entry.path}.connection`, message: "the server's own database may only be used by an administrator" }));
}

function issuesOf(spec: StructuredSpec, callerIsAdmin: boolean): readonly SpecIssue[] {
  let parsed: ScraperSpec;
  try {
    parsed = parseScraperSpec(spec);
  } catch (error) {
    if (error instanceof SpecError) return error.issues;
    return [{ path: 'spec', message: error instanceof Error ? error.message : String(error) }];
  }
  return callerIsAdmin ? [] : ownDatabaseUses(parsed);
}

/** Scraper specs written through the data API: refused with the fields named when they could never run. */
export const SCRAPER_SPEC_RULES: SpecRules = { relation: 'config_scrapers', noun: 'scraper', issuesOf };
