import type { ScheduledResourceRow } from '@vigil/domain';

/** A canary's spec as stored: the schedule and one list per check type. */
export type CanarySpec = Record<string, unknown>;

/** A row of canaries_with_status: the canary and its latest job. */
export type CanaryRow = ScheduledResourceRow;

export interface CanaryInput {
  name: string;
  namespace: string;
  spec: CanarySpec;
}
