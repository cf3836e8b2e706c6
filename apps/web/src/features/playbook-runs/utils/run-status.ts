/** An action in one of these has its whole output: its pane stops polling. */
const FINAL_ACTION_STATUSES = new Set(['completed', 'failed', 'skipped', 'cancelled', 'timed_out']);

export function isFinalActionStatus(status: string): boolean {
  return FINAL_ACTION_STATUSES.has(status);
}

/** Spec 002 §4: a skipped step has nothing to show and cannot be selected. */
export function isSelectableStep(status: string): boolean {
  return status !== 'skipped';
}
