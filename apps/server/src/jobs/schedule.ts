import { createHash } from 'node:crypto';
import { Cron } from 'croner';
import { parseDuration } from './parse-duration.ts';

/** A canary with neither `schedule` nor `interval` runs this often. */
export const DEFAULT_INTERVAL_SECONDS = 60;

const MIN_INTERVAL_MS = 1000;

const NICKNAMES: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** When something runs: a fixed interval, or a cron pattern (evaluated in UTC). */
export type Schedule =
  | { kind: 'interval'; text: string; intervalMs: number }
  | { kind: 'cron'; text: string; cron: Cron };

export class ScheduleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScheduleError';
  }
}

function intervalSchedule(text: string, intervalMs: number): Schedule {
  if (intervalMs < MIN_INTERVAL_MS) throw new ScheduleError(`'${text}' is shorter than the minimum interval of 1s`);
  return { kind: 'interval', text, intervalMs };
}

/**
 * Reads `@every 30s` (also `@every 1h30m`), a bare duration (`5m`), `@hourly`, `@daily`, `@weekly`,
 * `@monthly`, `@yearly`, or a cron pattern of 5 fields (or 6, with seconds first).
 */
export function parseSchedule(text: string): Schedule {
  const trimmed = text.trim();
  if (trimmed === '') throw new ScheduleError('schedule is empty');
  if (trimmed.startsWith('@every')) {
    const durationText = trimmed.slice('@every'.length).trim();
    const ms = parseDuration(durationText);
    if (ms === undefined) {
      throw new ScheduleError(`'${trimmed}' needs a duration such as @every 30s, @every 5m or @every 1h30m`);
    }
    return intervalSchedule(trimmed, ms);
  }
  const bareDuration = parseDuration(trimmed);
  if (bareDuration !== undefined) return intervalSchedule(trimmed, bareDuration);

  const pattern = NICKNAMES[trimmed.toLowerCase()] ?? trimmed;
  if (pattern.startsWith('@')) throw new ScheduleError(`unknown schedule '${trimmed}'`);
  const fields = pattern.split(/\s+/).length;
  if (fields !== 5 && fields !== 6) {
    throw new ScheduleError(`'${trimmed}' is not a cron expression: it needs 5 fields (or 6 with seconds), found ${fields}`);
  }
  try {
    const cron = new Cron(pattern, { timezone: 'UTC', mode: '5-or-6-parts', paused: true });
    return { kind: 'cron', text: trimmed, cron };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ScheduleError(`'${trimmed}' is not a valid cron expression: ${reason}`);
  }
}

/** The first run strictly after `after`. */
export function nextRun(schedule: Schedule, after: Date): Date {
  if (schedule.kind === 'interval') return new Date(after.getTime() + schedule.intervalMs);
  const next = schedule.cron.nextRun(after);
  if (!next) throw new ScheduleError(`'${schedule.text}' never runs again`);
  return next;
}

/**
 * Where in its interval a resource's runs fall, from its id alone: the same on every replica and
 * after every restart, and spread evenly over the interval across many resources.
 */
export function intervalOffsetMs(key: string, intervalMs: number): number {
  return createHash('sha256').update(key).digest().readUIntBE(0, 6) % intervalMs;
}

/**
 * The run after one starting at `after`, for a resource keyed `key`. An interval schedule runs on
 * the resource's own slots (multiples of the interval from the epoch, shifted by its offset), so
 * resources created together do not fire together; the next slot is more than half an interval
 * away, so a run off its slot (the first one, one run late) is never followed by another at once.
 * A cron schedule runs when its pattern says.
 */
export function nextSpreadRun(schedule: Schedule, after: Date, key: string): Date {
  if (schedule.kind !== 'interval') return nextRun(schedule, after);
  const { intervalMs } = schedule;
  const offset = intervalOffsetMs(key, intervalMs);
  const earliest = after.getTime() + intervalMs / 2;
  const slot = (Math.floor((earliest - offset) / intervalMs) + 1) * intervalMs + offset;
  return new Date(slot);
}

/** What a kind of resource allows of its schedule. */
export interface ScheduleRules {
  /** The shortest time two runs may be apart. */
  minIntervalMs: number;
  /** Names the resource in the message, e.g. `a scraper`. */
  resource: string;
}

/** How many runs of a cron pattern are looked at for the shortest gap between two of them. */
const CRON_RUNS_LOOKED_AT = 6;

/** The shortest gap between two runs of a cron pattern over its next few runs; undefined when it never runs. */
function shortestCronGapMs(schedule: Schedule & { kind: 'cron' }, from: Date): number | undefined {
  let previous = schedule.cron.nextRun(from);
  if (!previous) return undefined;
  let shortest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < CRON_RUNS_LOOKED_AT; i += 1) {
    const next = schedule.cron.nextRun(previous);
    if (!next) break;
    shortest = Math.min(shortest, next.getTime() - previous.getTime());
    previous = next;
  }
  return shortest;
}

function durationText(ms: number): string {
  return ms % 60_000 === 0 ? `${ms / 60_000}m` : `${ms / 1000}s`;
}

/**
 * The one check of a schedule a resource is given (canaries and scrapers alike): it parses, it
 * fires (a cron pattern no date matches, such as `0 0 31 2 *`, never would), and its runs are no
 * closer together than the resource allows. Throws a ScheduleError saying why it cannot be used.
 */
export function usableSchedule(text: string, rules: ScheduleRules): Schedule {
  const schedule = parseSchedule(text);
  const gap = schedule.kind === 'interval' ? schedule.intervalMs : shortestCronGapMs(schedule, new Date());
  if (gap === undefined) throw new ScheduleError(`'${schedule.text}' never runs: no date matches it`);
  if (gap < rules.minIntervalMs) {
    throw new ScheduleError(`'${schedule.text}' runs more often than every ${durationText(rules.minIntervalMs)}, the shortest schedule ${rules.resource} may have`);
  }
  return schedule;
}

/** A canary may run as often as every second. */
export const CANARY_SCHEDULE_RULES: ScheduleRules = { minIntervalMs: MIN_INTERVAL_MS, resource: 'a canary' };

/** A canary's schedule: its `schedule`, else its `interval` in seconds, else every 60 seconds. */
export function canarySchedule(spec: { schedule?: string | undefined; interval?: number | undefined }): Schedule {
  if (spec.schedule !== undefined) return parseSchedule(spec.schedule);
  const seconds = spec.interval ?? DEFAULT_INTERVAL_SECONDS;
  return intervalSchedule(`@every ${seconds}s`, seconds * 1000);
}
