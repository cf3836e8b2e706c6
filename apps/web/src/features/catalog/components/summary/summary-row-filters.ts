import type { ConfigSummaryRow } from '@vigil/domain';
import { TAG_GROUP_SUFFIX, groupColumnOf } from '#src/features/catalog/utils/list/catalog-search-params.ts';
import { decodeTagFilters, encodeTagFilters } from '#src/features/catalog/utils/list/tag-filter.ts';
import type { CatalogSearchChanges } from '#src/features/catalog/utils/list/use-catalog-search.ts';

/** Group columns that are the item's own fields rather than a label. */
const FIELD_GROUPS = new Set(['type', 'config_class', 'status', 'health']);

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * Opening a summary row (spec 002 §2): its type becomes configType, a label group becomes the
 * labels filter, a tag group joins the tag filter, and groupBy is cleared.
 */
export function filtersOfSummaryRow(row: ConfigSummaryRow, groupBy: readonly string[], currentTags: string): CatalogSearchChanges {
  const changes: CatalogSearchChanges = { configType: text(row.type) || null, groupBy: null };
  const tags = decodeTagFilters(currentTags);
  for (const group of groupBy) {
    const column = groupColumnOf(group);
    const value = text(row[column]);
    if (value === '' || FIELD_GROUPS.has(group)) continue;
    if (group.endsWith(TAG_GROUP_SUFFIX)) {
      const others = tags.filter((tag) => tag.key !== column);
      tags.splice(0, tags.length, ...others, { key: column, value, exclude: false });
    } else {
      changes.labels = `${column}=${value}`;
    }
  }
  const encoded = encodeTagFilters(tags);
  if (encoded !== currentTags) changes.tags = encoded;
  return changes;
}
