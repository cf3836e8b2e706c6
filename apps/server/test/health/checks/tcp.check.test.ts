import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProbeContext } from '#src/health/checks/check-type.ts';
import { tcpCheck, type TcpCheckSpec } from '#src/health/checks/tcp.check.ts';

function context(timeoutMs = 5000): ProbeContext {
  return { signal: AbortSignal.timeout(timeoutMs), timeoutMs, resolveConnection: () => Promise.resolve(undefined) };
}

function spec(raw: Record<string, unknown>): TcpCheckSpec {
  const result = tcpCheck.parse({ name: 'tcp', ...raw }, 'spec.tcp[0]');
  if ('issues' in result) throw new Error(JSON.stringify(result.issues));
  return result.spec;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

/** A port nothing listens on: bound once by us, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('tcp check', () => {
  const server = createServer((socket) => socket.end());
  let port = 0;

  beforeAll(async () => {
    port = await listen(server);
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads host and port from the endpoint, including IPv6 and tcp:// forms', () => {
    expect(spec({ endpoint: '127.0.0.1:5432' })).toMatchObject({ host: '127.0.0.1', port: 5432 });
    expect(spec({ endpoint: '[::1]:80' })).toMatchObject({ host: '::1', port: 80 });
    expect(spec({ endpoint: 'tcp://db.internal:3306' })).toMatchObject({ host: 'db.internal', port: 3306 });
    expect(tcpCheck.endpoint(spec({ endpoint: 'db.internal:3306' }))).toBe('db.internal:3306');
  });

  it('passes when the port accepts a connection', async () => {
    const result = await tcpCheck.run(spec({ endpoint: `127.0.0.1:${port}`, thresholdMillis: 10_000 }), context());
    expect(result.pass).toBe(true);
    expect(result.message).toContain(`connected to 127.0.0.1:${port}`);
    expect(typeof result.data.elapsed).toBe('number');
  });

  it('fails with the reason when nothing listens', async () => {
    const free = await closedPort();
    const result = await tcpCheck.run(spec({ endpoint: `127.0.0.1:${free}` }), context());
    expect(result.pass).toBe(false);
    expect(result.error).toContain('ECONNREFUSED');
    expect(result.message).toContain(`could not connect to 127.0.0.1:${free}`);
  });

  it('fails as timed out when the check is aborted', async () => {
    const aborted: ProbeContext = { signal: AbortSignal.abort(), timeoutMs: 50, resolveConnection: () => Promise.resolve(undefined) };
    const result = await tcpCheck.run(spec({ endpoint: `127.0.0.1:${port}` }), aborted);
    expect(result.pass).toBe(false);
    expect(result.error).toBe('timed out after 50ms');
  });
});
