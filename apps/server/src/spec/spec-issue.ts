/** One problem in a resource spec, named by its path (`spec.http[0].url`). */
export interface SpecIssue {
  path: string;
  message: string;
}

const NOT_SUPPORTED = 'not supported yet';

/**
 * One issue as a sentence: `spec.http[0].oauth2 is not supported yet` for a field of the upstream
 * format we do not act on, `spec.http[0].url: url is required` for everything else.
 */
export function describeSpecIssue(issue: SpecIssue): string {
  return issue.message.startsWith(NOT_SUPPORTED) ? `${issue.path} is ${issue.message}` : `${issue.path}: ${issue.message}`;
}

/** A spec that cannot be accepted; the message names every field at fault. */
export class SpecError extends Error {
  constructor(readonly issues: readonly SpecIssue[]) {
    super(issues.map(describeSpecIssue).join('; '));
    this.name = 'SpecError';
  }
}
