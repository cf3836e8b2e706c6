import { matchesFieldSelector, parseFieldSelector } from './field-selector.ts';
import { matchesLabelSelector, parseLabelSelector } from './label-selector.ts';
import type { ResourceSelector } from './resource-selector.schema.ts';

/** Values to match and values negated with a leading `!`; null when there are none of a kind. */
export function selectorTerms(values: readonly string[] | undefined): { match: string[] | null; exclude: string[] | null } {
  const listed = (values ?? []).map((value) => value.trim()).filter((value) => value !== '');
  const match = listed.filter((value) => !value.startsWith('!'));
  const exclude = listed.filter((value) => value.startsWith('!')).map((value) => value.slice(1));
  return { match: match.length > 0 ? match : null, exclude: exclude.length > 0 ? exclude : null };
}

/**
 * The part of a resource selector matched on the rows a query read: its label selector on
 * `labels`, its tag selector on `tags` (or on `labels` for what has no tags), its field selector on
 * the row's own fields. Answers undefined when the selector has none of them.
 */
export function rowFilterOf(selector: Partial<ResourceSelector>, tagsField: 'tags' | 'labels'): ((row: Record<string, unknown>) => boolean) | undefined {
  const read = <T>(text: string | undefined, parse: (text: string) => { requirements: T[] } | { error: string }): T[] | undefined => {
    if (text === undefined) return undefined;
    const parsed = parse(text);
    if ('error' in parsed) throw new Error(parsed.error);
    return parsed.requirements;
  };
  const labels = read(selector.labelSelector, parseLabelSelector);
  const tags = read(selector.tagSelector, parseLabelSelector);
  const fields = read(selector.fieldSelector, parseFieldSelector);
  if (labels === undefined && tags === undefined && fields === undefined) return undefined;
  return (row) =>
    (labels === undefined || matchesLabelSelector(labels, row.labels)) &&
    (tags === undefined || matchesLabelSelector(tags, row[tagsField])) &&
    (fields === undefined || matchesFieldSelector(fields, row));
}

/**
 * The fields of a resource selector every kind of resource matches in SQL, as the `jsonb_to_record`
 * of each selection repository reads them. `statuses` are the values its status column is matched
 * against (checks and components count `health` among them; config items keep it apart).
 */
export function selectorCriteria(selector: Partial<ResourceSelector>, statuses: readonly string[] | undefined) {
  const types = selectorTerms(selector.types);
  const status = selectorTerms(statuses);
  return {
    id: selector.id ?? null,
    name: selector.name ?? null,
    namespace: selector.namespace ?? null,
    agent: selector.agent ?? null,
    include_deleted: selector.includeDeleted ?? false,
    types: types.match,
    not_types: types.exclude,
    statuses: status.match,
    not_statuses: status.exclude,
  };
}

/** What several selectors pick together: each one's rows in turn, every row once. */
export async function mergeSelections<S, T extends { id: string }>(selectors: readonly S[], selectOne: (selector: S) => Promise<T[]>): Promise<T[]> {
  const found = new Map<string, T>();
  for (const selector of selectors) {
    for (const row of await selectOne(selector)) if (!found.has(row.id)) found.set(row.id, row);
  }
  return [...found.values()];
}
