import { parseContentRange } from './content-range.ts';
import { HttpError, NETWORK_ERROR_MESSAGE, OFFLINE_MESSAGE, REQUEST_TIMED_OUT_MESSAGE } from './http-error.ts';
import { PostgrestQuery } from './postgrest-query.ts';
import { type ServiceName, serviceUrl } from './service-base-paths.ts';
import { isSecondFactorRequired, redirectToSessionCheck } from './session-check-redirect.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;
export type RequestQuery = PostgrestQuery | URLSearchParams | Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface RequestOptions {
  method?: HttpMethod;
  query?: RequestQuery;
  /** Sent as JSON unless it already is a body (string, FormData, Blob, URLSearchParams). */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** 'exact' asks the server to count every matching row; the count lands in `total`. */
  count?: 'exact';
  /** More `Prefer` values, e.g. 'resolution=merge-duplicates'. */
  prefer?: readonly string[];
  signal?: AbortSignal;
  /** Default 30 s. */
  timeoutMs?: number;
  /** Default true: a 401, or a 403 asking for the second factor, sends the user to the session check. */
  redirectOnUnauthorized?: boolean;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
  /** From `Content-Range`, when the server counted. */
  total?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

function searchString(query: RequestQuery | undefined): string {
  if (query === undefined) return '';
  let params: URLSearchParams;
  if (query instanceof PostgrestQuery) params = query.toSearchParams();
  else if (query instanceof URLSearchParams) params = query;
  else {
    params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
      for (const v of values) if (v !== undefined && v !== null) params.append(name, String(v));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return typeof body === 'string' || body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The server's own words: `{message}`, `{error}`, Kratos' `{error: {reason, message}}` or text. */
function serverMessage(body: unknown, response: Response): string {
  if (typeof body === 'string' && body.trim() !== '') return body.trim().slice(0, 500);
  if (typeof body === 'object' && body !== null) {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    if (typeof error === 'string' && error !== '') return error;
    if (typeof error === 'object' && error !== null) {
      const { reason, message: inner } = error as { reason?: unknown; message?: unknown };
      if (typeof reason === 'string' && reason !== '') return reason;
      if (typeof inner === 'string' && inner !== '') return inner;
    }
  }
  const statusText = response.statusText ? ` (${response.statusText})` : '';
  return `Request failed with status ${response.status}${statusText}`;
}

function failureWithoutAnswer(timedOut: boolean): HttpError {
  if (timedOut) return new HttpError('timeout', REQUEST_TIMED_OUT_MESSAGE);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return new HttpError('offline', OFFLINE_MESSAGE);
  return new HttpError('network', NETWORK_ERROR_MESSAGE);
}

/** The one way the web app calls its server. */
async function request<T>(service: ServiceName, path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
  const { method = 'GET', body, count, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const prefer = ['return=representation', ...(count ? [`count=${count}`] : []), ...(options.prefer ?? [])];
  const headers = new Headers({ Accept: 'application/json', Prefer: prefer.join(', ') });
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) payload = body;
    else {
      payload = JSON.stringify(body);
      headers.set('Content-Type', 'application/json');
    }
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    let response: Response;
    let data: unknown;
    try {
      response = await fetch(`${serviceUrl(service, path)}${searchString(options.query)}`, {
        method,
        headers,
        body: payload,
        credentials: 'same-origin',
        signal: controller.signal,
      });
      data = await readBody(response);
    } catch (error) {
      // The caller gave up (e.g. the page was left): not a failure to report.
      if (!timedOut && signal?.aborted) throw error;
      throw failureWithoutAnswer(timedOut);
    }
    if (!response.ok) {
      const signInNeeded = response.status === 401 || isSecondFactorRequired(response.status, data);
      if (signInNeeded && options.redirectOnUnauthorized !== false) redirectToSessionCheck();
      throw new HttpError('response', serverMessage(data, response), response.status, data);
    }
    const total = count ? parseContentRange(response.headers.get('content-range'))?.total : undefined;
    return { data: data as T, status: response.status, headers: response.headers, total };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;
type BodyOptions = Omit<RequestOptions, 'method'>;

export const http = {
  request,
  get: async <T>(service: ServiceName, path: string, options?: BodylessOptions) =>
    (await request<T>(service, path, options)).data,
  /** A page of rows and the exact number of rows matching. */
  getPage: async <T>(service: ServiceName, path: string, options?: Omit<BodylessOptions, 'count'>): Promise<Page<T>> => {
    const response = await request<T[]>(service, path, { ...options, count: 'exact' });
    const items = response.data ?? [];
    return { items, total: response.total ?? items.length };
  },
  post: async <T>(service: ServiceName, path: string, options?: BodyOptions) =>
    (await request<T>(service, path, { ...options, method: 'POST' })).data,
  put: async <T>(service: ServiceName, path: string, options?: BodyOptions) =>
    (await request<T>(service, path, { ...options, method: 'PUT' })).data,
  patch: async <T>(service: ServiceName, path: string, options?: BodyOptions) =>
    (await request<T>(service, path, { ...options, method: 'PATCH' })).data,
  delete: async <T>(service: ServiceName, path: string, options?: BodyOptions) =>
    (await request<T>(service, path, { ...options, method: 'DELETE' })).data,
};
