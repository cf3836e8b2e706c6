import type { ComponentProperty, TopologyComponent } from '@vigil/domain';

export type SortOrder = 'asc' | 'desc';

export interface TopologySort {
  sortBy: string;
  sortOrder: SortOrder;
}

/** Spec 002 §2: the dashboard opens sorted by status, descending (unhealthy and warning first). */
export const DEFAULT_SORT: TopologySort = { sortBy: 'status', sortOrder: 'desc' };

/** The fixed sort fields of spec 002 §2; headline properties are added as `field:<name>`. */
export const SORT_FIELDS = [
  { value: 'status', label: 'Health' },
  { value: 'name', label: 'Name' },
  { value: 'type', label: 'Type' },
  { value: 'updated_at', label: 'Last Updated' },
] as const;

const PROPERTY_PREFIX = 'field:';

/**
 * How bad a status is (spec 002 §2: info 4, healthy 3, warning 2, unhealthy 1); unknown sits
 * between warning and healthy as the server ranks it, so both sides agree on the order.
 */
const SEVERITY: Record<string, number> = { unhealthy: 1, warning: 2, unknown: 2.5, healthy: 3, info: 4 };

type SortKey = string | number | undefined;

function propertyKey(properties: ComponentProperty[] | null, name: string): SortKey {
  const property = (properties ?? []).find((p) => p.name === name);
  if (!property) return undefined;
  if (typeof property.value === 'number') return property.value;
  return typeof property.text === 'string' && property.text !== '' ? property.text : undefined;
}

function keyOf(component: TopologyComponent, sortBy: string): SortKey {
  switch (sortBy) {
    case 'status':
      // Descending means worst first, so the worst gets the highest key.
      return 5 - (SEVERITY[component.status] ?? SEVERITY.unknown!);
    case 'name':
      return component.name.toLowerCase();
    case 'type':
      return component.type ?? undefined;
    case 'updated_at':
      return component.updated_at ? Date.parse(component.updated_at) : undefined;
    default:
      return propertyKey(component.properties, sortBy.startsWith(PROPERTY_PREFIX) ? sortBy.slice(PROPERTY_PREFIX.length) : sortBy);
  }
}

/** The sort value of a headline property, e.g. `field:cpu`. */
export const propertySortValue = (name: string) => `${PROPERTY_PREFIX}${name}`;

/**
 * The cards in the chosen order, as the server orders them too: components without the value come
 * last either way; ties are broken by name.
 */
export function sortComponents(components: readonly TopologyComponent[], { sortBy, sortOrder }: TopologySort): TopologyComponent[] {
  const direction = sortOrder === 'desc' ? -1 : 1;
  return components
    .map((component) => ({ component, key: keyOf(component, sortBy) }))
    .sort((a, b) => {
      if (a.key === undefined || b.key === undefined) {
        if (a.key !== b.key) return a.key === undefined ? 1 : -1;
      } else if (a.key !== b.key) {
        if (typeof a.key === 'number' && typeof b.key === 'number') return (a.key - b.key) * direction;
        return String(a.key).localeCompare(String(b.key)) * direction;
      }
      return a.component.name.localeCompare(b.component.name);
    })
    .map(({ component }) => component);
}

/** The sort choices: the fixed fields, then the headline properties of the listed components. */
export function sortOptions(components: readonly TopologyComponent[]): { value: string; label: string }[] {
  const headlines = new Set<string>();
  for (const component of components) {
    for (const property of component.properties ?? []) if (property.headline && property.name) headlines.add(property.name);
  }
  return [...SORT_FIELDS, ...[...headlines].sort().map((name) => ({ value: propertySortValue(name), label: name }))];
}
