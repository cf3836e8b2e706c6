import type { SpecRules } from '../../rest/spec-writes/spec-write.validator.ts';
import { isEmbeddedDatabaseReference } from '../../health/embedded-database/embedded-database-reference.ts';
import type { SpecIssue } from '../../health/spec/spec-issue.ts';
import { validateScraperSpec } from '../scrapers/spec/validate-scraper-spec.ts';

/** Entries of a scraper spec that name the server's own database (sql scrapers). */
function ownDatabaseUses(spec: unknown): SpecIssue[] {
  const body = typeof spec === 'object' && spec !== null ? ((spec as { spec?: unknown }).spec ?? spec) : undefined;
  const entries = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).sql : undefined;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry, index) =>
    typeof entry === 'object' && entry !== null && isEmbeddedDatabaseReference((entry as { connection?: string }).connection)
      ? [{ path: `spec.sql[${index}].connection`, message: "the server's own database may only be used by an administrator" }]
      : [],
  );
}

function issuesOf(spec: unknown, callerIsAdmin: boolean): readonly SpecIssue[] {
  const issues = validateScraperSpec(spec);
  if (issues.length > 0 || callerIsAdmin) return issues;
  return ownDatabaseUses(typeof spec === 'string' ? undefined : spec);
}

/** Scraper specs written through the data API: refused with the fields named when they could never run. */
export const SCRAPER_SPEC_RULES: SpecRules = { relation: 'config_scrapers', noun: 'scraper', issuesOf };
