import { evaluateCel } from '#src/expressions/cel-expression.ts';
import { renderGoTemplate } from '#src/expressions/template/go-template.ts';
import type { ScrapedChange, ScrapedItem } from '../scrape-result.ts';
import type { ChangeMapping } from './entry-transform.types.ts';

/** The delete reason of an item a change mapping with `action: delete` marked deleted. */
export const DELETED_BY_CHANGE_REASON = 'FROM_CHANGE';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function matches(mapping: ChangeMapping, env: Record<string, unknown>): boolean {
  try {
    return evaluateCel(mapping.filter, env) === true;
  } catch {
    // A filter that fails on a change (a field it does not have) does not match it.
    return false;
  }
}

/**
 * `transform.changes.mapping`: every mapping whose filter matches (`change`, `config`, `patch` in
 * config-db's names) sets the change's type, severity and summary (a Go template); `ignore` drops
 * the change, `delete` also marks its item deleted. Answers the change to keep, or undefined.
 */
export function mapChange(
  change: ScrapedChange,
  context: Record<string, unknown>,
  item: ScrapedItem | undefined,
  mappings: readonly ChangeMapping[],
  problems: string[],
): ScrapedChange | undefined {
  let mapped: ScrapedChange = change;
  for (const mapping of mappings) {
    const env = { change: { ...context, change_type: mapped.changeType, severity: mapped.severity ?? '', summary: mapped.summary ?? '' }, config: context.config, patch: {} };
    if (!matches(mapping, env)) continue;
    mapped = { ...mapped, changeType: mapping.type ?? mapped.changeType, severity: mapping.severity ?? mapped.severity };
    if (mapping.summary !== undefined) {
      try {
        mapped.summary = renderGoTemplate(mapping.summary, env);
      } catch (error) {
        problems.push(`change ${change.changeType}: summary: ${reasonOf(error)}`);
      }
    }
    if (mapping.action === 'ignore') return undefined;
    if (mapping.action === 'delete' && item && !item.deletedAt) {
      item.deletedAt = change.createdAt ?? new Date();
      item.deleteReason = DELETED_BY_CHANGE_REASON;
    }
  }
  return mapped;
}
