import { createHash } from 'node:crypto';
import { evaluateCel } from '#src/expressions/cel-expression.ts';
import type { ScrapedItem } from '../scrape-result.ts';
import { replaceAt } from './config-json-path.ts';
import type { ValueMask } from './entry-transform.types.ts';
import { itemContext } from './item-context.ts';

/** Hash functions a mask may name; any other value is written as it is. */
const HASHES: Record<string, string> = { md5sum: 'md5', sha1sum: 'sha1', sha256sum: 'sha256' };

/** A value that looks like a hash function (`...sum`) but is none of ours is a mistake, not a literal. */
export function isKnownMaskValue(value: string): boolean {
  return HASHES[value] !== undefined || !/^[a-z0-9]+sum$/i.test(value);
}

/** JSON with sorted keys, so a hash only changes when the content does. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function masked(mask: ValueMask, old: unknown): unknown {
  const algorithm = HASHES[mask.value];
  if (algorithm === undefined) return mask.value;
  const text = typeof old === 'string' ? old : stableJson(old);
  return createHash(algorithm).update(text).digest('hex');
}

/**
 * Whether a mask applies to an item: no selector means every item; a selector that fails on an
 * item (a field it does not have) does not pick it, as in config-db.
 */
function selects(mask: ValueMask, item: ScrapedItem): boolean {
  if (mask.selector === undefined) return true;
  try {
    return evaluateCel(mask.selector, itemContext(item)) === true;
  } catch {
    return false;
  }
}

/** `transform.mask`: replaces matched values by their hash or a literal, in spec order (in place). */
export function maskValues(item: ScrapedItem, masks: readonly ValueMask[]): void {
  for (const mask of masks) {
    if (selects(mask, item)) replaceAt(mask.jsonpath, item.config, (old) => masked(mask, old));
  }
}
