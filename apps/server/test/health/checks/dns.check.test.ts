import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dnsCheck, type DnsCheckSpec } from '#src/health/checks/dns.check.ts';
import { startDnsTestServer, type DnsTestServer } from '../support/dns-test-server.ts';
import { probeContext } from '../support/probe-context.ts';
import { parsedCheckSpec } from '../support/parsed-check-spec.ts';

let server: DnsTestServer;

beforeAll(async () => {
  server = await startDnsTestServer({
    'app.vigil.test': { A: ['10.1.2.3', '10.1.2.4'] },
    'mail.vigil.test': { MX: [{ priority: 10, exchange: 'mx1.vigil.test' }] },
    'txt.vigil.test': { TXT: ['v=spf1 -all'] },
    'slow.vigil.test': { silent: true },
  });
});

afterAll(async () => {
  await server.close();
});

function parsed(raw: Record<string, unknown>): DnsCheckSpec {
  return parsedCheckSpec(dnsCheck, { server: '127.0.0.1', port: server.port, ...raw });
}

describe('dns check parsing', () => {
  it('accepts a canary-checker entry unchanged and applies the defaults', () => {
    const result = dnsCheck.parse(
      {
        name: 'A record query',
        server: '8.8.8.8',
        port: 53,
        query: '1.2.3.4.nip.io',
        querytype: 'A',
        minrecords: 1,
        exactreply: ['1.2.3.4'],
        timeout: 10,
        thresholdMillis: 1000,
      },
      'spec.dns[0]',
    );
    expect(result).toEqual({
      spec: expect.objectContaining({ name: 'A record query', query: '1.2.3.4.nip.io', timeout: 10_000, port: 53 }),
    });
    const minimal = dnsCheck.parse({ query: 'example.org' }, 'spec.dns[1]');
    expect(minimal).toEqual({
      spec: expect.objectContaining({ name: 'example.org', querytype: 'A', port: 53, server: undefined }),
    });
  });

  it('names every bad field by its path and rejects unknown keys', () => {
    const result = dnsCheck.parse({ querytype: 'SOA', port: 'x', minrecords: -1, colour: 'red' }, 'spec.dns[2]');
    expect(result).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.dns[2].query', message: 'query is required' },
        { path: 'spec.dns[2].querytype', message: expect.stringContaining('must be one of A, AAAA') },
        { path: 'spec.dns[2].port', message: 'must be a number' },
        { path: 'spec.dns[2].minrecords', message: 'must be at least 0' },
        { path: 'spec.dns[2].colour', message: 'unknown key' },
      ]),
    });
  });

  it('shows the query as the endpoint', () => {
    expect(dnsCheck.endpoint(parsed({ query: 'mail.vigil.test', querytype: 'mx' }))).toBe('MX mail.vigil.test');
  });
});

describe('dns check against a DNS server', () => {
  it('passes when the A records match the expected reply', async () => {
    const spec = parsed({ query: 'app.vigil.test', minrecords: 2, exactreply: ['10.1.2.4', '10.1.2.3'] });
    const result = await dnsCheck.run(spec, probeContext());
    expect(result.pass).toBe(true);
    expect(result.data).toEqual({ records: expect.arrayContaining(['10.1.2.3', '10.1.2.4']), count: 2 });
    expect(result.message).toContain('10.1.2.3');
  });

  it('reads TXT and MX records, comparing names with or without the final dot', async () => {
    const txt = await dnsCheck.run(
      parsed({ query: 'txt.vigil.test', querytype: 'TXT', exactreply: ['v=spf1 -all'] }),
      probeContext(),
    );
    expect(txt).toMatchObject({ pass: true, data: { records: ['v=spf1 -all'] } });
    const mx = await dnsCheck.run(
      parsed({ query: 'mail.vigil.test', querytype: 'MX', exactreply: ['mx1.vigil.test. 10'] }),
      probeContext(),
    );
    expect(mx).toMatchObject({ pass: true, data: { records: ['mx1.vigil.test 10'] } });
  });

  it('fails when the reply differs from the expected one', async () => {
    const result = await dnsCheck.run(parsed({ query: 'app.vigil.test', exactreply: ['8.8.8.8'] }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.message).toContain('expected [8.8.8.8]');
  });

  it('fails when there are fewer records than required', async () => {
    const result = await dnsCheck.run(parsed({ query: 'txt.vigil.test', querytype: 'TXT', minrecords: 3 }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.message).toContain('got 1 records, expected at least 3');
  });

  it('counts a name without records of the asked type as an empty answer', async () => {
    const result = await dnsCheck.run(parsed({ query: 'txt.vigil.test', querytype: 'A', minrecords: 1 }), probeContext());
    expect(result).toMatchObject({ pass: false, data: { count: 0 } });
    expect(result.message).toContain('got 0 records');
  });

  it('fails with NXDOMAIN for a name the server does not know', async () => {
    const result = await dnsCheck.run(parsed({ query: 'missing.vigil.test' }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.error).toBe('no such domain (NXDOMAIN)');
  });

  it('fails when the server does not answer in time', async () => {
    const before = server.queries();
    const result = await dnsCheck.run(parsed({ query: 'slow.vigil.test' }), probeContext({ timeoutMs: 300 }));
    expect(result.pass).toBe(false);
    expect(result.error).toBe('the DNS server did not answer in time');
    expect(server.queries()).toBeGreaterThan(before);
  });
});

describe('dns check without a server', () => {
  it('resolves addresses the way programs on the machine do, hosts file included', async () => {
    const probed = await dnsCheck.run(parsedCheckSpec(dnsCheck, { name: 'localhost', query: 'localhost', querytype: 'A', exactreply: ['127.0.0.1'] }), probeContext());
    expect(probed.pass).toBe(true);
    expect(probed.data).toMatchObject({ records: ['127.0.0.1'], count: 1 });
  });

  it('fails for a name the machine cannot resolve', async () => {
    const probed = await dnsCheck.run(parsedCheckSpec(dnsCheck, { name: 'nowhere', query: 'no-such-host.invalid', querytype: 'A' }), probeContext());
    expect(probed.pass).toBe(false);
    expect(probed.message).toContain('no-such-host.invalid');
  });
});
