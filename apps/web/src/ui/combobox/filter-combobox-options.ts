import type { ComboboxOption } from './combobox.tsx';

/** The options whose label or value holds every word of the query, in their order; all for an empty query. */
export function filterComboboxOptions(options: readonly ComboboxOption[], query: string): readonly ComboboxOption[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => {
    const text = `${option.label ?? ''} ${option.value}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
