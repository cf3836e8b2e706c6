import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProbeContext } from '#src/health/checks/check-type.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import type { HttpCheckSpec } from '#src/health/checks/http-check-spec.types.ts';
import { httpCheck } from '#src/health/checks/http.check.ts';

function context(timeoutMs = 10_000, connections: Record<string, ResolvedConnection> = {}): ProbeContext {
  return { signal: AbortSignal.timeout(timeoutMs), timeoutMs, resolveConnection: (ref) => Promise.resolve(connections[ref]) };
}

function spec(raw: Record<string, unknown>): HttpCheckSpec {
  const result = httpCheck.parse({ name: 'web', ...raw }, 'spec.http[0]');
  if ('issues' in result) throw new Error(JSON.stringify(result.issues));
  return result.spec;
}

function respond(request: IncomingMessage, response: ServerResponse): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    switch (request.url) {
      case '/ok':
        response.writeHead(200, { 'content-type': 'text/plain' }).end('hello world');
        return;
      case '/json':
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: { healthy: true }, items: [{ name: 'a' }], version: 3 }));
        return;
      case '/moved':
        response.writeHead(302, { location: '/ok' }).end();
        return;
      case '/slow':
        setTimeout(() => response.writeHead(200).end('late'), 400);
        return;
      case '/echo':
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({ method: request.method, authorization: request.headers.authorization ?? null, trace: request.headers['x-trace'] ?? null, body }),
        );
        return;
      default:
        response.writeHead(404).end('not found');
    }
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A self-signed certificate for 127.0.0.1, valid for `days`, made with the openssl command. */
async function selfSignedCertificate(folder: string, days: number): Promise<{ key: Buffer; cert: Buffer }> {
  const keyPath = join(folder, 'key.pem');
  const certPath = join(folder, 'cert.pem');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyPath, '-out', certPath, '-days', String(days), '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  } catch (error) {
    throw new Error(`the https tests need the openssl command to make a test certificate: ${String(error)}`, { cause: error });
  }
  return { key: await readFile(keyPath), cert: await readFile(certPath) };
}

