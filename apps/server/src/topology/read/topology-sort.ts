import type { ComponentProperty } from '@vigil/domain';
import type { ComponentRow } from './topology-read.repository.ts';
import type { TopologyQuery } from './topology-query.ts';

// Sorting by status puts the worst first when descending (spec 002: unhealthy and warning come first).
const STATUS_RANK: Record<string, number> = { unhealthy: 4, warning: 3, unknown: 2, healthy: 1, info: 0 };

type SortKey = string | number | undefined;

const FIELDS: Record<string, (row: ComponentRow) => SortKey> = {
  name: (row) => row.name.toLowerCase(),
  status: (row) => STATUS_RANK[row.status] ?? 2,
  type: (row) => row.type ?? undefined,
  created_at: (row) => new Date(row.created_at).getTime(),
  updated_at: (row) => (row.updated_at ? new Date(row.updated_at).getTime() : undefined),
};

function propertyKey(name: string): (row: ComponentRow) => SortKey {
  return (row) => {
    const property: ComponentProperty | undefined = (row.properties ?? []).find((p) => p?.name === name);
    if (!property) return undefined;
    if (typeof property.value === 'number') return property.value;
    return typeof property.text === 'string' && property.text !== '' ? property.text : undefined;
  };
}

/**
 * Sorts the listed components by a field (name, status, type, created_at, updated_at) or by a
 * property (its number, else its text; `field:<name>` as the established product writes it).
 * Components without the value come last either way; ties keep the name order.
 */
export function sortComponents(rows: readonly ComponentRow[], query: Pick<TopologyQuery, 'sortBy' | 'sortDesc'>): ComponentRow[] {
  if (!query.sortBy) return [...rows];
  const name = query.sortBy.startsWith('field:') ? query.sortBy.slice('field:'.length) : query.sortBy;
  const keyOf = query.sortBy.startsWith('field:') ? propertyKey(name) : (FIELDS[name] ?? propertyKey(name));
  const direction = query.sortDesc ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, key: keyOf(row) }))
    .sort((a, b) => {
      if (a.key === undefined || b.key === undefined) {
        if (a.key === b.key) return a.index - b.index;
        return a.key === undefined ? 1 : -1;
      }
      if (a.key === b.key) return a.index - b.index;
      if (typeof a.key === 'number' && typeof b.key === 'number') return (a.key - b.key) * direction;
      return String(a.key).localeCompare(String(b.key)) * direction;
    })
    .map(({ row }) => row);
}
