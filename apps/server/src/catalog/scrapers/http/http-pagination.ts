import { evaluateCel } from '#src/expressions/cel-expression.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import type { PageRequest, PageResponse } from './http-page.fetcher.ts';

/**
 * The request for the page after `response`, from `nextPageExpr`: a URL (relative to the last
 * one), a map {url, method, body, headers}, or null / '' when there is no next page. Headers of
 * the first request (credentials) are kept unless the map replaces them.
 */
export function nextPageRequest(expression: string, response: PageResponse, previous: PageRequest): PageRequest | undefined {
  let result: unknown;
  try {
    result = evaluateCel(expression, { response });
  } catch (error) {
    throw new Error(`pagination.nextPageExpr: ${(error as Error).message}`, { cause: error });
  }
  if (result === null || result === undefined || result === '') return undefined;
  const spec: Record<string, unknown> = isPlainObject(result) ? result : { url: result };
  if (typeof spec.url !== 'string' || spec.url === '') return undefined;
  const headers = { ...previous.headers };
  if (isPlainObject(spec.headers)) for (const [name, value] of Object.entries(spec.headers)) headers[name] = String(value);
  return {
    url: new URL(spec.url, response.url).toString(),
    method: typeof spec.method === 'string' && spec.method !== '' ? spec.method.toUpperCase() : 'GET',
    headers,
    body: typeof spec.body === 'string' ? spec.body : undefined,
  };
}

/** config-db's merge without `reduceExpr`: a list body is appended, else its `value`/`items`/`Items` list, else the body itself. */
function defaultReduce(accumulated: unknown[], page: unknown): unknown[] {
  if (Array.isArray(page)) return [...accumulated, ...page];
  if (isPlainObject(page)) {
    for (const key of ['value', 'items', 'Items']) {
      const list = page[key];
      if (Array.isArray(list)) return [...accumulated, ...list];
    }
  }
  return [...accumulated, page];
}

/** Adds one page's body to the merged list. */
export function reducePage(reduceExpr: string | undefined, accumulated: unknown[], page: unknown): unknown[] {
  if (reduceExpr === undefined) return defaultReduce(accumulated, page);
  let result: unknown;
  try {
    result = evaluateCel(reduceExpr, { acc: accumulated, page });
  } catch (error) {
    throw new Error(`pagination.reduceExpr: ${(error as Error).message}`, { cause: error });
  }
  if (!Array.isArray(result)) throw new Error('pagination.reduceExpr must return a list');
  return result;
}
