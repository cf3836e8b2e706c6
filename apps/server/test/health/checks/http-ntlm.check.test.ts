import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpCheckSpec } from '#src/health/checks/http-check-spec.types.ts';
import { httpCheck } from '#src/health/checks/http.check.ts';
import { startNtlmHttpServer, type NtlmHttpServer } from '../support/ntlm-http-server.ts';
import { probeContext } from '../support/probe-context.ts';

function spec(raw: Record<string, unknown>): HttpCheckSpec {
  const result = httpCheck.parse({ name: 'intranet', ...raw }, 'spec.http[0]');
  if ('issues' in result) throw new Error(JSON.stringify(result.issues));
  return result.spec;
}

function issues(raw: Record<string, unknown>): string[] {
  const result = httpCheck.parse({ name: 'intranet', ...raw }, 'spec.http[0]');
  return 'issues' in result ? result.issues.map((issue) => `${issue.path}: ${issue.message}`) : [];
}

const PASSWORD = 'Corr3ct-Horse';

describe('http check with NTLM', () => {
  let server: NtlmHttpServer;

  beforeAll(async () => {
    server = await startNtlmHttpServer({ user: 'Svc-Monitor', domain: 'CORP', password: PASSWORD });
  });

  afterAll(() => server.close());

  it('signs in as DOMAIN\\user and checks the real response', async () => {
    const before = server.connections();
    const result = await httpCheck.run(
      spec({ url: `${server.url}/ok`, ntlm: true, username: 'CORP\\svc-monitor', password: PASSWORD, responseContent: 'welcome', responseCodes: [200] }),
      probeContext(),
    );
    expect(result.message).toMatch(/^200 in \d+ms$/);
    expect(result.pass).toBe(true);
    expect(result.data).toMatchObject({ code: 200, content: 'welcome CORP\\svc-monitor' });
    // NTLM authenticates the connection: the three messages share one.
    expect(server.connections() - before).toBe(1);
  });

  it('accepts ntlmv2: true the same way', async () => {
    const result = await httpCheck.run(spec({ url: `${server.url}/ok`, ntlmv2: true, username: 'CORP\\Svc-Monitor', password: { value: PASSWORD } }), probeContext());
    expect(result.pass).toBe(true);
  });

  it('still applies the response code and content checks after signing in', async () => {
    const missing = await httpCheck.run(spec({ url: `${server.url}/missing`, ntlm: true, username: 'CORP\\svc-monitor', password: PASSWORD }), probeContext());
    expect(missing.pass).toBe(false);
    expect(missing.message).toBe('response code 404, expected 2xx or 3xx');
    const wrongText = await httpCheck.run(
      spec({ url: `${server.url}/ok`, ntlm: true, username: 'CORP\\svc-monitor', password: PASSWORD, responseContent: 'goodbye' }),
      probeContext(),
    );
    expect(wrongText.message).toBe("response does not contain 'goodbye'");
  });

  it('fails a wrong password with a clear message that never shows the password', async () => {
    const wrongPassword = 'Wr0ng-Battery';
    const result = await httpCheck.run(spec({ url: `${server.url}/ok`, ntlm: true, username: 'CORP\\svc-monitor', password: wrongPassword }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.message).toBe('NTLM authentication as CORP\\svc-monitor was refused: check the username and password');
    expect(result.data.code).toBe(401);
    expect(JSON.stringify(result)).not.toContain(wrongPassword);
    expect(server.attempts()).toContain('CORP\\svc-monitor');
  });

  it('fails when the domain is not the one the account is in', async () => {
    const result = await httpCheck.run(spec({ url: `${server.url}/ok`, ntlm: true, username: 'OTHER\\svc-monitor', password: PASSWORD }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.message).toBe('NTLM authentication as OTHER\\svc-monitor was refused: check the username and password');
  });

  it('takes the url and credentials from a connection', async () => {
    const connections = { 'connection://default/intranet': { type: 'http', url: `${server.url}/ok`, username: 'CORP\\svc-monitor', password: PASSWORD, properties: {} } };
    const result = await httpCheck.run(spec({ connection: 'connection://default/intranet', ntlm: true }), probeContext({ connections }));
    expect(result.pass).toBe(true);
    const withoutUser = { 'connection://default/intranet': { type: 'http', url: `${server.url}/ok`, properties: {} } };
    const missing = await httpCheck.run(spec({ connection: 'connection://default/intranet', ntlm: true }), probeContext({ connections: withoutUser }));
    expect(missing.pass).toBe(false);
    expect(missing.message).toBe('NTLM needs a username: neither the check nor its connection has one');
  });
});

describe('http check with NTLM against other servers', () => {
  it('echoes the server timestamp when the challenge carries one', async () => {
    const server = await startNtlmHttpServer({ user: 'ann', domain: '', password: 'pw', sendTimestamp: true });
    try {
      const result = await httpCheck.run(spec({ url: `${server.url}/ok`, ntlm: true, username: 'ann', password: 'pw' }), probeContext());
      expect(result.pass).toBe(true);
      expect(result.data.content).toBe('welcome \\ann');
    } finally {
      await server.close();
    }
  });

  it('signs in over https on one connection, honouring insecureSkipVerify and giving the certificate age', async () => {
    const server = await startNtlmHttpServer({ user: 'ann', domain: 'CORP', password: 'pw', tls: true });
    try {
      const checkSpec = { url: `${server.url}/ok`, ntlm: true, username: 'CORP\\ann', password: 'pw' };
      const strict = await httpCheck.run(spec(checkSpec), probeContext());
      expect(strict.pass).toBe(false);
      expect(strict.error).toMatch(/self[- ]signed/i);
      const before = server.connections();
      const relaxed = await httpCheck.run(spec({ ...checkSpec, tlsConfig: { insecureSkipVerify: true }, maxSSLExpiry: 5 }), probeContext());
      expect(relaxed.pass).toBe(true);
      expect(relaxed.data.content).toBe('welcome CORP\\ann');
      expect(relaxed.data.sslAge).toBeGreaterThanOrEqual(9);
      expect(server.connections() - before).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('fails with a clear message when the server does not offer NTLM', async () => {
    const server = await startNtlmHttpServer({ user: 'ann', domain: '', password: 'pw', otherScheme: 'Basic realm="intranet"' });
    try {
      const result = await httpCheck.run(spec({ url: `${server.url}/ok`, ntlm: true, username: 'ann', password: 'pw' }), probeContext());
      expect(result.pass).toBe(false);
      expect(result.message).toBe('the server did not offer NTLM authentication');
      expect(result.data.code).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe('http check NTLM options', () => {
  it('needs a username when there is no connection', () => {
    expect(issues({ url: 'http://x/', ntlm: true })).toEqual(['spec.http[0].ntlm: NTLM needs a username and password (or a connection that has them)']);
  });

  it('wants true or false', () => {
    expect(issues({ url: 'http://x/', ntlmv2: 'yes', username: 'a', password: 'b' })).toEqual(['spec.http[0].ntlmv2: must be true or false']);
  });

  it('refuses an Authorization header of its own alongside NTLM', () => {
    expect(issues({ url: 'http://x/', ntlm: true, username: 'a', password: 'b', headers: { Authorization: 'Bearer t' } })).toEqual([
      'spec.http[0].ntlm: NTLM sets the Authorization header itself: remove the Authorization header',
    ]);
  });

  it('keeps basic auth when NTLM is off', () => {
    expect(spec({ url: 'http://x/', ntlm: false, username: 'a', password: 'b' }).ntlm).toBeUndefined();
    expect(spec({ url: 'http://x/', ntlmv2: true, username: 'a', password: 'b' }).ntlm).toBe('ntlmv2');
  });
});
