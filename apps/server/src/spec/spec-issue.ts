/** One problem in a resource spec, named by its path (`spec.http[0].url`). */
export interface SpecIssue {
  path: string;
  message: string;
}

/** A spec that cannot be accepted; the message names every field at fault. */
export class SpecError extends Error {
  constructor(readonly issues: readonly SpecIssue[]) {
    super(issues.map((i) => `${i.path}: ${i.message}`).join('; '));
    this.name = 'SpecError';
  }
}
