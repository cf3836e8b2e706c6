import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
}

type Responder = Reply | ((request: RecordedRequest) => Reply);

/**
 * Stands in for the identity service at the network boundary (`fetch`): answers queued replies per
 * method and path (the last one repeats) and records every request the screens make.
 */
export class FakeIdentityServer {
  readonly requests: RecordedRequest[] = [];
  private readonly routes = new Map<string, Responder[]>();

  constructor() {
    vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL, init?: RequestInit) => this.handle(input, init)));
  }

  /** Answers `method path` (path without the query) with these replies in turn. */
  on(method: 'GET' | 'POST', path: string, ...replies: Responder[]): this {
    this.routes.set(`${method} ${path}`, replies);
    return this;
  }

  /** The requests made to `method path`. */
  calls(method: 'GET' | 'POST', path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  private async handle(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    this.requests.push(request);
    const replies = this.routes.get(`${method} ${url.pathname}`);
    if (!replies || replies.length === 0) {
      return json({ status: 501, body: { error: { message: `no fake reply for ${method} ${url.pathname}` } } });
    }
    const responder = replies.length > 1 ? replies.shift()! : replies[0]!;
    return json(typeof responder === 'function' ? responder(request) : responder);
  }
}

function json(reply: Reply): Response {
  const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
  return new Response(text, { status: reply.status, headers: { 'Content-Type': 'application/json' } });
}

/** Kratos' error envelope. */
export function identityError(status: number, id: string, extra: { reason?: string; redirect_browser_to?: string } = {}): Reply {
  return {
    status,
    body: {
      error: { id, code: status, status: statusText(status), reason: extra.reason ?? `reason for ${id}`, message: `message for ${id}` },
      ...(extra.redirect_browser_to ? { redirect_browser_to: extra.redirect_browser_to } : {}),
    },
  };
}

function statusText(status: number): string {
  const texts: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 410: 'Gone', 422: 'Unprocessable Entity' };
  return texts[status] ?? 'Error';
}
