import type { CheckSpecBase, CheckType, ProbeContext, ProbeResult } from './check-type.ts';
import { readCheckBase } from '../spec/check-base.reader.ts';
import type { SpecIssue } from '../spec/spec-issue.ts';
import { SpecReader } from '../spec/spec-reader.ts';
import { isConnectionReference, readSecret, redactUrl, secretText, type SecretValue } from './probe-credentials.ts';
import { RespConnection, RespReplyError } from './redis-resp.client.ts';

export interface RedisCheckSpec extends CheckSpecBase {
  /** `host:port`. */
  addr?: string | undefined;
  /** `redis://[user:password@]host:port[/db]`, or `rediss://` for TLS. */
  url?: string | undefined;
  /** A `connection://<namespace>/<name>` reference. */
  connection?: string | undefined;
  username?: SecretValue | undefined;
  password?: SecretValue | undefined;
  db: number;
}

const DEFAULT_PORT = 6379;
/** Fields of `INFO server` worth keeping with each result. */
const INFO_FIELDS = ['redis_version', 'redis_mode', 'os', 'uptime_in_seconds', 'tcp_port'];

function parse(raw: unknown, path: string): { spec: RedisCheckSpec } | { issues: SpecIssue[] } {
  const reader = SpecReader.of(raw, path);
  if (!reader) return { issues: [{ path, message: 'must be an object' }] };
  const addr = reader.string('addr');
  const url = reader.string('url');
  const connection = reader.string('connection');
  const base = readCheckBase(reader, addr ?? (url ? redactUrl(url) : connection));
  const username = readSecret(reader, 'username');
  const password = readSecret(reader, 'password');
  const db = reader.number('db', { integer: true, min: 0 }) ?? 0;
  if (addr === undefined && url === undefined && connection === undefined) {
    reader.issue('addr', 'addr (host:port), url or connection is required');
  } else if (addr !== undefined && !/^[^\s/]+:\d+$/.test(addr)) {
    reader.issue('addr', 'must be host:port');
  }
  reader.finish();
  if (reader.issues.length > 0) return { issues: reader.issues };
  return { spec: { ...base, addr, url, connection, username, password, db } };
}

interface RedisTarget {
  host: string;
  port: number;
  tls: boolean;
  username?: string | undefined;
  password?: string | undefined;
  db: number;
}

function splitAddress(address: string): { host: string; port: number } {
  const match = /^\[?([^\]]+?)\]?(?::(\d+))?$/.exec(address);
  if (!match) throw new Error(`the address ${address} is not host:port`);
  return { host: match[1]!, port: match[2] ? Number(match[2]) : DEFAULT_PORT };
}

async function resolveTarget(spec: RedisCheckSpec, context: ProbeContext): Promise<RedisTarget> {
  let address = spec.addr ?? spec.url;
  let username: string | undefined;
  let password: string | undefined;
  if (isConnectionReference(spec.connection)) {
    const resolved = await context.resolveConnection(spec.connection);
    if (!resolved) throw new Error(`connection ${spec.connection} was not found`);
    address ??= resolved.url;
    username = resolved.username;
    password = resolved.password;
  } else {
    address ??= spec.connection;
  }
  if (!address) throw new Error('no address to connect to: the connection has none');
  let db = spec.db;
  let tls = false;
  let hostPort = address;
  if (/^rediss?:\/\//.test(address)) {
    const url = new URL(address);
    tls = url.protocol === 'rediss:';
    hostPort = url.host;
    username = url.username ? decodeURIComponent(url.username) : username;
    password = url.password ? decodeURIComponent(url.password) : password;
    if (db === 0 && /^\/\d+$/.test(url.pathname)) db = Number(url.pathname.slice(1));
  }
  username = secretText(spec.username, 'username') ?? username;
  password = secretText(spec.password, 'password') ?? password;
  return { ...splitAddress(hostPort), tls, username, password, db };
}

function parseInfo(text: string): Record<string, string> {
  const info: Record<string, string> = {};
  for (const line of text.split('\r\n')) {
    const [key, ...rest] = line.split(':');
    if (key && INFO_FIELDS.includes(key)) info[key] = rest.join(':');
  }
  return info;
}

async function probe(spec: RedisCheckSpec, context: ProbeContext): Promise<ProbeResult> {
  let target: RedisTarget;
  try {
    target = await resolveTarget(spec, context);
  } catch (error) {
    const reason = (error as Error).message;
    return { pass: false, message: reason, error: reason, data: {} };
  }
  const where = `${target.host}:${target.port}`;
  let connection: RespConnection | undefined;
  try {
    connection = await RespConnection.connect({ ...target, signal: context.signal });
    if (target.password) {
      const credentials = target.username ? [target.username, target.password] : [target.password];
      await connection.command('AUTH', ...credentials);
    }
    if (target.db !== 0) await connection.command('SELECT', String(target.db));
    const pong = await connection.command('PING');
    if (pong !== 'PONG') {
      return { pass: false, message: `${where} answered PING with ${JSON.stringify(pong)}`, data: { db: target.db } };
    }
    // INFO may be renamed or denied to this user; the check does not depend on it.
    const infoText = await connection.command('INFO', 'server').catch(() => null);
    const info = typeof infoText === 'string' ? parseInfo(infoText) : {};
    const version = info.redis_version ? ` (redis ${info.redis_version})` : '';
    return { pass: true, message: `PONG from ${where}${version}`, data: { db: target.db, info } };
  } catch (error) {
    const reason =
      error instanceof RespReplyError ? `${where} refused: ${error.message}` : `${where}: ${(error as Error).message}`;
    return { pass: false, message: reason, error: reason, data: { db: target.db } };
  } finally {
    connection?.close();
  }
}

/** Connects to Redis, logs in and selects the database when asked, and expects PONG to a PING. */
export const redisCheck: CheckType<RedisCheckSpec> = {
  type: 'redis',
  parse,
  endpoint: (spec) => spec.addr ?? (spec.url ? redactUrl(spec.url) : spec.connection),
  probe,
};
