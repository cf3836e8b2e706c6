import { IdentityRequestError } from './identity-request-error.ts';

/** Where the identity service's self-service API is mounted. */
export const IDENTITY_BASE = '/api/.ory';

const NETWORK_ERROR = 'Network Error. Please try again.';

/**
 * Calls the identity service and answers the parsed JSON body. Identity flows give statuses their
 * own meaning (400 answers a flow with messages, 410 an expired flow, 422 a redirect), so every
 * non-2xx answer is raised as an IdentityRequestError carrying status and body for the caller to
 * interpret, instead of going through the app's general HTTP client.
 */
export async function requestIdentity<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${IDENTITY_BASE}${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new IdentityRequestError(0, null, NETWORK_ERROR);
  }
  const body = await readBody(response);
  if (!response.ok) throw new IdentityRequestError(response.status, body, describeFailure(response.status, body));
  return body as T;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function describeFailure(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const error = (body as { error?: { message?: string; reason?: string } }).error;
    if (error?.reason) return error.reason;
    if (error?.message) return error.message;
  }
  return `The identity service answered with status ${status}.`;
}
