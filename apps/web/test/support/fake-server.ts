import { afterEach, beforeEach, vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export interface Reply {
  /** Default 200. */
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Responder = Reply | ((request: RecordedRequest) => Reply);

/**
 * The server as the web app sees it through `fetch`: replies per method and path (given in turn,
 * the last one repeating) and a record of every request, so tests can check what was sent.
 */
export class FakeServer {
  readonly requests: RecordedRequest[] = [];
  private readonly routes = new Map<string, Responder[]>();

  /** Becomes the page's `fetch`, with no routes and no requests yet. */
  install(): this {
    this.requests.length = 0;
    this.routes.clear();
    vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL, init?: RequestInit) => this.handle(input, init)));
    return this;
  }

  /** Answers `method path` (path without the query) with these replies in turn. */
  on(method: string, path: string, ...replies: Responder[]): this {
    this.routes.set(`${method} ${path}`, replies);
    return this;
  }

  /** The requests made so far to `method path`. */
  calls(method: string, path: string): RecordedRequest[] {
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
      return toResponse({ status: 501, body: { error: { message: `no fake reply for ${method} ${url.pathname}` } } });
    }
    const responder = replies.length > 1 ? replies.shift()! : replies[0]!;
    return toResponse(typeof responder === 'function' ? responder(request) : responder);
  }
}

function toResponse(reply: Reply): Response {
  const text = reply.body === undefined ? null : JSON.stringify(reply.body);
  return new Response(text, { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json', ...reply.headers } });
}

/** One fake server for the tests of the calling file: installed afresh before each, the real `fetch` back after it. */
export function fakeServerForEachTest(): FakeServer {
  const server = new FakeServer();
  beforeEach(() => {
    server.install();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return server;
}
