import { ApiError } from '../api-error.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { describeSpecIssue, type SpecIssue } from '#src/spec/spec-issue.ts';
import { readSpecValue, type StructuredSpec } from './spec-value.reader.ts';

/**
 * How one table checks the spec its rows carry. A table that gains a spec (topologies, playbooks,
 * notifications, connections, incident_rules) adds one entry to the data API's list.
 */
export interface SpecRules {
  relation: string;
  /** Names the resource in the message: `Invalid ${noun} spec`. */
  noun: string;
  /**
   * The issues of one spec, given as its structured value whatever the request sent (never text);
   * fields only administrators may set are refused unless `callerIsAdmin`.
   */
  issuesOf(spec: StructuredSpec, callerIsAdmin: boolean): readonly SpecIssue[];
  /** The issues of the row's other columns, for a table whose spec is spread over columns (notifications). */
  rowIssuesOf?(row: Readonly<Record<string, unknown>>): readonly SpecIssue[];
}

/** A data API write as the engine decoded it, before any SQL is built from it. */
export interface SpecWrite {
  relation: string;
  /** The decoded body (JSON, CSV or form alike): one row, or an array of rows. */
  body: unknown;
  callerIsAdmin: boolean;
}

function issuesOfRow(spec: unknown, rules: SpecRules, callerIsAdmin: boolean): { spec?: StructuredSpec; issues: readonly SpecIssue[] } {
  if (spec === null) return { issues: [{ path: 'spec', message: 'spec is required' }] };
  const read = readSpecValue(spec);
  if ('issue' in read) return { issues: [read.issue] };
  return { spec: read.spec, issues: rules.issuesOf(read.spec, callerIsAdmin) };
}

/**
 * Checks the `spec` of every row a write to a table with spec rules carries, and answers the body
 * to write, in which each spec is the structured value the rules passed (text is stored parsed, so
 * what runs later is what was checked here). Rows that do not set `spec` (a PATCH of the name) are
 * not checked again. Throws a 400 naming every field at fault, so nothing is written.
 */
export function checkSpecWrite(write: SpecWrite, tables: readonly SpecRules[]): unknown {
  const rules = tables.find((table) => table.relation === write.relation);
  if (!rules || write.body === undefined) return write.body;
  const rows: unknown[] = Array.isArray(write.body) ? write.body : [write.body];
  const several = rows.length > 1;
  const problems: string[] = [];
  const checked = rows.map((row, index) => {
    if (!isPlainObject(row)) return row;
    for (const issue of rules.rowIssuesOf?.(row) ?? []) problems.push(`${several ? `row ${index + 1}: ` : ''}${describeSpecIssue(issue)}`);
    if (!('spec' in row)) return row;
    const { spec, issues } = issuesOfRow(row.spec, rules, write.callerIsAdmin);
    for (const issue of issues) problems.push(`${several ? `row ${index + 1}: ` : ''}${describeSpecIssue(issue)}`);
    return { ...row, spec };
  });
  if (problems.length > 0) {
    throw new ApiError(400, '23514', `Invalid ${rules.noun} spec: ${problems.join('; ')}`, problems.join('\n'), `Fix the fields named and send the ${rules.noun} again.`);
  }
  return Array.isArray(write.body) ? checked : checked[0];
}
