import { parseRelativeRange, shiftDate } from '@vigil/domain';
import { z } from 'zod';
import { badRequest } from '#src/rbac/service-error.ts';

/** The range a snapshot covers when `start` is left out: the first of the UI's options (spec 002 §9). */
export const DEFAULT_SNAPSHOT_START = '15m';

export const snapshotParams = z.object({
  id: z.guid({ error: (issue) => `'${String(issue.input)}' is not a component id: a component id is a uuid` }).transform((id) => id.toLowerCase()),
});

export const snapshotQuery = z.strictObject({
  start: z.string().optional().describe(`How far back the statuses, changes, insights and logs go: 15m, 2h, 7d, 1w, 1mo, now-2d or an ISO 8601 time; ${DEFAULT_SNAPSHOT_START} by default`),
  related: z
    .enum(['true', 'false'], { error: 'related must be true or false' })
    .optional()
    .describe('true: also the configs one catalog relationship away from the linked configs'),
});

const START_REASON = 'start must be a time back from now (15m, 2h, 7d, 1w, 1mo, now-2d) or an ISO 8601 time before now';

/** When the snapshot's range begins: a span back from `now` or an ISO 8601 time in the past; 400 otherwise. */
export function readSnapshotStart(start: string | undefined, now: Date): Date {
  const text = (start ?? '').trim() || DEFAULT_SNAPSHOT_START;
  const relative = parseRelativeRange(text);
  if (relative) {
    if (relative.direction !== 'past') throw badRequest(`${START_REASON} (got "${text}")`);
    return shiftDate(now, -relative.amount, relative.unit);
  }
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) {
    const time = Date.parse(text);
    if (!Number.isNaN(time) && time <= now.getTime()) return new Date(time);
  }
  throw badRequest(`${START_REASON} (got "${text}")`);
}
