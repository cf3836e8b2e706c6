import { evaluateCel } from '#src/expressions/cel-expression.ts';
import { renderGoTemplate } from '#src/expressions/template/go-template.ts';
import type { ConfigProperty, ScrapedItem } from '../scrape-result.ts';
import type { PropertyTemplate } from './entry-transform.types.ts';
import { itemContext } from './item-context.ts';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Renders every `{{ }}` template among a property's texts (links included) over the item. */
function rendered(value: unknown, context: Record<string, unknown>): unknown {
  if (typeof value === 'string') return value.includes('{{') ? renderGoTemplate(value, context) : value;
  if (Array.isArray(value)) return value.map((item) => rendered(item, context));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rendered(item, context)]));
  }
  return value;
}

/**
 * `properties`: adds each property whose CEL `filter` holds (or that has none) to the item, its
 * texts rendered over the item. Answers the problems found; a property that fails is left out.
 */
export function addProperties(item: ScrapedItem, templates: readonly PropertyTemplate[]): string[] {
  const problems: string[] = [];
  const context = itemContext(item);
  const added: ConfigProperty[] = [];
  for (const template of templates) {
    const name = template.property.name;
    try {
      if (template.filter !== undefined) {
        const matched = evaluateCel(template.filter, context);
        if (typeof matched !== 'boolean') throw new Error(`filter must yield true or false, got ${JSON.stringify(matched)}`);
        if (!matched) continue;
      }
      // Stored as written (label, icon, links, ...): the item's properties column keeps every field.
      added.push(rendered(template.property, context) as ConfigProperty);
    } catch (error) {
      problems.push(`property ${name}: ${reasonOf(error)}`);
    }
  }
  if (added.length > 0) item.properties = [...(item.properties ?? []), ...added];
  return problems;
}
