import { describe, expect, it } from 'vitest';
import { icmpCheck, readPingSummary, type IcmpCheckSpec } from '#src/health/checks/icmp.check.ts';
import { probeContext } from '../support/probe-context.ts';
import { parsedCheckSpec } from '../support/parsed-check-spec.ts';

function parsed(raw: Record<string, unknown>): IcmpCheckSpec {
  return parsedCheckSpec(icmpCheck, raw);
}

describe('icmp check parsing', () => {
  it('accepts a canary-checker entry unchanged and sends one packet by default', () => {
    expect(parsed({ endpoint: 'api.github.com', thresholdMillis: 600, packetLossThreshold: 10, packetCount: 2 })).toMatchObject({
      name: 'api.github.com',
      endpoint: 'api.github.com',
      packetCount: 2,
      packetLossThreshold: 10,
    });
    expect(parsed({ name: 'gateway', endpoint: '10.0.0.1' }).packetCount).toBe(1);
    expect(parsed({ name: 'gateway', endpoint: '10.0.0.1', packetCount: 0 }).packetCount).toBe(1);
  });

  it('rejects a missing endpoint, negative numbers, option-like hosts and unknown keys', () => {
    expect(icmpCheck.parse({ name: 'x', packetCount: -1, thresholdMillis: -5, ttl: 3 }, 'spec.icmp[1]')).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.icmp[1].endpoint', message: 'endpoint is required' },
        { path: 'spec.icmp[1].packetCount', message: 'must be at least 0' },
        { path: 'spec.icmp[1].thresholdMillis', message: 'must be at least 0' },
        { path: 'spec.icmp[1].ttl', message: 'unknown key' },
      ]),
    });
    expect(icmpCheck.parse({ name: 'x', endpoint: '-f localhost' }, 'p')).toEqual({
      issues: [{ path: 'p.endpoint', message: 'must be a host name or an IP address' }],
    });
  });

  it('reads packet loss and round trips from the ping summary', () => {
    const summary = readPingSummary(
      [
        'PING gw (10.0.0.1) 56(84) bytes of data.',
        '--- gw ping statistics ---',
        '4 packets transmitted, 3 received, 25% packet loss, time 3004ms',
        'rtt min/avg/max/mdev = 0.101/0.250/0.400/0.120 ms',
      ].join('\n'),
    );
    expect(summary).toEqual({
      ip: '10.0.0.1',
      packetsSent: 4,
      packetsReceived: 3,
      packetLoss: 25,
      minRtt: 0.101,
      avgRtt: 0.25,
      maxRtt: 0.4,
    });
  });
});

describe('icmp check with the system ping', () => {
  it('passes for the loopback address with every packet answered', async () => {
    const result = await icmpCheck.run(parsed({ endpoint: '127.0.0.1', packetCount: 2, packetLossThreshold: 0 }), probeContext());
    expect(result.message).toMatch(/^127\.0\.0\.1: 2\/2 replies, average [\d.]+ ms$/);
    expect(result.pass).toBe(true);
    expect(result.data).toMatchObject({ packetsSent: 2, packetsReceived: 2, packetLoss: 0 });
  });

  it('fails with the resolver reason for a host that cannot be resolved', async () => {
    const result = await icmpCheck.run(parsed({ endpoint: 'no-such-host.invalid' }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.message).toMatch(/^no-such-host\.invalid: .*(not known|resolution|resolve)/i);
  });
});
