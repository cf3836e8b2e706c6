import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppNavigation } from '#src/api/app-navigation.ts';
import { parseContentRange } from '#src/api/content-range.ts';
import { http } from '#src/api/http-client.ts';
import { HttpError } from '#src/api/http-error.ts';
import { postgrest } from '#src/api/postgrest-query.ts';

interface Call {
  url: URL;
  init: RequestInit;
  headers: Headers;
}

let calls: Call[] = [];
let answer: (call: Call) => Promise<Response>;
let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;
let currentPath = '/health?checkId=42';
let restoreNavigation: () => void;

function respond(body: unknown, status = 200, headers: Record<string, string> = {}): Promise<Response> {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain' : 'application/json';
  return Promise.resolve(new Response(text, { status, headers: { 'content-type': type, ...headers } }));
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(() => {
  calls = [];
  answer = () => respond([]);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const call = { url: new URL(input, 'http://localhost'), init, headers: new Headers(init.headers) };
      calls.push(call);
      return answer(call);
    }),
  );
  navigate = vi.fn<(to: string) => void>();
  currentPath = '/health?checkId=42';
  restoreNavigation = setAppNavigation({ navigate, currentPath: () => currentPath });
});

afterEach(() => {
  restoreNavigation();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setOnline(true);
});

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('HTTP client: requests', () => {
  it('calls the service base path with the JSON Accept and Prefer headers', async () => {
    answer = () => respond([{ id: 1 }]);
    const rows = await http.get<Array<{ id: number }>>('db', '/agents_summary', { query: postgrest().eq('name', 'a&b').limit(5) });
    expect(rows).toEqual([{ id: 1 }]);
    const [call] = calls;
    expect(call!.url.pathname).toBe('/api/db/agents_summary');
    expect(call!.url.searchParams.get('name')).toBe('eq.a&b');
    expect(call!.url.searchParams.get('limit')).toBe('5');
    expect(call!.headers.get('Accept')).toBe('application/json');
    expect(call!.headers.get('Prefer')).toBe('return=representation');
    expect(call!.init.credentials).toBe('same-origin');
  });

  it.each([
    ['canary', '/api/summary', '/api/canary/api/summary'],
    ['apm', '', '/api/apm/search'],
    ['properties', '', '/api/properties'],
    ['auth', 'whoami', '/api/auth/whoami'],
    ['identity', '/sessions/whoami', '/api/.ory/sessions/whoami'],
  ] as const)('knows where the %s service lives', async (service, path, expected) => {
    await http.get(service, path);
    expect(calls[0]!.url.pathname).toBe(expected);
  });

  it('encodes plain query objects and leaves out empty values', async () => {
    await http.get('playbook', '/list', { query: { config_id: 'x y', check_id: undefined, tags: ['a', 'b'] } });
    expect(calls[0]!.url.search).toBe('?config_id=x+y&tags=a&tags=b');
  });

  it('sends bodies as JSON and returns the answer', async () => {
    answer = () => respond({ id: 'a1', username: 'agent-a1', access_token: 'secret' }, 201);
    const created = await http.post<{ id: string }>('agent', '/generate', { body: { name: 'edge' } });
    expect(created.id).toBe('a1');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"name":"edge"}');
  });

  it('adds further Prefer values', async () => {
    await http.post('db', '/properties', { body: [{ name: 'a' }], prefer: ['resolution=merge-duplicates'] });
    expect(calls[0]!.headers.get('Prefer')).toBe('return=representation, resolution=merge-duplicates');
  });

  it('answers undefined for an empty success', async () => {
    answer = () => respond(undefined, 204);
    await expect(http.delete('people', '/0190a0b0-0000-7000-8000-000000000001')).resolves.toBeUndefined();
  });
});

describe('HTTP client: exact counts', () => {
  it('asks for an exact count and reads the total from Content-Range', async () => {
    answer = () => respond([{ id: 1 }, { id: 2 }], 206, { 'Content-Range': '0-1/3573' });
    const page = await http.getPage<{ id: number }>('db', '/agents_summary', { query: postgrest().limit(2) });
    expect(page).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 3573 });
    expect(calls[0]!.headers.get('Prefer')).toBe('return=representation, count=exact');
  });

  it('reads a total of zero from an empty page', async () => {
    answer = () => respond([], 200, { 'Content-Range': '*/0' });
    expect(await http.getPage('db', '/agents_summary')).toEqual({ items: [], total: 0 });
  });

  it('parses the forms of Content-Range', () => {
    expect(parseContentRange('0-24/3573')).toEqual({ from: 0, to: 24, total: 3573 });
    expect(parseContentRange('*/0')).toEqual({ from: undefined, to: undefined, total: 0 });
    expect(parseContentRange('0-24/*')).toEqual({ from: 0, to: 24, total: undefined });
    expect(parseContentRange('items 10-19/20')).toEqual({ from: 10, to: 19, total: 20 });
    expect(parseContentRange('garbage')).toBeUndefined();
    expect(parseContentRange(null)).toBeUndefined();
  });
});

