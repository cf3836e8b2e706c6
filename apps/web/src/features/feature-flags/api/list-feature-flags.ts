import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { getProperties } from '#src/api/properties/get-properties.ts';
import { featureFlagKeys } from './feature-flag-keys.ts';

interface PropertyRow {
  name: string;
  created_by: string | null;
  created_at: string | null;
  updated_at: string | null;
}

export interface FlagAuthor {
  id: string;
  name: string;
  avatar?: string | null;
}

export interface FeatureFlag {
  name: string;
  value: string;
  description: string;
  /** 'local' flags come from the server's own settings and cannot be edited here. */
  source: string;
  created_by: FlagAuthor | null;
  /** Set only for flags stored in the database; a flag without it is saved as new. */
  created_at: string | null;
  updated_at: string | null;
}

async function getAuthors(ids: readonly string[], signal?: AbortSignal): Promise<FlagAuthor[]> {
  if (ids.length === 0) return [];
  return http.get<FlagAuthor[]>('db', '/people', { query: postgrest().select('id,name,avatar').in('id', ids), signal });
}

/**
 * The flags in effect (local ones win) with, for stored flags, who created them and when: the
 * effective list, the stored rows, then the authors' names.
 */
export async function listFeatureFlags(signal?: AbortSignal): Promise<FeatureFlag[]> {
  const [properties, rows] = await Promise.all([
    getProperties(signal),
    http.get<PropertyRow[]>('db', '/properties', {
      query: postgrest().select('name,created_by,created_at,updated_at'),
      signal,
    }),
  ]);
  const rowsByName = new Map(rows.map((row) => [row.name, row]));
  const authorIds = [...new Set(rows.map((row) => row.created_by).filter((id): id is string => id != null))];
  const authors = new Map((await getAuthors(authorIds, signal)).map((person) => [person.id, person]));
  return properties
    .map((property): FeatureFlag => {
      const local = property.source === 'local';
      const row = local ? undefined : rowsByName.get(property.name);
      return {
        name: property.name,
        value: property.value == null ? '' : String(property.value),
        description: property.description ?? '',
        source: property.source ?? 'db',
        created_by: row?.created_by ? (authors.get(row.created_by) ?? { id: row.created_by, name: '' }) : null,
        created_at: row?.created_at ?? null,
        updated_at: row?.updated_at ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function featureFlagsQueryOptions() {
  return queryOptions({ queryKey: featureFlagKeys.lists(), queryFn: ({ signal }) => listFeatureFlags(signal) });
}

export function useFeatureFlagList() {
  return useQuery(featureFlagsQueryOptions());
}
