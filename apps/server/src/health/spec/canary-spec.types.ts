import type { CheckSpecBase } from '../checks/check-type.ts';

/** A canary's spec after validation: when it runs and the checks it holds. */
export interface CanarySpec {
  /** `@every 30s`, `@hourly`, a cron expression; undefined when `interval` is used. */
  schedule?: string | undefined;
  /** Seconds between runs (the older form); undefined when `schedule` is used. */
  interval?: number | undefined;
  /** Every check of every type, in spec order. */
  checks: CanaryCheck[];
  /** From a whole document's `metadata`; undefined for a bare spec. */
  metadata?: CanaryMetadata | undefined;
  /** The canary's own icon, shown for checks without one. */
  icon?: string | undefined;
}

export interface CanaryMetadata {
  name?: string | undefined;
  namespace?: string | undefined;
  labels?: Record<string, string> | undefined;
}

export interface CanaryCheck {
  /** The type's key (`http`, `tcp`, ...). */
  type: string;
  spec: CheckSpecBase;
  /** Where it sits in the spec, e.g. `spec.http[0]`. */
  path: string;
}
