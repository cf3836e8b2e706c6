import { JSONPath } from 'jsonpath-plus';
import { checkJsonPathSyntax } from '#src/expressions/json-path-expression.ts';

/**
 * config-db accepts `.metadata.name`, `metadata.name` and `@.name` as well as `$.metadata.name`:
 * all are read from the item's config.
 */
export function normaliseConfigPath(path: string): string {
  const trimmed = path.trim();
  if (trimmed.startsWith('$')) return trimmed;
  if (trimmed.startsWith('@')) return `$${trimmed.slice(1)}`;
  if (trimmed.startsWith('.') || trimmed.startsWith('[')) return `$${trimmed}`;
  return `$.${trimmed}`;
}

/** Why a (normalised) path cannot be used, or undefined. */
export function checkConfigPath(path: string): string | undefined {
  if (path.trim() === '') return 'is empty';
  return checkJsonPathSyntax(normaliseConfigPath(path));
}

interface Located {
  parent: unknown;
  parentProperty: string | number;
  value: unknown;
}

function locate(path: string, document: unknown): Located[] {
  if (typeof document !== 'object' || document === null) return [];
  const found: unknown = JSONPath({ path, json: document, wrap: true, eval: 'safe', resultType: 'all' });
  if (!Array.isArray(found)) return [];
  // The root itself has no parent: a rule cannot remove or replace the whole config.
  return (found as Located[]).filter((entry) => typeof entry.parent === 'object' && entry.parent !== null);
}

/** The values a path matches in a document, in document order. */
export function valuesAt(path: string, document: unknown): unknown[] {
  if (typeof document !== 'object' || document === null) return [];
  const found: unknown = JSONPath({ path, json: document, wrap: true, eval: 'safe' });
  return Array.isArray(found) ? found : [];
}

/** Removes every match of `path` from `document` (in place); answers how many were removed. */
export function removeAt(path: string, document: unknown): number {
  const located = locate(path, document);
  // Later array elements first, so that earlier indices still point at the right element.
  const ordered = [...located].sort((a, b) => (typeof b.parentProperty === 'number' ? b.parentProperty : 0) - (typeof a.parentProperty === 'number' ? a.parentProperty : 0));
  for (const { parent, parentProperty } of ordered) {
    if (Array.isArray(parent) && typeof parentProperty === 'number') parent.splice(parentProperty, 1);
    else delete (parent as Record<string, unknown>)[String(parentProperty)];
  }
  return located.length;
}

/** Replaces every match of `path` in `document` (in place) by what `replace` makes of the old value. */
export function replaceAt(path: string, document: unknown, replace: (old: unknown) => unknown): number {
  const located = locate(path, document);
  for (const { parent, parentProperty, value } of located) {
    (parent as Record<string | number, unknown>)[parentProperty] = replace(value);
  }
  return located.length;
}