describe('HTTP client: failures', () => {
  it('sends the user to the session check on 401, with the current path and query', async () => {
    answer = () => respond({ error: 'unauthorized', message: 'Authentication required' }, 401);
    const error = await failure(http.get('auth', '/whoami'));
    expect(error.status).toBe(401);
    expect(navigate).toHaveBeenCalledWith('/auth-state-checker?return_to=%2Fhealth%3FcheckId%3D42');
  });

  it('stays put on 401 when asked to, or when already on a sign-in page', async () => {
    answer = () => respond({ error: 'unauthorized' }, 401);
    await failure(http.get('identity', '/sessions/whoami', { redirectOnUnauthorized: false }));
    currentPath = '/login?return_to=%2F';
    await failure(http.get('auth', '/whoami'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the user to the session check on 403 session_aal2_required, which leads to the second factor', async () => {
    const body = {
      error: { id: 'session_aal2_required', code: 403, status: 'Forbidden', reason: 'The second factor is due.', message: 'Session does not fulfil the requested Authenticator Assurance Level' },
      redirect_browser_to: 'http://localhost/login?aal=aal2',
    };
    answer = () => respond(body, 403);
    const error = await failure(http.get('db', '/checks'));
    expect(error.status).toBe(403);
    expect(navigate).toHaveBeenCalledWith('/auth-state-checker?return_to=%2Fhealth%3FcheckId%3D42');
  });

  it('stays put on any other 403 (a role that may not), and when asked to', async () => {
    answer = () => respond({ error: 'forbidden', message: 'Pat (roles: viewer) may not write canaries' }, 403);
    expect((await failure(http.post('db', '/canaries', { body: {} }))).message).toBe('Pat (roles: viewer) may not write canaries');
    answer = () => respond({ error: { id: 'session_aal2_required', code: 403 } }, 403);
    await failure(http.get('identity', '/sessions/whoami', { redirectOnUnauthorized: false }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("turns a timeout into 'Request timed out. Please try again.'", async () => {
    vi.useFakeTimers();
    answer = (call) =>
      new Promise<Response>((_resolve, reject) => {
        call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const pending = failure(http.get('db', '/checks', { timeoutMs: 10_000 }));
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await pending;
    expect(error.message).toBe('Request timed out. Please try again.');
    expect(error.kind).toBe('timeout');
  });

  it("turns a failed connection into 'Network Error. Please try again.'", async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await failure(http.get('db', '/checks'));
    expect(error.message).toBe('Network Error. Please try again.');
  });

  it("says 'No internet connection. Please try again.' when the browser is offline", async () => {
    setOnline(false);
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await failure(http.get('db', '/checks'));
    expect(error.message).toBe('No internet connection. Please try again.');
    expect(error.kind).toBe('offline');
  });

  it.each([
    ['a native error', { error: 'conflict', message: 'an agent named edge exists' }, 409, 'an agent named edge exists'],
    ['a PostgREST error', { code: '23505', message: 'duplicate key value', details: null, hint: null }, 409, 'duplicate key value'],
    ['an error without message', { error: 'forbidden' }, 403, 'forbidden'],
    ['an identity error', { error: { id: 'session_inactive', code: 401, reason: 'No active session.' } }, 400, 'No active session.'],
    ['a text answer', 'upstream unavailable', 502, 'upstream unavailable'],
  ])("passes on the server's message for %s", async (_kind, body, status, message) => {
    answer = () => respond(body, status);
    const error = await failure(http.get('db', '/agents'));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.body).toEqual(body);
  });

  it('names the status when the server gave no message', async () => {
    answer = () => Promise.resolve(new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    const error = await failure(http.get('db', '/agents'));
    expect(error.message).toBe('Request failed with status 500 (Internal Server Error)');
  });

  it('lets a cancelled call stay cancelled instead of reporting a network error', async () => {
    const controller = new AbortController();
    answer = (call) =>
      new Promise<Response>((_resolve, reject) => {
        call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const pending = http.get('db', '/checks', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
