import { lookup as systemLookup, Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { CheckSpecBase, CheckType, ProbeContext, ProbeResult } from './check-type.ts';
import { readCheckBase } from '../spec/check-base.reader.ts';
import type { SpecIssue } from '../spec/spec-issue.ts';
import { SpecReader } from '../spec/spec-reader.ts';

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

function readStringList(reader: SpecReader, key: string): string[] | undefined {
  const list = reader.list(key);
  if (list === undefined) return undefined;
  return list.flatMap((item, index) => {
    if (typeof item === 'string' || typeof item === 'number') return [String(item)];
    reader.issues.push({ path: `${reader.fieldPath(key)}[${index}]`, message: 'must be a string' });
    return [];
  });
}

function parse(raw: unknown, path: string): { spec: DnsCheckSpec } | { issues: SpecIssue[] } {
  const reader = SpecReader.of(raw, path);
  if (!reader) return { issues: [{ path, message: 'must be an object' }] };
  const query = reader.string('query', { required: true });
  // `timeout` is read with the common fields: seconds in canary specs, milliseconds here.
  const base = readCheckBase(reader, query);
  const server = reader.string('server');
  const port = reader.number('port', { integer: true, min: 1 }) ?? DEFAULT_PORT;
  if (port > 65535) reader.issue('port', 'must be at most 65535');
  const typeText = (reader.string('querytype') ?? 'A').toUpperCase();
  const querytype = DNS_QUERY_TYPES.find((t) => t === typeText);
  if (querytype === undefined) reader.issue('querytype', `must be one of ${DNS_QUERY_TYPES.join(', ')}`);
  const minrecords = reader.number('minrecords', { integer: true, min: 0 });
  const exactreply = readStringList(reader, 'exactreply');
  const thresholdMillis = reader.number('thresholdMillis', { min: 0 });
  reader.finish();
  if (reader.issues.length > 0 || query === undefined || querytype === undefined) return { issues: reader.issues };
  return { spec: { ...base, server, port, query, querytype, minrecords, exactreply, thresholdMillis } };
}

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
export const dnsCheck: CheckType<DnsCheckSpec> = {
  type: 'dns',
  parse,
  endpoint: (spec) => `${spec.querytype} ${spec.query}`,
  probe,
};
