import type { SpecRules } from '#src/rest/spec-writes/spec-write.validator.ts';
import type { StructuredSpec } from '#src/rest/spec-writes/spec-value.reader.ts';
import { isEmbeddedDatabaseReference } from '#src/connections/embedded-database-reference.ts';
import { EXEC_DISABLED_MESSAGE } from '#src/exec/exec-disabled.error.ts';
import { SpecError, type SpecIssue } from '#src/spec/spec-issue.ts';
import { execScraper } from '../scrapers/exec/exec-scraper.ts';
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

/** What this server runs beyond a valid spec. */
export interface ScraperSpecRuleOptions {
  /** Off (EXEC=off): a scraper with exec entries is refused. */
  execEnabled: boolean;
}

function issuesOf(spec: StructuredSpec, callerIsAdmin: boolean, options: ScraperSpecRuleOptions): readonly SpecIssue[] {
  let parsed: ScraperSpec;
  try {
    parsed = parseScraperSpec(spec);
  } catch (error) {
    if (error instanceof SpecError) return error.issues;
    return [{ path: 'spec', message: error instanceof Error ? error.message : String(error) }];
  }
  const refusedExec = options.execEnabled
    ? []
    : parsed.entries.filter((entry) => entry.type === execScraper.type).map((entry) => ({ path: entry.path, message: EXEC_DISABLED_MESSAGE }));
  return callerIsAdmin ? refusedExec : [...ownDatabaseUses(parsed), ...refusedExec];
}

/** Scraper specs written through the data API: refused with the fields named when they could never run. */
export function scraperSpecRules(options: ScraperSpecRuleOptions): SpecRules {
  return { relation: 'config_scrapers', noun: 'scraper', issuesOf: (spec, callerIsAdmin) => issuesOf(spec, callerIsAdmin, options) };
}

/** The rules of a server that runs scripts (EXEC on). */
export const SCRAPER_SPEC_RULES: SpecRules = scraperSpecRules({ execEnabled: true });
