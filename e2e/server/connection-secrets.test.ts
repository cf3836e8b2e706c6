import { statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, type SessionHeaders } from '../support/api-session.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';

const HTTP_SECRET = 'e2e-http-Secret-8c1d';
const OTHER_SECRETS = ['e2e-restic-Secret-2b7f', 'e2e-key-Secret-4a9e'];
const ALL = [HTTP_SECRET, ...OTHER_SECRETS];

/** Lets in only reader:HTTP_SECRET. */
async function startProtectedSite(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const allowed = request.headers.authorization === `Basic ${Buffer.from(`reader:${HTTP_SECRET}`).toString('base64')}`;
    response.writeHead(allowed ? 200 : 401, { 'content-type': 'text/plain' });
    response.end(allowed ? 'welcome' : 'bad credentials');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

function expectNoSecret(text: string): void {
  for (const secret of ALL) expect(text).not.toContain(secret);
}

describe('connection secrets in the running server', () => {
  let server: ServerProcess;
  let site: Awaited<ReturnType<typeof startProtectedSite>>;
  let headers: SessionHeaders;
  const seen: string[] = [];

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json', prefer: 'return=representation' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    seen.push(text);
    return { status: response.status, text };
  };

  beforeAll(async () => {
    site = await startProtectedSite();
    server = await startServer({ DEMO: 'off', LOG_LEVEL: 'trace' });
    headers = await apiSession(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => site?.server.close(resolve));
  });

  it('never shows a secret through the API, in test answers or in the log, and keeps them across a restart', async () => {
    const created = await call('POST', '/api/db/connections', [
      { name: 'site', type: 'http', url: site.url, username: 'reader', password: HTTP_SECRET, properties: {} },
      { name: 'restic', type: 'restic', url: 's3:bucket/repo', username: 'AKID', password: OTHER_SECRETS[0], properties: { secretKey: OTHER_SECRETS[1] } },
    ]);
    expect(created.status, created.text).toBe(201);
    const [siteRow] = JSON.parse(created.text) as { id: string; password: string }[];
    expect(siteRow!.password).toBe('***');

    expect((await call('GET', '/api/db/connections?select=*')).status).toBe(200);
    await call('GET', `/api/db/permissions?select=*,connection_id(*)`);
    expect((await call('GET', '/api/db/connection_secrets')).status).toBe(404);
    const patched = await call('PATCH', `/api/db/connections?id=eq.${siteRow!.id}`, { username: 'reader', password: '***' });
    expect(patched.status).toBe(200);

    expect(JSON.parse((await call('POST', `/api/connection/test/${siteRow!.id}`)).text)).toEqual({ message: 'ok' });
    await call('PATCH', `/api/db/connections?id=eq.${siteRow!.id}`, { username: 'someone-else' });
    const refused = await call('POST', `/api/connection/test/${siteRow!.id}`);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toEqual({ error: 'connection_test_failed', message: 'the server answered 401: bad credentials' });
    await call('PATCH', `/api/db/connections?id=eq.${siteRow!.id}`, { username: 'reader' });

    const keyFile = join(server.dataDir, 'secret.key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const dataDir = server.dataDir;
    await server.stop();
    seen.push(server.output());
    server = await startServer({ DEMO: 'off', LOG_LEVEL: 'trace', DATA_DIR: dataDir });
    headers = await apiSession(server.url);
    // The key in the data folder decrypts what the first start stored.
    expect(JSON.parse((await call('POST', `/api/connection/test/${siteRow!.id}`)).text)).toEqual({ message: 'ok' });

    for (const text of seen) expectNoSecret(text);
    expectNoSecret(server.output());
  });
});
