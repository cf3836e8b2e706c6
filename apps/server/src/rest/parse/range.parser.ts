import { ApiError } from '../api-error.ts';
import type { EmbedPath, PathRange } from '../api-request.ts';
import { syntaxError } from './text-scanner.helper.ts';

/** `limit=25` / `offset=10`: non-negative integers only. */
export function parseCount(value: string, what: 'limit' | 'offset'): number {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) {
    const at = trimmed.search(/\D/) + 1;
    throw syntaxError(`${what} parameter`, value, Math.max(at, 1), `${what} must be a non-negative integer`);
  }
  return Number(trimmed);
}

export interface Window {
  offset: number;
  /** Last row index (inclusive); undefined = open-ended. */
  last?: number;
}

/**
 * `Range: 0-24` (or the RFC form `items=0-24`). A value that does not parse is ignored, as is a
 * unit other than items; a range whose end is before its start is unsatisfiable.
 */
export function parseRangeHeader(range: string | undefined, unit: string | undefined): Window | undefined {
  if (range === undefined || range.trim() === '') return undefined;
  if (unit !== undefined && unit.trim() !== '' && unit.trim().toLowerCase() !== 'items') return undefined;
  const m = /^\s*(?:items=)?(\d+)-(\d*)\s*$/i.exec(range);
  if (m === null) return undefined;
  const offset = Number(m[1]);
  if (m[2] === '') return { offset };
  const last = Number(m[2]);
  if (last < offset) {
    throw new ApiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `The lower boundary must be lower than or equal to the upper boundary in the Range header (${range.trim()})`,
    );
  }
  return { offset, last };
}

export interface RangeParams {
  path: EmbedPath;
  offset?: number;
  limit?: number;
}

/**
 * Builds `ranges`. At the root the `Range` header and `limit`/`offset` both restrict the result,
 * so the two windows are intersected (a disjoint pair gives an empty page, limit 0).
 */
export function buildRanges(params: RangeParams[], header: Window | undefined): PathRange[] {
  const ranges: PathRange[] = [];
  const root = params.find((p) => p.path.length === 0);
  if (root !== undefined || header !== undefined) {
    const fromQuery: Window | undefined =
      root === undefined ? undefined : toWindow(root.offset ?? 0, root.limit);
    const merged = intersect(fromQuery, header);
    const range: PathRange = { path: [], offset: merged.offset };
    if (merged.last !== undefined) range.limit = Math.max(0, merged.last - merged.offset + 1);
    ranges.push(range);
  }
  for (const p of params) {
    if (p.path.length === 0) continue;
    const range: PathRange = { path: p.path, offset: p.offset ?? 0 };
    if (p.limit !== undefined) range.limit = p.limit;
    ranges.push(range);
  }
  return ranges;
}

function toWindow(offset: number, limit: number | undefined): Window {
  return limit === undefined ? { offset } : { offset, last: offset + limit - 1 };
}

function intersect(a: Window | undefined, b: Window | undefined): Window {
  if (a === undefined) return b ?? { offset: 0 };
  if (b === undefined) return a;
  const offset = Math.max(a.offset, b.offset);
  if (a.last === undefined) return b.last === undefined ? { offset } : { offset, last: b.last };
  if (b.last === undefined) return { offset, last: a.last };
  return { offset, last: Math.min(a.last, b.last) };
}
