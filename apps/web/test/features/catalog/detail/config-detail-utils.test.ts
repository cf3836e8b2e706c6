import { describe, expect, it } from 'vitest';
import { formatCountBadge } from '#src/features/catalog/utils/list/catalog-formatters.ts';
import { isConfigStale } from '#src/features/catalog/utils/detail/is-config-stale.ts';
import { nextLineSelection, parseLineSelection } from '#src/features/catalog/utils/detail/line-selection.ts';
import { tabFromPath } from '#src/features/catalog/utils/detail/config-detail-tabs.ts';

describe('config detail rules', () => {
  it('shows counts up to 999 as they are and larger ones as thousands with k+', () => {
    expect(formatCountBadge(0)).toBe('0');
    expect(formatCountBadge(999)).toBe('999');
    expect(formatCountBadge(1000)).toBe('1k+');
    expect(formatCountBadge(25_400)).toBe('25k+');
  });

  it('calls a config stale only when scraped over an hour ago and not deleted', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(isConfigStale({ last_scraped_time: '2026-03-01T10:59:59Z' }, now)).toBe(true);
    expect(isConfigStale({ last_scraped_time: '2026-03-01T11:00:00Z' }, now)).toBe(false);
    expect(isConfigStale({ last_scraped_time: '2026-03-01T09:00:00Z', deleted_at: '2026-03-01T09:30:00Z' }, now)).toBe(false);
    expect(isConfigStale({ last_scraped_time: null }, now)).toBe(false);
  });

  it('reads line selections and rejects anything else', () => {
    expect(parseLineSelection('7')).toEqual({ start: 7, end: 7 });
    expect(parseLineSelection('9-3')).toEqual({ start: 3, end: 9 });
    expect(parseLineSelection('0')).toBeNull();
    expect(parseLineSelection('1,2')).toBeNull();
    expect(parseLineSelection(null)).toBeNull();
  });

  it('stretches a selection from its anchor with shift, in both directions', () => {
    expect(nextLineSelection({ start: 5, end: 5 }, 9, true)).toEqual({ start: 5, end: 9 });
    expect(nextLineSelection({ start: 5, end: 9 }, 2, true)).toEqual({ start: 2, end: 9 });
    expect(nextLineSelection({ start: 5, end: 9 }, 7, false)).toEqual({ start: 7, end: 7 });
  });

  it('finds the tab from the path', () => {
    expect(tabFromPath('/catalog/abc', 'abc')).toBe('config');
    expect(tabFromPath('/catalog/abc/checks', 'abc')).toBe('checks');
    expect(tabFromPath('/catalog/abc/unknown', 'abc')).toBe('config');
  });
});
