import { describe, expect, it } from 'vitest';
import { resolveGraphRange } from '#src/health/summary/graph-range.ts';

const now = new Date('2026-03-10T12:00:00Z');
const minutes = (range: { bucketSeconds: number }) => range.bucketSeconds / 60;

describe('the graph range', () => {
  it('picks 1m buckets up to 2h, 15m up to 24h, 1h up to 7d and 4h beyond', () => {
    expect(minutes(resolveGraphRange('now-2h', undefined, now))).toBe(1);
    expect(minutes(resolveGraphRange('now-121m', undefined, now))).toBe(15);
    expect(minutes(resolveGraphRange('24h', 'now', now))).toBe(15);
    expect(minutes(resolveGraphRange('now-25h', undefined, now))).toBe(60);
    expect(minutes(resolveGraphRange('7d', undefined, now))).toBe(60);
    expect(minutes(resolveGraphRange('8d', undefined, now))).toBe(240);
  });

  it('reads raw results within 30 days, hourly rollups within 90 and daily ones beyond', () => {
    expect(resolveGraphRange('now-30d', undefined, now).source).toBe('raw');
    expect(resolveGraphRange('now-31d', 'now-30d', now)).toMatchObject({ source: 'hourly', bucketSeconds: 3600 });
    expect(resolveGraphRange('now-91d', undefined, now)).toMatchObject({ source: 'daily', bucketSeconds: 86_400 });
  });

  it('defaults to the last hour and reads ISO times', () => {
    expect(resolveGraphRange(undefined, undefined, now)).toEqual({ start: new Date('2026-03-10T11:00:00Z'), end: now, bucketSeconds: 60, source: 'raw' });
    expect(resolveGraphRange('2026-03-10T10:00:00Z', '2026-03-10T11:00:00Z', now).start).toEqual(new Date('2026-03-10T10:00:00Z'));
    expect(() => resolveGraphRange('+1h', undefined, now)).toThrow('start must be an ISO 8601 time');
  });
});
