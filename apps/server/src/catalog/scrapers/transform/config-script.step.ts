import { evaluateExpression } from '#src/expressions/evaluate-expression.ts';
import { configFieldValue } from '../base/config-item-extractor.ts';
import type { ScrapedItem } from '../scrape-result.ts';
import type { EntryTransform } from './entry-transform.types.ts';
import { itemContext } from './item-context.ts';

/** More configs than this out of one item's script is a runaway script. */
export const MAX_SCRIPT_OUTPUTS = 1000;

/**
 * The item a config from the script becomes: id, type, class and name are read again with the
 * entry's JSONPaths (as config-db does after a script), keeping the item's own where a path gives
 * nothing.
 */
function itemOf(item: ScrapedItem, config: unknown, fields: EntryTransform['fields']): ScrapedItem {
  const id = configFieldValue(fields.id, config);
  return {
    ...item,
    config,
    externalId: id === undefined ? item.externalId : [id, ...item.externalId.slice(1).filter((other) => other !== id)],
    type: configFieldValue(fields.type, config) ?? item.type,
    configClass: configFieldValue(fields.class, config) ?? item.configClass,
    name: configFieldValue(fields.name, config) ?? item.name,
  };
}

/**
 * `transform.expr` / `javascript` / `jsonpath` / `gotemplate`: sees `config` and `result` (the item)
 * and returns the new config, or a list of configs (JSON text of either is read too). Each config
 * becomes an item; an empty list drops the item. Throws when the script fails or returns anything
 * else, or two of its configs end up with the same id.
 */
export async function runConfigScript(item: ScrapedItem, transform: EntryTransform): Promise<ScrapedItem[]> {
  if (!transform.script) return [item];
  const context = itemContext(item);
  const output = await evaluateExpression('transform', transform.script, { config: context.config, result: context });
  const configs: unknown[] = Array.isArray(output) ? output : [output];
  if (configs.length > MAX_SCRIPT_OUTPUTS) throw new Error(`the script returned ${configs.length} configs, more than the ${MAX_SCRIPT_OUTPUTS} allowed`);
  const items = configs.map((config) => itemOf(item, config, transform.fields));
  const seen = new Set<string>();
  for (const produced of items) {
    const key = `${produced.type}\u0000${produced.externalId[0] ?? ''}`;
    if (seen.has(key)) throw new Error(`the script returned two configs with the id ${produced.externalId[0] ?? ''}: set id to a JSONPath that tells them apart`);
    seen.add(key);
  }
  return items;
}
