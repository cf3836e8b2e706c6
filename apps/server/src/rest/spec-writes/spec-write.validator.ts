import { ApiError } from '../api-error.ts';
import { parseBody } from '../parse/body.parser.ts';
import type { SpecIssue } from '../../health/spec/spec-issue.ts';

/** The methods whose body can carry a spec (DELETE and reads carry none). */
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT']);

/** A data API write, as the access layer sees it before the engine runs it. */
export interface SpecWrite {
  method: string;
  /** The relation the request writes to. */
  relation: string;
  /** The raw body, as the data API receives it. */
  body: unknown;
  contentType: string | undefined;
  /** Some spec fields (the server's own database) are for administrators only. */
  callerIsAdmin: boolean;
}

/** How one kind of resource checks the spec a row carries. */
export interface SpecRules {
  relation: string;
  /** Names the resource in the message: `Invalid ${noun} spec`. */
  noun: string;
  issuesOf(spec: unknown, callerIsAdmin: boolean): readonly SpecIssue[];
}

/** The rows the engine will write, decoded the way it decodes them (JSON, CSV or a form). */
function rowsOf(body: unknown, contentType: string | undefined): unknown[] | undefined {
  if (typeof body !== 'string' || body.trim() === '') return undefined;
  try {
    const value = parseBody(body, contentType, false);
    return Array.isArray(value) ? value : [value];
  } catch {
    return undefined; // the engine refuses a body it cannot decode itself
  }
}

/**
 * Checks the `spec` of every row a data API write carries, so a resource that could never run is
 * refused before anything is written. Rows that do not set `spec` (a PATCH of the name or of
 * deleted_at) are not checked again. Answers the error to send, or undefined.
 */
export function validateSpecWrite(write: SpecWrite, rules: SpecRules): ApiError | undefined {
  if (write.relation !== rules.relation || !WRITE_METHODS.has(write.method)) return undefined;
  const rows = rowsOf(write.body, write.contentType);
  if (!rows) return undefined;
  const several = rows.length > 1;
  const problems: string[] = [];
  rows.forEach((row, index) => {
    if (typeof row !== 'object' || row === null || !('spec' in row)) return;
    const spec = (row as { spec: unknown }).spec;
    const issues = spec === null ? [{ path: 'spec', message: 'spec is required' }] : rules.issuesOf(spec, write.callerIsAdmin);
    for (const issue of issues) problems.push(`${several ? `row ${index + 1}: ` : ''}${issue.path}: ${issue.message}`);
  });
  if (problems.length === 0) return undefined;
  return new ApiError(400, '23514', `Invalid ${rules.noun} spec: ${problems.join('; ')}`, problems.join('\n'), `Fix the fields named and send the ${rules.noun} again.`);
}
