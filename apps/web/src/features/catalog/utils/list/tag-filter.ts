/** One tag filter: include or exclude items whose tag `key` equals `value`. */
export interface TagFilter {
  key: string;
  value: string;
  exclude: boolean;
}

/** Key and value are joined by four underscores in the URL (spec 002 §5). */
export const TAG_SEPARATOR = '____';
const EXCLUDE_MARK = ':-1';
const INCLUDE_MARK = ':1';

/** `env____prod:1,region____eu:-1` -> filters; malformed parts are ignored. */
export function decodeTagFilters(encoded: string): TagFilter[] {
  const filters: TagFilter[] = [];
  for (const part of encoded.split(',')) {
    if (part === '') continue;
    const exclude = part.endsWith(EXCLUDE_MARK);
    const body = exclude ? part.slice(0, -EXCLUDE_MARK.length) : part.endsWith(INCLUDE_MARK) ? part.slice(0, -INCLUDE_MARK.length) : part;
    const at = body.indexOf(TAG_SEPARATOR);
    if (at <= 0) continue;
    filters.push({ key: body.slice(0, at), value: body.slice(at + TAG_SEPARATOR.length), exclude });
  }
  return filters;
}

export function encodeTagFilters(filters: readonly TagFilter[]): string {
  return filters.map((f) => `${f.key}${TAG_SEPARATOR}${f.value}${f.exclude ? EXCLUDE_MARK : INCLUDE_MARK}`).join(',');
}

/** The value a tag option carries in a tri-state dropdown. */
export function tagOptionValue(key: string, value: string): string {
  return `${key}${TAG_SEPARATOR}${value}`;
}
