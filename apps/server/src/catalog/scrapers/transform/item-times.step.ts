import type { ScrapedItem } from '../scrape-result.ts';
import { valuesAt } from './config-json-path.ts';
import type { TimeLayout } from './go-time-layout.ts';

/** config-db's delete reason for an item whose config says it is gone. */
export const DELETED_FROM_FIELD_REASON = 'FROM_DELETE_FIELD';

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/**
 * The first of the paths whose value reads as a time in the layout. A path that matches nothing is
 * passed over; values found that none of which fit the layout are reported.
 */
function firstTime(paths: readonly string[], config: unknown, layout: TimeLayout, field: string): { at?: Date; problem?: string } {
  const unreadable: string[] = [];
  for (const path of paths) {
    const text = textOf(valuesAt(path, config)[0]);
    if (text === undefined) continue;
    const at = layout.parse(text);
    if (at) return { at };
    unreadable.push(`${path} is '${text}'`);
  }
  if (unreadable.length === 0) return {};
  return { problem: `${field}: ${unreadable.join(', ')}, which does not fit timestampFormat ${layout.layout}` };
}

/**
 * `createFields` / `deleteFields`: the item's created and deleted times from its config. Answers the
 * problems found (values that are not times in the layout); the item is kept either way.
 */
export function applyItemTimes(item: ScrapedItem, createFields: readonly string[], deleteFields: readonly string[], layout: TimeLayout): string[] {
  const problems: string[] = [];
  const created = firstTime(createFields, item.config, layout, 'createFields');
  if (created.at) item.createdAt = created.at;
  if (created.problem) problems.push(created.problem);
  const deleted = firstTime(deleteFields, item.config, layout, 'deleteFields');
  if (deleted.at) {
    item.deletedAt = deleted.at;
    item.deleteReason = DELETED_FROM_FIELD_REASON;
  }
  if (deleted.problem) problems.push(deleted.problem);
  return problems;
}
