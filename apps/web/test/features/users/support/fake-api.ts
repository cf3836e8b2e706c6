import { vi } from 'vitest';

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Answer = ApiReply | ((request: ApiRequest) => ApiReply);

/**
 * The server as the web app sees it through `fetch`: canned answers per method and path, and a
 * record of every request so tests can check what was sent.
 */
export class FakeApi {
  readonly requests: ApiRequest[] = [];
  private readonly answers = new Map<string, Answer>();

  constructor() {
    vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL, init?: RequestInit) => this.handle(input, init)));
  }

  /** Answers every `method path` request (path without the query string). */
  on(method: string, path: string, answer: Answer): this {
    this.answers.set(`${method} ${path}`, answer);
    return this;
  }

  /** The requests made so far to `method path`. */
  calls(method: string, path: string): ApiRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  private async handle(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const request: ApiRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    this.requests.push(request);
    const answer = this.answers.get(`${method} ${url.pathname}`);
    const reply: ApiReply = !answer
      ? { status: 501, body: { error: `no fake answer for ${method} ${url.pathname}` } }
      : typeof answer === 'function'
        ? answer(request)
        : answer;
    const text = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  }
}

/** The signed-in user's whoami answer with these roles. */
export function whoami(roles: string[], id = '01900000-0000-7000-8000-0000000000aa'): ApiReply {
  return { body: { payload: { user: { id, name: 'Ada Admin', email: 'ada@example.com' }, roles, permissions: [], hostname: 'http://localhost' } } };
}
