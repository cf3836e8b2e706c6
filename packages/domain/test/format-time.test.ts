import { describe, expect, it } from 'vitest';
import { formatClockTime, formatTimeAgo, formatTimestamp } from '../src/format-time.ts';

const now = Date.parse('2026-11-21T12:00:00Z');

describe('time formatting', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatTimeAgo('2026-11-21T11:59:15Z', now)).toBe('45s ago');
    expect(formatTimeAgo('2026-11-21T11:57:00Z', now)).toBe('3m ago');
    expect(formatTimeAgo('2026-11-21T07:00:00Z', now)).toBe('5h ago');
    expect(formatTimeAgo('2026-11-09T12:00:00Z', now)).toBe('12d ago');
  });

  it('shows nothing for a time that means never', () => {
    for (const never of [null, undefined, '', 'not a time', '0001-01-01T00:00:00Z']) {
      expect(formatTimeAgo(never, now)).toBe('');
      expect(formatTimestamp(never)).toBe('');
    }
  });

  it('writes every timestamp in one format, 24-hour, in the reader time zone', () => {
    const hours = String(new Date(now).getHours()).padStart(2, '0');
    const day = new Date(now).getDate();
    expect(formatTimestamp('2026-11-21T12:00:00Z')).toBe(`Nov ${day}, 2026, ${hours}:00:00`);
    expect(formatTimestamp(now)).toBe(formatTimestamp('2026-11-21T12:00:00Z'));
    expect(formatClockTime(now)).toBe(`${hours}:00`);
  });
});
