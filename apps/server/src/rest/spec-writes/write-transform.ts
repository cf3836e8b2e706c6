/** Whether a data API write makes rows (POST, PUT: every field of a row) or changes some fields of rows (PATCH). */
export type WriteMode = 'insert' | 'update';

/**
 * How one table's rows are changed before the SQL of a data API write is built from them (secrets
 * encrypted, defaults filled in). It sees the decoded body (one row or an array of rows) and answers
 * the body to write, or throws an ApiError (400 naming the field) so nothing is written.
 */
export interface WriteTransform {
  relation: string;
  transform(body: unknown, mode: WriteMode): unknown;
}

export function applyWriteTransforms(relation: string, body: unknown, mode: WriteMode, transforms: readonly WriteTransform[]): unknown {
  let result = body;
  for (const entry of transforms) if (entry.relation === relation && result !== undefined) result = entry.transform(result, mode);
  return result;
}
