import { ApiError } from './api-error.ts';
import type { ApiRequest, MediaType } from './api-request.ts';
import type { RestResponse } from './rest-engine.types.ts';

const CONTENT_TYPES: Record<MediaType, string> = {
  json: 'application/json; charset=utf-8',
  singular: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

export function contentType(media: MediaType): string {
  return CONTENT_TYPES[media];
}

/** `0-24/1234`, `0-24/*`, and `*\/0` or `*\/*` when nothing came back. */
export function contentRange(offset: number, rows: number, total: number | undefined): string {
  const t = total === undefined ? '*' : String(total);
  return rows > 0 ? `${offset}-${offset + rows - 1}/${t}` : `*/${t}`;
}

export function preferenceApplied(req: ApiRequest, headers: Record<string, string>): void {
  if (req.preferences.applied.length > 0) headers['preference-applied'] = req.preferences.applied.join(', ');
}

export function singularError(rows: number): ApiError {
  return new ApiError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`);
}

/** CSV header line from the output keys. */
export function csvHeader(keys: string[]): string {
  return keys.map((k) => (/[",\r\n]/.test(k) ? `"${k.replace(/"/g, '""')}"` : k)).join(',');
}

export function csvBody(keys: string[], rows: string): string {
  return rows === '' ? csvHeader(keys) : `${csvHeader(keys)}\n${rows}`;
}

export function errorResponse(error: ApiError, extra: Record<string, string> = {}): RestResponse {
  return {
    status: error.status,
    headers: { 'content-type': CONTENT_TYPES.json, ...extra },
    body: JSON.stringify(error.toBody()),
  };
}
