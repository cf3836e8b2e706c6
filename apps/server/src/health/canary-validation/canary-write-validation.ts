import { EXEC_DISABLED_MESSAGE } from '#src/exec/exec-disabled.error.ts';
import type { SpecRules } from '#src/rest/spec-writes/spec-write.validator.ts';
import { execCheck } from '../checks/exec.check.ts';
import { isEmbeddedDatabaseReference } from '#src/connections/embedded-database-reference.ts';
import { parseCanarySpec } from '../spec/parse-canary-spec.ts';
import { SpecError, type SpecIssue } from '#src/spec/spec-issue.ts';

/** What this server runs beyond a valid spec. */
export interface CanarySpecRuleOptions {
  /** Off (EXEC=off): a canary with an exec check is refused. */
  execEnabled: boolean;
}

function issuesOf(spec: unknown, callerIsAdmin: boolean, options: CanarySpecRuleOptions): readonly SpecIssue[] {
  try {
    const parsed = parseCanarySpec(spec);
    const refusedExec = options.execEnabled
      ? []
      : parsed.checks.filter((check) => check.type === execCheck.type).map((check) => ({ path: check.path, message: EXEC_DISABLED_MESSAGE }));
    if (callerIsAdmin) return refusedExec;
    return parsed.checks
      .filter((check) => isEmbeddedDatabaseReference((check.spec as { connection?: string }).connection))
      .map((check) => ({ path: `${check.path}.connection`, message: "the server's own database may only be used by an administrator" }))
      .concat(refusedExec);
  } catch (error) {
    if (error instanceof SpecError) return error.issues;
    return [{ path: 'spec', message: error instanceof Error ? error.message : String(error) }];
  }
}

/** Canary specs written through the data API: refused with the fields named when they could never run. */
export function canarySpecRules(options: CanarySpecRuleOptions): SpecRules {
  return { relation: 'canaries', noun: 'canary', issuesOf: (spec, callerIsAdmin) => issuesOf(spec, callerIsAdmin, options) };
}
