import { describe, expect, it } from 'vitest';
import { formatCountBadge } from '#src/features/catalog/utils/list/catalog-formatters.ts';
import { readCatalogSearch } from '#src/features/catalog/utils/list/catalog-search-params.ts';
import { decodeTagFilters, encodeTagFilters } from '#src/features/catalog/utils/list/tag-filter.ts';

describe('catalog badges', () => {
  it('shows counts up to 999 as they are and thousands as k+', () => {
    expect(formatCountBadge(999)).toBe('999');
    expect(formatCountBadge(1000)).toBe('1k+');
    expect(formatCountBadge(25_400)).toBe('25k+');
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
