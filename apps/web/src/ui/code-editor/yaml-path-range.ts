import { isMap, isPair, isScalar, isSeq, type Document, type Node } from 'yaml';
import type { SchemaPath } from './json-schema-validator.ts';

export interface TextRange {
  from: number;
  to: number;
}

function nodeRange(node: unknown): TextRange | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range ? { from: range[0], to: range[1] } : undefined;
}

/**
 * The text to mark for a problem at `path`: the key itself when `atKey`, a scalar value, or the key
 * of a mapping or list (its first line). A path that goes past what the text holds marks the
 * deepest part that exists.
 */
export function yamlPathRange(document: Document, text: string, path: SchemaPath, atKey = false): TextRange {
  let node: unknown = document.contents;
  let keyRange: TextRange | undefined;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) break;
      keyRange = nodeRange(pair.key);
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number' && segment < node.items.length) {
      node = node.items[segment];
      keyRange = undefined;
    } else {
      break;
    }
  }
  const valueRange = nodeRange(node);
  if (atKey && keyRange) return keyRange;
  if (isScalar(node) && valueRange && valueRange.to > valueRange.from) return valueRange;
  if (keyRange) return keyRange;
  if (valueRange) return { from: valueRange.from, to: Math.max(valueRange.from, firstLineEnd(text, valueRange)) };
  return { from: 0, to: 0 };
}

function firstLineEnd(text: string, range: TextRange): number {
  const end = text.indexOf('\n', range.from);
  return Math.min(range.to, end === -1 ? range.to : end);
}
