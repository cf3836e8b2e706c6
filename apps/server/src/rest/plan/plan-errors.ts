import { ApiError } from '../api-error.ts';
import type { Relation, SchemaCache } from '../schema/schema-cache.types.ts';

export function columnNotFound(relation: string, column: string): ApiError {
  return new ApiError(400, '42703', `column ${relation}.${column} does not exist`);
}

export function payloadColumnNotFound(relation: string, column: string): ApiError {
  return new ApiError(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`);
}

export function notAnEmbed(name: string): ApiError {
  return new ApiError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`, null,
    `Verify that '${name}' is included in the 'select' query parameter.`);
}

/** The closest name by edit distance, for "Perhaps you meant" hints. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const d = distance(name, c);
    if (d < bestScore) {
      best = c;
      bestScore = d;
    }
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(name.length / 2)) ? best : undefined;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

export function relationNotFound(cache: SchemaCache, schema: string, name: string): ApiError {
  const names = [...cache.relations.values()].filter((r) => r.schema === schema && r.kind !== 'composite').map((r) => r.name);
  const near = closest(name, names);
  return new ApiError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`, null,
    near ? `Perhaps you meant the table '${schema}.${near}'` : null);
}

export function findRelation(cache: SchemaCache, schema: string, name: string): Relation | undefined {
  const rel = cache.relations.get(`${schema}\u0000${name}`);
  return rel && rel.kind !== 'composite' ? rel : undefined;
}
