import type { RelatedConfig } from '#src/features/catalog/api/related-config.types.ts';

export interface RelatedConfigsFilter {
  type: string;
  /** `key=value` of a label. */
  label: string;
  /** incoming, outgoing or both. */
  relationship: string;
  status: string;
  health: string;
}

export const EMPTY_RELATED_FILTER: RelatedConfigsFilter = { type: '', label: '', relationship: '', status: '', health: '' };

/** The related configs that every chosen filter (an empty one chooses all) lets through. */
export function filterRelatedConfigs(configs: readonly RelatedConfig[], filter: RelatedConfigsFilter): RelatedConfig[] {
  return configs.filter(
    (config) =>
      (!filter.type || config.type === filter.type) &&
      (!filter.status || config.status === filter.status) &&
      (!filter.health || config.health === filter.health) &&
      (!filter.relationship || config.direction === filter.relationship) &&
      (!filter.label || hasLabel(config, filter.label)),
  );
}

function hasLabel(config: RelatedConfig, label: string): boolean {
  const [key, ...rest] = label.split('=');
  return config.labels?.[key ?? ''] === rest.join('=');
}

/** The distinct, sorted values of one field over the configs, for the filter choices. */
export function distinctValues(configs: readonly RelatedConfig[], pick: (config: RelatedConfig) => readonly (string | null | undefined)[]): string[] {
  const values = new Set<string>();
  for (const config of configs) for (const value of pick(config)) if (value) values.add(value);
  return [...values].sort((a, b) => a.localeCompare(b));
}

export interface RelatedConfigGroup {
  type: string;
  configs: RelatedConfig[];
}

/** The configs by type (types sorted by name), live ones by name first and deleted ones last. */
export function groupRelatedConfigsByType(configs: readonly RelatedConfig[]): RelatedConfigGroup[] {
  const groups = new Map<string, RelatedConfig[]>();
  for (const config of configs) {
    const type = config.type ?? 'Unknown';
    groups.set(type, [...(groups.get(type) ?? []), config]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, members]) => ({ type, configs: members.sort(byDeletedThenName) }));
}

function byDeletedThenName(a: RelatedConfig, b: RelatedConfig): number {
  const deleted = Number(Boolean(a.deleted_at)) - Number(Boolean(b.deleted_at));
  return deleted !== 0 ? deleted : (a.name ?? '').localeCompare(b.name ?? '');
}
