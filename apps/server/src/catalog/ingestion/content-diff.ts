import { createTwoFilesPatch } from 'diff';

/** How an item's content changed between two scrapes. */
export interface ContentDiff {
  /** Unified diff of the pretty-printed content (or the text, for text content). */
  diff: string;
  /** A JSON merge patch that turns the old content into the new one. */
  patch: unknown;
  /** Dotted paths of what changed, e.g. `spec.replicas`. */
  paths: string[];
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON text with object keys sorted, so the same content always reads the same whatever order its keys came in. */
export function canonicalJson(value: unknown, indent?: number): string {
  return JSON.stringify(sortKeys(value), null, indent);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isObject(value)) return value;
  const sorted: JsonObject = {};
  for (const key of Object.keys(value).sort()) {
    if (value[key] !== undefined) sorted[key] = sortKeys(value[key]);
  }
  return sorted;
}

export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a ?? null) === canonicalJson(b ?? null);
}

const asText = (content: unknown) => (typeof content === 'string' ? content : canonicalJson(content ?? null, 2));

/** Compares two versions of an item's content; undefined when they are the same. */
export function diffContent(before: unknown, after: unknown): ContentDiff | undefined {
  if (sameJson(before, after)) return undefined;
  const oldText = asText(before);
  const newText = asText(after);
  const diff = createTwoFilesPatch('before', 'after', ensureNewline(oldText), ensureNewline(newText), undefined, undefined, { context: 3 });
  const paths: string[] = [];
  const patch = mergePatch(before, after, [], paths);
  return { diff, patch, paths };
}

const ensureNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

/** RFC 7386 merge patch from `before` to `after`, collecting the changed paths on the way. */
function mergePatch(before: unknown, after: unknown, at: string[], paths: string[]): unknown {
  if (!isObject(before) || !isObject(after)) {
    paths.push(at.length === 0 ? '.' : at.join('.'));
    return after ?? null;
  }
  const patch: JsonObject = {};
  for (const key of Object.keys(before).sort()) {
    if (!(key in after) || after[key] === undefined) {
      patch[key] = null;
      paths.push([...at, key].join('.'));
    }
  }
  for (const key of Object.keys(after).sort()) {
    if (after[key] === undefined) continue;
    if (key in before && sameJson(before[key], after[key])) continue;
    patch[key] = key in before ? mergePatch(before[key], after[key], [...at, key], paths) : after[key];
    if (!(key in before)) paths.push([...at, key].join('.'));
  }
  return patch;
}
