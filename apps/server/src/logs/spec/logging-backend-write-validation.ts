import type { SpecRules } from '#src/rest/spec-writes/spec-write.validator.ts';
import { SpecError, type SpecIssue } from '#src/spec/spec-issue.ts';
import { parseLoggingBackendSpec } from './parse-logging-backend-spec.ts';

function issuesOf(spec: unknown, callerIsAdmin: boolean): readonly SpecIssue[] {
  try {
    const parsed = parseLoggingBackendSpec(spec);
    if (callerIsAdmin) return [];
    // Files on the host, and a cluster reached with the server's own credentials (a kubeconfig it
    // reads, its service account), are the server's: only an administrator points a backend at them.
    return parsed.entries.flatMap((entry): SpecIssue[] => {
      if (entry.type === 'file') return [{ path: entry.path, message: "files on the server's host may only be read by a backend an administrator saves" }];
      if (entry.type === 'kubernetes' && (entry.spec as { connection?: string }).connection === undefined) {
        return [{ path: `${entry.path}.connection`, message: "is required unless an administrator saves the backend (without it the server's own kubeconfig or service account is used)" }];
      }
      return [];
    });
  } catch (error) {
    if (error instanceof SpecError) return error.issues;
    return [{ path: 'spec', message: error instanceof Error ? error.message : String(error) }];
  }
}

/** Logging backend specs written through the data API: refused with the fields named when they could never search. */
export const LOGGING_BACKEND_SPEC_RULES: SpecRules = { relation: 'logging_backends', noun: 'logging backend', issuesOf };
