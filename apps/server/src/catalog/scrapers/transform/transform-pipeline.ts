import type { ScrapedChange, ScrapedItem, ScrapeResult } from '../scrape-result.ts';
import { changeContext, itemIndex } from './change-context.ts';
import { isExcludedChange } from './change-exclusion.step.ts';
import { mapChange } from './change-mapping.step.ts';
import { runConfigScript } from './config-script.step.ts';
import type { EntryTransform } from './entry-transform.types.ts';
import { excludeFields } from './field-exclusion.step.ts';
import type { ConfigSelectorLookup } from './config-selector.ts';
import { compileTimeLayout, type TimeLayout } from './go-time-layout.ts';
import { addProperties } from './item-properties.step.ts';
import { describeItem, ownConfig } from './item-context.ts';
import { applyItemTimes } from './item-times.step.ts';
import { relateItems } from './relationship.step.ts';
import { maskValues } from './value-mask.step.ts';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface TransformOptions {
  /** Aborted when the run's timeout passes or the server stops. */
  signal?: AbortSignal | undefined;
  /** Finds stored items for relationship selectors; without it only this scrape's items are linked. */
  findConfigs?: ConfigSelectorLookup | undefined;
}

/** Item steps after the script, in config-db's order: times, exclusions, masks, then properties. */
function finishItem(item: ScrapedItem, transform: EntryTransform, layout: TimeLayout | undefined, errors: string[]): ScrapedItem {
  const owned = transform.exclude.length > 0 || transform.mask.length > 0 ? ownConfig(item) : { ...item };
  const problems: string[] = [];
  if (layout) problems.push(...applyItemTimes(owned, transform.createFields, transform.deleteFields, layout));
  excludeFields(owned, transform.exclude);
  maskValues(owned, transform.mask);
  problems.push(...addProperties(owned, transform.properties));
  errors.push(...problems.map((problem) => `${describeItem(owned)}: ${problem}`));
  return owned;
}

function transformChanges(changes: readonly ScrapedChange[], items: readonly ScrapedItem[], transform: EntryTransform, errors: string[]): ScrapedChange[] {
  if (transform.changeExclude.length === 0 && transform.changeMapping.length === 0) return [...changes];
  const findItem = itemIndex(items);
  const kept: ScrapedChange[] = [];
  for (const change of changes) {
    const item = findItem(change);
    const context = changeContext(change, item);
    if (isExcludedChange(context, transform.changeExclude)) continue;
    const mapped = mapChange(change, context, item, transform.changeMapping, errors);
    if (mapped) kept.push(mapped);
  }
  return kept;
}

/**
 * Applies an entry's transform to what it scraped, before it is stored: per item the script, then
 * created/deleted times, field exclusions, masks and properties; then the change exclusions and
 * mappings, and the relationships its rules find (looked up with `findConfigs` among stored
 * items). An item whose script, exclusions or masks fail is left out and named in the errors; the
 * others go on. Checks `signal` between items, so a run's timeout also stops a long transform.
 */
export async function applyEntryTransform(result: ScrapeResult, transform: EntryTransform | undefined, options: TransformOptions = {}): Promise<ScrapeResult> {
  if (!transform) return result;
  const { signal } = options;
  const errors: string[] = [];
  const compiled = transform.createFields.length > 0 || transform.deleteFields.length > 0 ? compileTimeLayout(transform.timestampFormat) : undefined;
  const layout = typeof compiled === 'string' ? undefined : compiled;
  const items: ScrapedItem[] = [];
  for (const item of result.items) {
    signal?.throwIfAborted();
    let scripted: ScrapedItem[];
    try {
      scripted = await runConfigScript(item, transform);
    } catch (error) {
      errors.push(`${describeItem(item)}: ${reasonOf(error)}`);
      continue;
    }
    for (const produced of scripted) {
      try {
        items.push(finishItem(produced, transform, layout, errors));
      } catch (error) {
        // A field exclusion or mask that could not run must not let the item through unmasked.
        errors.push(`${describeItem(produced)}: ${reasonOf(error)}`);
      }
    }
  }
  const changes = transformChanges(result.changes, items, transform, errors);
  const relationships = await relateItems(items, transform.relationships, options.findConfigs, errors);
  return { ...result, items, changes, relationships: [...result.relationships, ...relationships], errors: [...result.errors, ...errors] };
}
