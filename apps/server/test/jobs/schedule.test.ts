import { describe, expect, it } from 'vitest';
import { CANARY_SCHEDULE_RULES, canarySchedule, intervalOffsetMs, nextRun, nextSpreadRun, parseSchedule, usableSchedule } from '#src/jobs/schedule.ts';
import { scraperSchedule } from '#src/catalog/scrapers/spec/scraper-schedule.ts';
import { parseDuration } from '#src/jobs/parse-duration.ts';

const after = new Date('2024-05-15T10:15:20.000Z'); // a Wednesday

function next(text: string, from = after): string {
  return nextRun(parseSchedule(text), from).toISOString();
}

describe('parseSchedule and nextRun', () => {
  it('runs @every schedules that long after the previous run', () => {
    expect(next('@every 30s')).toBe('2024-05-15T10:15:50.000Z');
    expect(next('@every 5m')).toBe('2024-05-15T10:20:20.000Z');
    expect(next('@every 1h30m')).toBe('2024-05-15T11:45:20.000Z');
    expect(next('@every 1s')).toBe('2024-05-15T10:15:21.000Z');
  });

  it('accepts a bare duration as canary-checker does', () => {
    expect(next('2m')).toBe('2024-05-15T10:17:20.000Z');
  });

  it('runs the nicknames at the start of their period, in UTC', () => {
    expect(next('@hourly')).toBe('2024-05-15T11:00:00.000Z');
    expect(next('@daily')).toBe('2024-05-16T00:00:00.000Z');
    expect(next('@weekly')).toBe('2024-05-19T00:00:00.000Z');
    expect(next('@monthly')).toBe('2024-06-01T00:00:00.000Z');
    expect(next('@yearly')).toBe('2025-01-01T00:00:00.000Z');
  });

  it('reads 5-field cron and 6-field cron with seconds', () => {
    expect(next('*/15 * * * *')).toBe('2024-05-15T10:30:00.000Z');
    expect(next('30 3 * * *')).toBe('2024-05-16T03:30:00.000Z');
    expect(next('*/10 * * * * *')).toBe('2024-05-15T10:15:30.000Z');
  });

  it('gives each run strictly after the one before', () => {
    const schedule = parseSchedule('*/15 * * * *');
    const first = nextRun(schedule, after);
    expect(nextRun(schedule, first).toISOString()).toBe('2024-05-15T10:45:00.000Z');
  });

  it('refuses intervals under one second', () => {
    expect(() => parseSchedule('@every 500ms')).toThrow("'@every 500ms' is shorter than the minimum interval of 1s");
  });

  it('explains what it cannot read', () => {
    expect(() => parseSchedule('@every soon')).toThrow("'@every soon' needs a duration such as @every 30s, @every 5m or @every 1h30m");
    expect(() => parseSchedule('@fortnightly')).toThrow("unknown schedule '@fortnightly'");
    expect(() => parseSchedule('every day')).toThrow("'every day' is not a cron expression: it needs 5 fields (or 6 with seconds), found 2");
    expect(() => parseSchedule('61 * * * *')).toThrow("'61 * * * *' is not a valid cron expression");
    expect(() => parseSchedule('  ')).toThrow('schedule is empty');
  });
});

describe('usableSchedule: the one check canaries and scrapers share', () => {
  it('refuses a cron pattern that never fires, for a canary and a scraper alike', () => {
    expect(() => usableSchedule('0 0 31 2 *', CANARY_SCHEDULE_RULES)).toThrow("'0 0 31 2 *' never runs: no date matches it");
    expect(() => scraperSchedule('0 0 31 2 *')).toThrow("'0 0 31 2 *' never runs: no date matches it");
  });

  it('accepts a pattern that fires rarely, such as every 29 February', () => {
    expect(usableSchedule('0 0 29 2 *', CANARY_SCHEDULE_RULES).text).toBe('0 0 29 2 *');
    expect(scraperSchedule('0 0 29 2 *').text).toBe('0 0 29 2 *');
  });

  it('refuses runs closer together than the resource allows, naming the shortest it may have', () => {
    expect(() => scraperSchedule('@every 10s')).toThrow("'@every 10s' runs more often than every 30s, the shortest schedule a scraper may have");
    expect(() => scraperSchedule('*/5 * * * * *')).toThrow("'*/5 * * * * *' runs more often than every 30s");
    expect(usableSchedule('*/5 * * * * *', CANARY_SCHEDULE_RULES).kind).toBe('cron');
    expect(() => usableSchedule('* * * * *', { minIntervalMs: 5 * 60_000, resource: 'a report' })).toThrow("'* * * * *' runs more often than every 5m, the shortest schedule a report may have");
  });
});

describe('canarySchedule', () => {
  it('runs a canary without schedule or interval every 60 seconds', () => {
    expect(nextRun(canarySchedule({}), after).toISOString()).toBe('2024-05-15T10:16:20.000Z');
  });

  it('uses interval seconds, or the schedule when there is one', () => {
    expect(nextRun(canarySchedule({ interval: 120 }), after).toISOString()).toBe('2024-05-15T10:17:20.000Z');
    expect(nextRun(canarySchedule({ schedule: '@hourly' }), after).toISOString()).toBe('2024-05-15T11:00:00.000Z');
  });
});

describe('parseDuration', () => {
  it('reads Go-style durations with days and weeks', () => {
    expect(parseDuration('250ms')).toBe(250);
    expect(parseDuration('1h30m')).toBe(5_400_000);
    expect(parseDuration('1.5h')).toBe(5_400_000);
    expect(parseDuration('7d')).toBe(604_800_000);
    expect(parseDuration('2w')).toBe(1_209_600_000);
  });

  it('rejects anything else', () => {
    expect(parseDuration('10')).toBeUndefined();
    expect(parseDuration('ten minutes')).toBeUndefined();
    expect(parseDuration('')).toBeUndefined();
  });
});

describe('nextSpreadRun', () => {
  const minute = parseSchedule('@every 1m');

  it('runs an interval schedule on the slots of its key, the same from any start', () => {
    const offset = intervalOffsetMs('canary-a', 60_000);
    const fromA = nextSpreadRun(minute, after, 'canary-a');
    const fromB = nextSpreadRun(minute, new Date(after.getTime() + 5_000), 'canary-a');
    expect(fromA.getTime() % 60_000).toBe(offset);
    expect(fromB.getTime() % 60_000).toBe(offset);
    expect(fromA.getTime() - after.getTime()).toBeGreaterThan(30_000);
    expect(fromA.getTime() - after.getTime()).toBeLessThanOrEqual(90_000);
    // A run on its slot is followed by the next slot, exactly one interval later.
    expect(nextSpreadRun(minute, fromA, 'canary-a').getTime() - fromA.getTime()).toBe(60_000);
  });

  it('leaves cron schedules to their pattern', () => {
    expect(nextSpreadRun(parseSchedule('*/15 * * * *'), after, 'canary-a').toISOString()).toBe('2024-05-15T10:30:00.000Z');
  });
});
