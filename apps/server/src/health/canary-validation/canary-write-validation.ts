import type { SpecRules } from '../../rest/spec-writes/spec-write.validator.ts';
import { isEmbeddedDatabaseReference } from '../embedded-database/embedded-database-reference.ts';
import { parseCanarySpec } from '../spec/parse-canary-spec.ts';
import { SpecError, type SpecIssue } from '../spec/spec-issue.ts';

function issuesOf(spec: unknown, callerIsAdmin: boolean): readonly SpecIssue[] {
  try {
    const parsed = parseCanarySpec(spec);
    if (callerIsAdmin) return [];
    return parsed.checks
      .filter((check) => isEmbeddedDatabaseReference((check.spec as { connection?: string }).connection))
      .map((check) => ({ path: `${check.path}.connection`, message: "the server's own database may only be used by an administrator" }));
  } catch (error) {
    if (error instanceof SpecError) return error.issues;
    return [{ path: 'spec', message: error instanceof Error ? error.message : String(error) }];
  }
}

/** Canary specs written through the data API: refused with the fields named when they could never run. */
export const CANARY_SPEC_RULES: SpecRules = { relation: 'canaries', noun: 'canary', issuesOf };
