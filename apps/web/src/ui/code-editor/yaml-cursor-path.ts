import { isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import type { SchemaPath } from './json-schema-validator.ts';

/**
 * Where the cursor is in a YAML document: typing a key of the mapping at `path`, a value of the
 * field at `path`, or an item of the list at `path` (which may become a mapping or a plain value).
 */
export interface YamlCursor {
  path: SchemaPath;
  position: 'key' | 'value' | 'item';
  /** The word typed so far, which completion replaces: from `from` to the cursor. */
  prefix: string;
  from: number;
  /** The keys the mapping already has (for a key position), so they are not offered again. */
  siblingKeys: string[];
}

// A plain scalar no real document holds, put where the cursor is so the parser tells its place.
const MARKER = 'vigilCursorMarker';
const WORD = /[\w$.-]*$/;

function keyOf(node: unknown): string | number | undefined {
  if (isScalar(node) && (typeof node.value === 'string' || typeof node.value === 'number')) return node.value;
  return undefined;
}

function isMarker(node: unknown): boolean {
  return isScalar(node) && typeof node.value === 'string' && node.value.startsWith(MARKER);
}

/** A value alone on the line under its key (`spec:` then `  ht`) is the first key of a mapping being started. */
function startsOnNextLine(source: string, key: unknown, value: unknown): boolean {
  const keyEnd = (key as Node).range?.[1];
  const valueStart = (value as Node).range?.[0];
  return keyEnd !== undefined && valueStart !== undefined && source.slice(keyEnd, valueStart).includes('\n');
}

function find(source: string, node: Node | null | undefined, path: SchemaPath): Omit<YamlCursor, 'prefix' | 'from'> | undefined {
  if (isMarker(node)) return { path, position: 'key', siblingKeys: [] };
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      if (isMarker(pair.key)) {
        const siblingKeys = node.items.filter((other) => other !== pair).map((other) => String(keyOf(other.key) ?? ''));
        return { path, position: 'key', siblingKeys };
      }
      const key = keyOf(pair.key);
      if (key === undefined) continue;
      if (isMarker(pair.value)) return { path: [...path, key], position: startsOnNextLine(source, pair.key, pair.value) ? 'key' : 'value', siblingKeys: [] };
      const found = find(source, pair.value as Node | null, [...path, key]);
      if (found) return found;
    }
  }
  if (isSeq(node)) {
    for (const [index, item] of node.items.entries()) {
      if (isMarker(item)) return { path: [...path, index], position: 'item', siblingKeys: [] };
      const found = find(source, item as Node | null, [...path, index]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The place of the cursor at `offset` of `text`, worked out by the YAML parser; undefined inside a comment or a quoted text. */
export function yamlCursorAt(text: string, offset: number): YamlCursor | undefined {
  const prefix = WORD.exec(text.slice(0, offset))?.[0] ?? '';
  const from = offset - prefix.length;
  const rest = text.slice(offset).replace(/^[\w$.-]*/, '');
  const source = `${text.slice(0, from)}${MARKER}${prefix.replace(/[^\w]/g, '')}${rest}`;
  const found = find(source, parseDocument(source).contents, []);
  return found ? { ...found, prefix, from } : undefined;
}