describe('http check', () => {
  const server = createHttpServer(respond);
  let base = '';

  beforeAll(async () => {
    base = `http://127.0.0.1:${await listen(server)}`;
  });

  afterAll(() => close(server));

  it('passes a 2xx response and gives code, headers, content and elapsed', async () => {
    const result = await httpCheck.run(spec({ url: `${base}/ok` }), context());
    expect(result.pass).toBe(true);
    expect(result.data).toMatchObject({ code: 200, content: 'hello world', headers: { 'content-type': 'text/plain' } });
    expect(typeof result.data.elapsed).toBe('number');
    expect(result.data.json).toBeUndefined();
  });

  it('passes a redirect by default and fails a 404 unless responseCodes lists it', async () => {
    expect((await httpCheck.run(spec({ url: `${base}/moved` }), context())).pass).toBe(true);
    const missing = await httpCheck.run(spec({ url: `${base}/missing` }), context());
    expect(missing.pass).toBe(false);
    expect(missing.message).toBe('response code 404, expected 2xx or 3xx');
    expect((await httpCheck.run(spec({ url: `${base}/missing`, responseCodes: [404] }), context())).pass).toBe(true);
    const strict = await httpCheck.run(spec({ url: `${base}/ok`, responseCodes: [201] }), context());
    expect(strict.message).toBe('response code 200, expected 201');
  });

  it('skips maxSSLExpiry for plain http, which has no certificate', async () => {
    const result = await httpCheck.run(spec({ url: `${base}/ok`, maxSSLExpiry: 7 }), context());
    expect(result.pass).toBe(true);
    expect(result.data.sslAge).toBeUndefined();
  });

  it('accepts the older endpoint key for the url', async () => {
    expect((await httpCheck.run(spec({ endpoint: `${base}/ok` }), context())).pass).toBe(true);
  });

  it('checks responseContent', async () => {
    expect((await httpCheck.run(spec({ url: `${base}/ok`, responseContent: 'world' }), context())).pass).toBe(true);
    const result = await httpCheck.run(spec({ url: `${base}/ok`, responseContent: 'goodbye' }), context());
    expect(result.pass).toBe(false);
    expect(result.message).toBe("response does not contain 'goodbye'");
  });

  it('checks responseJSONContent and gives the parsed json', async () => {
    const healthy = await httpCheck.run(spec({ url: `${base}/json`, responseJSONContent: { path: '$.status.healthy', value: 'true' } }), context());
    expect(healthy.pass).toBe(true);
    expect(healthy.data.json).toEqual({ status: { healthy: true }, items: [{ name: 'a' }], version: 3 });
    expect((await httpCheck.run(spec({ url: `${base}/json`, responseJSONContent: { path: 'version', value: 3 } }), context())).pass).toBe(true);
    const wrong = await httpCheck.run(spec({ url: `${base}/json`, responseJSONContent: { path: '$.items[0].name', value: 'b' } }), context());
    expect(wrong.message).toBe('response JSON at $.items[0].name is a, expected b');
    const absent = await httpCheck.run(spec({ url: `${base}/json`, responseJSONContent: { path: '$.items[3].name', value: 'a' } }), context());
    expect(absent.message).toBe('response JSON has nothing at $.items[3].name');
    const notJson = await httpCheck.run(spec({ url: `${base}/ok`, responseJSONContent: { path: '$.a', value: 'b' } }), context());
    expect(notJson.message).toBe('response is not JSON');
  });

  it('fails a response slower than thresholdMillis', async () => {
    const result = await httpCheck.run(spec({ url: `${base}/slow`, thresholdMillis: 50 }), context());
    expect(result.pass).toBe(false);
    expect(result.message).toMatch(/^took \d+ms, slower than thresholdMillis 50ms$/);
  });

  it('fails as timed out when the check timeout passes first', async () => {
    const result = await httpCheck.run(spec({ url: `${base}/slow` }), context(100));
    expect(result.pass).toBe(false);
    expect(result.error).toBe('timed out after 100ms');
  });

  it('sends the method, headers, body and basic auth', async () => {
    const result = await httpCheck.run(
      spec({ url: `${base}/echo`, method: 'post', body: '{"a":1}', headers: [{ name: 'X-Trace', value: 'abc' }], username: 'ann', password: { value: 's3cret' } }),
      context(),
    );
    expect(result.data.json).toEqual({ method: 'POST', authorization: `Basic ${Buffer.from('ann:s3cret').toString('base64')}`, trace: 'abc', body: '{"a":1}' });
    const asMap = await httpCheck.run(spec({ url: `${base}/echo`, method: 'DELETE', headers: { 'X-Trace': 'map' } }), context());
    expect(asMap.data.json).toMatchObject({ method: 'DELETE', trace: 'map', authorization: null });
    const head = await httpCheck.run(spec({ url: `${base}/ok`, method: 'HEAD' }), context());
    expect(head.data).toMatchObject({ code: 200, content: '' });
  });

  it('takes the url and credentials from a connection', async () => {
    const connections = { 'connection://default/api': { type: 'http', url: `${base}/echo`, username: 'bot', password: 'pw', properties: {} } };
    const checkSpec = spec({ connection: 'connection://default/api' });
    const result = await httpCheck.run(checkSpec, context(10_000, connections));
    expect(result.data.json).toMatchObject({ authorization: `Basic ${Buffer.from('bot:pw').toString('base64')}` });
    const unknown = await httpCheck.run(checkSpec, context());
    expect(unknown.error).toBe('connection connection://default/api not found');
  });

  it('fails with the reason when nothing answers', async () => {
    const refused = createHttpServer();
    const port = await listen(refused);
    await close(refused);
    const result = await httpCheck.run(spec({ url: `http://127.0.0.1:${port}/` }), context());
    expect(result.pass).toBe(false);
    expect(result.error).toContain('ECONNREFUSED');
  });
});

describe('http check over https', () => {
  let folder = '';
  let server: Server | undefined;
  let url = '';

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'http-check-tls-'));
    const https = createHttpsServer(await selfSignedCertificate(folder, 10), respond);
    server = https;
    url = `https://127.0.0.1:${await listen(https)}/ok`;
  });

  afterAll(async () => {
    if (server) await close(server);
    await rm(folder, { recursive: true, force: true });
  });

  it('refuses a self-signed certificate unless tlsConfig.insecureSkipVerify is set', async () => {
    const strict = await httpCheck.run(spec({ url }), context());
    expect(strict.pass).toBe(false);
    expect(strict.error).toMatch(/self[- ]signed/i);
    const relaxed = await httpCheck.run(spec({ url, tlsConfig: { insecureSkipVerify: true } }), context());
    expect(relaxed.pass).toBe(true);
  });

  it('gives the days the certificate has left and fails when sooner than maxSSLExpiry', async () => {
    const ok = await httpCheck.run(spec({ url, maxSSLExpiry: 5, tlsConfig: { insecureSkipVerify: true } }), context());
    expect(ok.pass).toBe(true);
    expect(ok.data.sslAge).toBeGreaterThanOrEqual(9);
    expect(ok.data.sslAge).toBeLessThanOrEqual(10);
    const soon = await httpCheck.run(spec({ url, maxSSLExpiry: 30, tlsConfig: { insecureSkipVerify: true } }), context());
    expect(soon.pass).toBe(false);
    expect(soon.message).toMatch(/^TLS certificate expires in (9|10) days, sooner than maxSSLExpiry 30$/);
  });
});
