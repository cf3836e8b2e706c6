import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

export function whoami(roles: string[], overrides: { name?: string; hostname?: string } = {}) {
  return {
    payload: {
      user: { id: '0190a0b0-0000-7000-8000-000000000001', name: overrides.name ?? 'Ada Lovelace', email: 'ada@example.com', avatar: '' },
      roles,
      permissions: [],
      hostname: overrides.hostname ?? 'https://ops.example.com:8443',
    },
  };
}

/**
 * Stands in for the server at the network boundary: `fetch` answers from handlers keyed by
 * 'METHOD /path' (no query string); anything else is a 404, and every call is recorded.
 */
export function installFakeApi(handlers: Record<string, FakeHandler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    requests.push(request);
    const signal = init.signal;
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (!handler) return json({ error: 'not found', message: `no route ${url.pathname}` }, { status: 404 });
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    callsTo: (path: string) => requests.filter((r) => r.url.pathname === path),
  };
}

/** The calls every framed page makes, for a user with these roles and these properties. */
export function frameApi(options: { roles?: string[]; properties?: Array<{ name: string; value: string }>; version?: string } = {}) {
  return {
    'GET /api/auth/whoami': () => json(whoami(options.roles ?? ['admin'])),
    'GET /api/properties': () => json((options.properties ?? []).map((p) => ({ ...p, source: 'db', description: '' }))),
    'GET /api/about': () => json({ Version: options.version ?? '2.4.1' }),
  } satisfies Record<string, FakeHandler>;
}
