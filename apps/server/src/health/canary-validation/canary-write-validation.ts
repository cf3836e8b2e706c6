import { ApiError } from '../../rest/api-error.ts';
import { isEmbeddedDatabaseReference } from '../embedded-database/embedded-database-reference.ts';
import { parseCanarySpec } from '../spec/parse-canary-spec.ts';
import { SpecError, type SpecIssue } from '../spec/spec-issue.ts';

/** The methods whose body can carry a canary spec (DELETE and reads carry none). */
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT']);

export interface CanaryWrite {
  method: string;
  /** The relation the request writes to. */
  relation: string;
  /** The raw body, as the data API receives it. */
  body: unknown;
  contentType: string | undefined;
  /** Only administrators may point checks at the server's own database. */
  callerIsAdmin: boolean;
}

function isJson(contentType: string | undefined): boolean {
  return contentType === undefined || contentType.toLowerCase().split(';')[0]!.trim() === 'application/json';
}

function rowsOf(body: unknown): unknown[] | undefined {
  if (typeof body !== 'string' || body.trim() === '') return undefined;
  try {
    const value: unknown = JSON.parse(body);
    return Array.isArray(value) ? value : [value];
  } catch {
    return undefined; // the engine answers malformed JSON itself
  }
}

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

/**
 * Checks the `spec` of every row a data API write to `canaries` carries, so a canary that could
 * never run is refused before anything is written. Rows that do not set `spec` (a PATCH of the
 * name or of deleted_at) are not checked again. Answers the error to send, or undefined.
 */
export function validateCanaryWrite(write: CanaryWrite): ApiError | undefined {
  if (write.relation !== 'canaries' || !WRITE_METHODS.has(write.method) || !isJson(write.contentType)) return undefined;
  const rows = rowsOf(write.body);
  if (!rows) return undefined;
  const several = rows.length > 1;
  const problems: string[] = [];
  rows.forEach((row, index) => {
    if (typeof row !== 'object' || row === null || !('spec' in row)) return;
    const spec = (row as { spec: unknown }).spec;
    const issues = spec === null ? [{ path: 'spec', message: 'spec is required' }] : issuesOf(spec, write.callerIsAdmin);
    for (const issue of issues) problems.push(`${several ? `row ${index + 1}: ` : ''}${issue.path}: ${issue.message}`);
  });
  if (problems.length === 0) return undefined;
  return new ApiError(400, '23514', `Invalid canary spec: ${problems.join('; ')}`, problems.join('\n'), 'Fix the fields named and send the canary again.');
}
