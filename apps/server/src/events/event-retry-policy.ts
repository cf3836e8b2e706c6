/** How often and how long after a failure an event is tried again (decision 0036). */
export interface EventRetryPolicy {
  /** Attempts before the event is given up: it stays in the queue with its last error. */
  maxAttempts: number;
  /** The wait after the first failed attempt; each further failure doubles it. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

export const DEFAULT_EVENT_RETRY_POLICY: EventRetryPolicy = {
  maxAttempts: 10,
  firstDelaySeconds: 10,
  maxDelaySeconds: 3600,
};

/** The wait before the attempt after `failedAttempt` (1 for the first): 10 s, 20 s, 40 s, ... up to the cap. */
export function retryDelaySeconds(policy: EventRetryPolicy, failedAttempt: number): number {
  const doubled = policy.firstDelaySeconds * 2 ** Math.max(failedAttempt - 1, 0);
  return Math.min(Math.round(doubled), policy.maxDelaySeconds);
}
