import { expect } from 'vitest';
import { ApiError } from '#src/rest/api-error.ts';
import type { ApiRequest, RawRequest } from '#src/rest/api-request.ts';
import { parseApiRequest, type ParseOptions } from '#src/rest/parse/parse-request.ts';

export const OPTIONS: ParseOptions = { schemas: ['public', 'audit'] };

/** Parses `GET /configs?<query>` (or whatever `raw` overrides). */
export function parse(query: string, raw: Partial<RawRequest> = {}, options: ParseOptions = OPTIONS): ApiRequest {
  return parseApiRequest({ method: 'GET', path: '/configs', query, headers: {}, ...raw }, options);
}

/** The ApiError thrown by `fn`; fails the test when nothing (or something else) is thrown. */
export function errorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected an ApiError, nothing was thrown');
}

export function expectError(fn: () => unknown, status: number, code: string): ApiError {
  const err = errorOf(fn);
  expect({ status: err.status, code: err.code }).toEqual({ status, code });
  return err;
}
