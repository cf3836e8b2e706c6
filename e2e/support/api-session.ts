import { E2E_ADMIN } from './server-process.ts';

/** Request headers that carry a signed-in session, for calls to the API from a test. */
export type SessionHeaders = Record<string, string>;

/** Signs in through the identity service's API login flow and returns headers with the session token. */
export async function apiSession(url: string, email: string = E2E_ADMIN.email, password: string = E2E_ADMIN.password): Promise<SessionHeaders> {
  const created = await fetch(`${url}/api/.ory/self-service/login/api`, { headers: { Accept: 'application/json' } });
  if (created.status !== 200) throw new Error(`creating a login flow answered ${created.status}: ${await created.text()}`);
  const flow = (await created.json()) as { id: string };
  const submitted = await fetch(`${url}/api/.ory/self-service/login?flow=${encodeURIComponent(flow.id)}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'password', identifier: email, password }),
  });
  if (submitted.status !== 200) throw new Error(`signing in as ${email} answered ${submitted.status}: ${await submitted.text()}`);
  const { session_token: token } = (await submitted.json()) as { session_token: string };
  return { 'X-Session-Token': token };
}

/** Calls the API with the session's headers (a JSON body when given) and returns the JSON answer; an answer of 300 or more throws with its body. */
export async function callApi<T>(url: string, headers: SessionHeaders, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json', prefer: 'return=representation' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The id of the live component of that name (the first when several share it). */
export async function componentIdByName(url: string, headers: SessionHeaders, name: string): Promise<string> {
  const rows = await callApi<{ id: string }[]>(url, headers, 'GET', `/api/db/components?select=id&deleted_at=is.null&name=eq.${encodeURIComponent(name)}`);
  if (!rows[0]) throw new Error(`no component is named ${name}`);
  return rows[0].id;
}
