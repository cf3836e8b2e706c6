/** The kinds of resource a silence covers, each with its query parameter and request field (spec 001 §2.8). */
export const SILENCE_RESOURCE_TYPES = ['check', 'canary', 'component', 'config'] as const;
export type SilenceResourceType = (typeof SILENCE_RESOURCE_TYPES)[number];

export const SILENCE_RESOURCE_FIELDS: Record<SilenceResourceType, 'check_id' | 'canary_id' | 'component_id' | 'config_id'> = {
  check: 'check_id',
  canary: 'canary_id',
  component: 'component_id',
  config: 'config_id',
};

export const SILENCE_RESOURCE_LABELS: Record<SilenceResourceType, string> = {
  check: 'Health check',
  canary: 'Canary',
  component: 'Component',
  config: 'Config item',
};

/** What a recursive silence also covers, per kind. */
export const RECURSIVE_HINTS: Record<SilenceResourceType, string> = {
  check: 'A check has no children: only the check is silenced.',
  canary: "Also silences the canary's checks.",
  component: "Also silences the component's child components.",
  config: "Also silences the config item's children.",
};

export interface SilenceResource {
  type: SilenceResourceType;
  id: string;
}

/** The resource named in the address (?check_id=, ?canary_id=, ?component_id= or ?config_id=), if any. */
export function silenceResourceFromSearch(search: URLSearchParams): SilenceResource | null {
  for (const type of SILENCE_RESOURCE_TYPES) {
    const id = search.get(SILENCE_RESOURCE_FIELDS[type])?.trim();
    if (id) return { type, id };
  }
  return null;
}
