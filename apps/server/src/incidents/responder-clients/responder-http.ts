/** How long a ticket system may take to answer one request. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpAnswer {
  status: number;
  /** The body read as JSON when it is JSON, else as text ('' when empty). */
  body: unknown;
  headers: Headers;
}

export interface HttpCall {
  method: 'GET' | 'POST' | 'PATCH';
  headers?: Record<string, string>;
  /** Sent as JSON; a URLSearchParams is sent as a form. */
  body?: unknown;
  signal: AbortSignal;
}

/** One request to a ticket system: JSON in and out, bounded in time, failures to reach it named by host. */
export async function callService(url: string, call: HttpCall): Promise<HttpAnswer> {
  const form = call.body instanceof URLSearchParams;
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  if (call.body !== undefined) headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      ...(call.body === undefined ? {} : { body: form ? String(call.body) : JSON.stringify(call.body) }),
      signal: AbortSignal.any([call.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    });
  } catch (error) {
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    throw new Error(`could not reach ${new URL(url).host}: ${reason}`, { cause: error });
  }
  const text = await response.text();
  let body: unknown = text;
  if (text !== '' && (response.headers.get('content-type') ?? '').includes('json')) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  }
  return { status: response.status, body, headers: response.headers };
}

/** The start of a text body, for messages about answers that are not the service's JSON. */
export function bodyExcerpt(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** Joins a base URL and a path without doubling or losing the slash between them. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
