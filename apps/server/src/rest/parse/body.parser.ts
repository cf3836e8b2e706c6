import { ApiError } from '../api-error.ts';
import { REQUEST_LIMITS } from './request-limits.ts';

const invalidJson = (details: string | null = null): ApiError =>
  new ApiError(400, 'PGRST102', 'Empty or invalid json', details);

/**
 * Decodes a write or RPC body by Content-Type: JSON (also when absent), CSV with a header row, or
 * a urlencoded form. `rpc` relaxes the rules: an empty body is `{}` and any JSON value is allowed.
 * Rows of an array may carry different keys; the planner takes the union.
 */
export function parseBody(body: string | undefined, contentType: string | undefined, rpc: boolean): unknown {
  const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const text = body ?? '';
  if (text.trim() === '') {
    if (rpc) return {};
    throw invalidJson('The request body is empty');
  }
  if (media === '' || media === 'application/json' || media === '*/*' || /^application\/[\w.+-]*\+json$/.test(media)) {
    const value = parseJson(text);
    if (!rpc) checkRows(value);
    return value;
  }
  if (media === 'text/csv') return parseCsv(text);
  if (media === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  throw new ApiError(415, 'PGRST107', `Content-Type not acceptable: ${media}`);
}

/** Whether arrays and objects nest deeper than `limit` anywhere in the JSON text (strings skipped). */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

function parseJson(text: string): unknown {
  if (nestsDeeperThan(text, REQUEST_LIMITS.jsonDepth)) {
    throw new ApiError(400, 'PGRST102', `The JSON body is nested more than ${REQUEST_LIMITS.jsonDepth} levels deep`,
      `Arrays and objects may nest at most ${REQUEST_LIMITS.jsonDepth} levels deep.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw invalidJson(err instanceof Error ? err.message : null);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkRows(value: unknown): void {
  if (isObject(value)) return;
  if (Array.isArray(value) && value.every(isObject)) return;
  throw invalidJson('Expected a JSON object or an array of objects');
}

/**
 * RFC 4180 CSV: the first record names the columns; every value is text, and an empty unquoted
 * field is SQL NULL (a quoted `""` stays an empty string).
 */
export function parseCsv(text: string): Record<string, string | null>[] {
  const records = readCsvRecords(text.replace(/(?:\r?\n)+$/, ''));
  const header = records.shift();
  if (header === undefined) throw new ApiError(400, 'PGRST102', 'Empty or invalid csv', 'The CSV has no header row');
  const names = header.map((cell) => cell ?? '');
  return records.map((record, i) => {
    if (record.length !== names.length) {
      throw new ApiError(
        400,
        'PGRST102',
        'Empty or invalid csv',
        `Row ${i + 1} has ${record.length} fields, the header has ${names.length}`,
      );
    }
    return Object.fromEntries(names.map((name, j) => [name, record[j] ?? null]));
  });
}

function readCsvRecords(text: string): (string | null)[][] {
  const records: (string | null)[][] = [];
  let record: (string | null)[] = [];
  let i = 0;
  const n = text.length;
  for (;;) {
    let cell: string | null;
    if (text[i] === '"') {
      let value = '';
      i += 1;
      for (;;) {
        if (i >= n) throw new ApiError(400, 'PGRST102', 'Empty or invalid csv', 'Unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        value += text[i];
        i += 1;
      }
      cell = value;
    } else {
      const from = i;
      while (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') i += 1;
      const raw = text.slice(from, i);
      cell = raw === '' ? null : raw;
    }
    record.push(cell);
    if (i < n && text[i] === ',') {
      i += 1;
      continue;
    }
    if (i < n && text[i] !== '\n' && text[i] !== '\r') {
      throw new ApiError(400, 'PGRST102', 'Empty or invalid csv', `Unexpected character after a quoted field at ${i + 1}`);
    }
    if (text[i] === '\r') i += 1;
    if (text[i] === '\n') i += 1;
    records.push(record);
    record = [];
    if (i >= n) return records;
  }
}
