import { lookup as systemLookup, Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import { z } from 'zod';
import { specList, specNumber, specObject, specOneOf, specString } from '#src/spec/spec-schema.ts';
import { checkBaseShape, namedCheck } from '../spec/check-base.schema.ts';
import { defineCheckType, type CheckSpecBase, type CheckType, type ProbeContext, type ProbeResult } from './check-type.ts';

export const DNS_QUERY_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SRV', 'PTR'] as const;
export type DnsQueryType = (typeof DNS_QUERY_TYPES)[number];

export interface DnsCheckSpec extends CheckSpecBase {
  /** The DNS server's address; undefined asks the system resolver. */
  server?: string | undefined;
  port: number;
  query: string;
  querytype: DnsQueryType;
  minrecords?: number | undefined;
  /** The answers must equal this list (order aside). */
  exactreply?: string[] | undefined;
  thresholdMillis?: number | undefined;
}

const DEFAULT_PORT = 53;

const dnsEntrySchema = specObject({
  query: specString({ required: true }),
  server: specString(),
  port: specNumber({ integer: true, min: 1, max: 65535 }),
  querytype: specOneOf(DNS_QUERY_TYPES),
  minrecords: specNumber({ integer: true, min: 0 }),
  exactreply: specList(z.union([z.string(), z.number()], { error: 'must be a string' }).transform(String)),
  thresholdMillis: specNumber({ min: 0 }),
  // `timeout` is read with the common fields: seconds in canary specs, milliseconds here.
  ...checkBaseShape,
});

/** One `dns` entry: port 53 and querytype A unless given; the check is named after its query unless named. */
const dnsSchema = namedCheck(dnsEntrySchema, (entry) => entry.query).transform((entry): DnsCheckSpec => ({
  ...entry,
  server: entry.server,
  port: entry.port ?? DEFAULT_PORT,
  querytype: entry.querytype ?? 'A',
}));

/**
 * Each record as one line of text, the form `exactreply` is written in. Without a server, address
 * queries go through the operating system's resolver (hosts file included), as programs on the
 * machine resolve names; other record types need DNS itself.
 */
async function lookup(resolver: Resolver, type: DnsQueryType, name: string, viaSystem: boolean): Promise<string[]> {
  if (viaSystem && (type === 'A' || type === 'AAAA')) {
    const found = await systemLookup(name, { all: true, family: type === 'A' ? 4 : 6 });
    return found.map((a) => a.address);
  }
  switch (type) {
    case 'A':
      return resolver.resolve4(name);
    case 'AAAA':
      return resolver.resolve6(name);
    case 'CNAME':
      return resolver.resolveCname(name);
    case 'NS':
      return resolver.resolveNs(name);
    case 'PTR':
      return resolver.resolvePtr(isIP(name) ? reverseName(name) : name);
    case 'TXT':
      return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
    case 'MX':
      return (await resolver.resolveMx(name)).map((r) => `${r.exchange} ${r.priority}`);
    case 'SRV':
      return (await resolver.resolveSrv(name)).map((r) => `${r.name} ${r.port} ${r.priority} ${r.weight}`);
  }
}

function reverseName(ip: string): string {
  if (isIP(ip) === 4) return `${ip.split('.').reverse().join('.')}.in-addr.arpa`;
  const groups = ip.split('::');
  const head = groups[0] ? groups[0].split(':') : [];
  const tail = groups[1] ? groups[1].split(':') : [];
  const middle = Array<string>(8 - head.length - tail.length).fill('0');
  const nibbles = [...head, ...(groups.length > 1 ? middle : []), ...tail].map((g) => g.padStart(4, '0')).join('');
  return `${[...nibbles].reverse().join('.')}.ip6.arpa`;
}

/** Names compare without their final dot: servers and specs write `dns.google.` and `dns.google`. */
function normalise(answer: string): string {
  return answer
    .split(' ')
    .map((part) => part.replace(/\.$/, '').toLowerCase())
    .join(' ');
}

function sameAnswers(found: string[], expected: string[]): boolean {
  const a = found.map(normalise).sort();
  const b = expected.map(normalise).sort();
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

const ERROR_TEXT: Record<string, string> = {
  ENOTFOUND: 'no such domain (NXDOMAIN)',
  ETIMEOUT: 'the DNS server did not answer in time',
  ECONNREFUSED: 'the DNS server refused the connection',
  ESERVFAIL: 'the DNS server failed (SERVFAIL)',
  EREFUSED: 'the DNS server refused the query',
};

async function probe(spec: DnsCheckSpec, context: ProbeContext): Promise<ProbeResult> {
  const resolver = new Resolver({ timeout: Math.max(1, context.timeoutMs), tries: 1 });
  if (spec.server) {
    const host = isIP(spec.server) === 6 ? `[${spec.server}]` : spec.server;
    resolver.setServers([`${host}:${spec.port}`]);
  }
  const cancel = () => resolver.cancel();
  context.signal.addEventListener('abort', cancel, { once: true });
  const started = performance.now();
  const target = `${spec.querytype} ${spec.query}${spec.server ? ` @${spec.server}:${spec.port}` : ''}`;
  try {
    let records: string[];
    try {
      records = await lookup(resolver, spec.querytype, spec.query, !spec.server);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      // NODATA: the name exists but has no record of this type; that is an empty answer.
      if (code !== 'ENODATA') {
        const reason = context.signal.aborted ? ERROR_TEXT.ETIMEOUT! : (ERROR_TEXT[code] ?? (error as Error).message);
        return { pass: false, message: `${target}: ${reason}`, error: reason, data: { records: [], count: 0, code } };
      }
      records = [];
    }
    const elapsed = Math.round(performance.now() - started);
    const data = { records, count: records.length };
    const failures: string[] = [];
    if (spec.minrecords !== undefined && records.length < spec.minrecords) {
      failures.push(`got ${records.length} records, expected at least ${spec.minrecords}`);
    }
    if (spec.exactreply !== undefined && spec.exactreply.length > 0 && !sameAnswers(records, spec.exactreply)) {
      failures.push(`got [${records.join(', ')}], expected [${spec.exactreply.join(', ')}]`);
    }
    if (spec.thresholdMillis && elapsed > spec.thresholdMillis) {
      failures.push(`answered in ${elapsed} ms, above the ${spec.thresholdMillis} ms threshold`);
    }
    if (failures.length > 0) return { pass: false, message: `${target}: ${failures.join('; ')}`, data };
    return { pass: true, message: `${target}: ${records.join(', ') || 'no records'}`, data };
  } finally {
    context.signal.removeEventListener('abort', cancel);
  }
}

/** Asks a DNS server for one name and checks the answers: how many, and which. */
export const dnsCheck: CheckType<DnsCheckSpec> = defineCheckType({
  type: 'dns',
  schema: dnsSchema,
  examples: ['name: resolver\nquery: localhost\nquerytype: A\nexactreply: [127.0.0.1]\n', { query: 'example.org', querytype: 'MX', minrecords: 1 }],
  endpoint: (spec) => `${spec.querytype} ${spec.query}`,
  run: probe,
});
