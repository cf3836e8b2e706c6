import { useMemo } from 'react';
import { useConfigTags } from '#src/features/catalog/api/get-config-tags.ts';
import { decodeTagFilters, encodeTagFilters, tagOptionValue } from '#src/features/catalog/utils/list/tag-filter.ts';
import { TriStateDropdown } from '#src/ui/filters/tri-state-dropdown.tsx';
import type { TriStateSelections } from '#src/ui/filters/tri-state.ts';

export interface TagFilterDropdownProps {
  /** The tag filter in its URL encoding. */
  value: string;
  onChange: (encoded: string) => void;
}

/** Include or exclude tag values; kept in the URL as `key____value:1` or `:-1`. */
export function TagFilterDropdown({ value, onChange }: TagFilterDropdownProps) {
  const tags = useConfigTags();
  const options = useMemo(
    () => (tags.data ?? []).map((tag) => ({ value: tagOptionValue(tag.key, tag.value), label: `${tag.key}: ${tag.value}`, group: tag.key })),
    [tags.data],
  );
  const selections = useMemo(() => {
    const result: Record<string, 1 | -1> = {};
    for (const tag of decodeTagFilters(value)) result[tagOptionValue(tag.key, tag.value)] = tag.exclude ? -1 : 1;
    return result;
  }, [value]);
  const change = (next: TriStateSelections) => {
    const filters = Object.entries(next).flatMap(([option, state]) => {
      const [parsed] = decodeTagFilters(option);
      return parsed ? [{ ...parsed, exclude: state === -1 }] : [];
    });
    onChange(encodeTagFilters(filters));
  };
  return <TriStateDropdown label="Tags" options={options} value={selections} onChange={change} />;
}
