import { SpecError, type SpecIssue } from '#src/spec/spec-issue.ts';
import { parseScraperSpec, type ScraperTypeLookup } from './parse-scraper-spec.ts';

/**
 * The issues of a scraper spec, each named by its path, or an empty list when it is valid: for
 * callers that show problems rather than stop at them (the UI, the data API, spec files).
 */
export function validateScraperSpec(input: string | unknown, lookup?: ScraperTypeLookup): readonly SpecIssue[] {
  try {
    parseScraperSpec(input, lookup);
    return [];
  } catch (error) {
    if (error instanceof SpecError) return error.issues;
    return [{ path: 'spec', message: error instanceof Error ? error.message : String(error) }];
  }
}
