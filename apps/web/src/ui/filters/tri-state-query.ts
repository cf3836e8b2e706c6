import type { TriStateSelections } from './tri-state.ts';

// Values may themselves hold the separators (a label such as `a:b=c,d`), so those are escaped.
const escapePart = (text: string) => text.replace(/%/g, '%25').replace(/,/g, '%2C').replace(/:/g, '%3A');
const unescapePart = (text: string) => text.replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%25/g, '%');

/** Writes selections as `a:1,b:-1` for the query string (spec 000 §2.9); empty for none. */
export function encodeTriStateSelections(selections: TriStateSelections): string {
  return Object.entries(selections)
    .filter(([, state]) => state === 1 || state === -1)
    .map(([value, state]) => `${escapePart(value)}:${state}`)
    .join(',');
}

/** Reads `a:1,b:-1`; pairs that are not `value:1` or `value:-1` are ignored. */
export function decodeTriStateSelections(text: string | null | undefined): TriStateSelections {
  const selections: Record<string, 1 | -1> = {};
  if (!text) return selections;
  for (const pair of text.split(',')) {
    const separator = pair.lastIndexOf(':');
    if (separator <= 0) continue;
    const state = pair.slice(separator + 1);
    if (state !== '1' && state !== '-1') continue;
    selections[unescapePart(pair.slice(0, separator))] = state === '1' ? 1 : -1;
  }
  return selections;
}
