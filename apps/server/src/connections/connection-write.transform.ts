import { isPlainObject } from '#src/spec/spec-reader.ts';
import { ApiError } from '../rest/api-error.ts';
import type { WriteTransform } from '../rest/spec-writes/write-transform.ts';
import { prepareConnectionRow } from './connection-row.ts';
import { secretBox } from './secret-key.ts';

/**
 * Writes to `connections` through /api/db: defaults of the type filled in, required fields checked
 * (400 naming each field, e.g. `password: This field is required`), secrets encrypted before any
 * SQL is built, so the statement, its logs and the row never carry them (decision 0066).
 */
export const connectionWriteTransform: WriteTransform = {
  relation: 'connections',
  transform(body, mode) {
    const rows: unknown[] = Array.isArray(body) ? body : [body];
    const several = rows.length > 1;
    const problems: string[] = [];
    const prepared = rows.map((row, index) => {
      if (!isPlainObject(row)) return row;
      const { row: ready, issues } = prepareConnectionRow(row, mode, secretBox());
      for (const issue of issues) problems.push(several ? `row ${index + 1}: ${issue}` : issue);
      return ready;
    });
    if (problems.length > 0) {
      throw new ApiError(400, '23514', problems.join('; '), problems.join('\n'), 'Fill in the fields named and save the connection again.');
    }
    return Array.isArray(body) ? sameKeys(rows, prepared) : prepared[0];
  },
};

const keysOf = (row: unknown): string => (isPlainObject(row) ? Object.keys(row).sort().join(',') : '');

/**
 * A batch must name the same keys in every row; when the client's did, keys the defaults added to
 * some rows are given to all (a column's own default where it has one), so the batch stays one.
 */
function sameKeys(sent: unknown[], prepared: unknown[]): unknown[] {
  if (new Set(sent.map(keysOf)).size !== 1) return prepared;
  const all = new Set(prepared.flatMap((row) => (isPlainObject(row) ? Object.keys(row) : [])));
  return prepared.map((row) => {
    if (!isPlainObject(row)) return row;
    const filled: Record<string, unknown> = { ...row };
    for (const key of all) if (!(key in filled)) filled[key] = key === 'insecure_tls' ? false : null;
    return filled;
  });
}
