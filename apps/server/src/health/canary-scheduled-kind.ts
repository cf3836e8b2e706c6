import type { ScheduledKind } from '../jobs/resource-scheduler.service.ts';
import { canarySchedule, DEFAULT_INTERVAL_SECONDS, nextSpreadRun } from '../jobs/schedule.ts';
import { canaryRecordOf, type CanaryRecord, type CanaryRow } from './canary.repository.ts';
import { CANARY_RUN_JOB, type CanaryRunService } from './canary-run.service.ts';
import type { CanarySpec } from './spec/canary-spec.types.ts';

/**
 * The next run by the spec's schedule, an interval one on the canary's own slot of it (so canaries
 * created together do not fire together). A spec that cannot be read is tried again at the default
 * interval.
 */
function nextCanaryRun(canary: CanaryRecord, now: Date, parseSpec: (raw: unknown) => CanarySpec): Date {
  try {
    const spec = parseSpec(canary.spec);
    return nextSpreadRun(canarySchedule({ schedule: spec.schedule ?? canary.schedule ?? undefined, interval: spec.interval }), now, canary.id);
  } catch {
    return new Date(now.getTime() + DEFAULT_INTERVAL_SECONDS * 1000);
  }
}

/** Canaries as the generic scheduler sees them. */
export function canaryScheduledKind(runs: CanaryRunService, parseSpec: (raw: unknown) => CanarySpec): ScheduledKind<CanaryRecord> {
  return {
    type: 'canary',
    jobName: CANARY_RUN_JOB,
    skipReason: 'the previous run of this canary had not finished',
    recordOf: (row) => canaryRecordOf(row as CanaryRow),
    nextRunAfter: (canary, now) => nextCanaryRun(canary, now, parseSpec),
    run: async (canary, { nextRunAt, signal }) => (await runs.run(canary, { nextRunAt, signal })).status === 'STALE',
  };
}
