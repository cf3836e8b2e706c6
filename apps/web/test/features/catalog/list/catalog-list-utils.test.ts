import { describe, expect, it } from 'vitest';
import { costTrend, formatCost } from '../../../../src/features/catalog/utils/cost/config-cost.ts';
import { formatCountBadge } from '../../../../src/features/catalog/utils/list/catalog-formatters.ts';
import { readCatalogSearch } from '../../../../src/features/catalog/utils/list/catalog-search-params.ts';
import { decodeTagFilters, encodeTagFilters } from '../../../../src/features/catalog/utils/list/tag-filter.ts';

describe('catalog badges and costs', () => {
  it('shows counts up to 999 as they are and thousands as k+', () => {
    expect(formatCountBadge(999)).toBe('999');
    expect(formatCountBadge(1000)).toBe('1k+');
    expect(formatCountBadge(25_400)).toBe('25k+');
  });

  it('writes costs of 10 or less with 2 decimals and larger ones without', () => {
    expect(formatCost(10)).toBe('$10.00');
    expect(formatCost(0.456)).toBe('$0.46');
    expect(formatCost(10.4)).toBe('$10');
    expect(formatCost(12_345.6)).toBe('$12,346');
    expect(formatCost(null)).toBe('');
  });

  it('shows a trend only beyond 10% of the daily average, as a multiplier beyond 100%', () => {
    // 30-day total 300: a daily average of 10.
    expect(costTrend(300, 11)).toBeUndefined();
    expect(costTrend(300, 9)).toBeUndefined();
    expect(costTrend(300, 11.5)).toEqual({ direction: 'up', text: '15%' });
    expect(costTrend(300, 5)).toEqual({ direction: 'down', text: '50%' });
    expect(costTrend(300, 20)).toEqual({ direction: 'up', text: '100%' });
    expect(costTrend(300, 25)).toEqual({ direction: 'up', text: '2.5x' });
    expect(costTrend(0, 25)).toBeUndefined();
  });
});

describe('catalog query parameters', () => {
  it('defaults groupBy to class and type, sorting to type ascending', () => {
    const search = readCatalogSearch(new URLSearchParams());
    expect(search.groupBy).toEqual(['config_class', 'type']);
    expect(search.sortBy).toBe('type');
    expect(search.sortOrder).toBe('asc');
  });

  it('reads and writes tags as key____value with :-1 for an exclusion', () => {
    const filters = decodeTagFilters('env____prod:1,region____eu-west:-1,broken,____x');
    expect(filters).toEqual([
      { key: 'env', value: 'prod', exclude: false },
      { key: 'region', value: 'eu-west', exclude: true },
    ]);
    expect(encodeTagFilters(filters)).toBe('env____prod:1,region____eu-west:-1');
  });
});
