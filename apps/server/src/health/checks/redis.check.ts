import { acrossFields, needsOneOf, specNumber, specObject, specString } from '#src/spec/spec-schema.ts';
import { checkBaseShape, namedCheck } from '../spec/check-base.schema.ts';
import { defineCheckType, type CheckSpecBase, type CheckType, type ProbeContext, type ProbeResult } from './check-type.ts';
import { isConnectionReference, redactUrl, secretText, type SecretValue } from '#src/connections/probe-credentials.ts';
import { secretValueSchema } from '#src/connections/secret-value.schema.ts';
import { RespConnection, RespReplyError } from '#src/protocols/redis/redis-resp.client.ts';

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

const redisEntrySchema = acrossFields(
  needsOneOf(specObject({
    addr: specString().refine((addr) => addr === undefined || /^[^\s/]+:\d+$/.test(addr), { error: 'must be host:port' }),
    url: specString(),
    connection: specString(),
    username: secretValueSchema,
    password: secretValueSchema,
    db: specNumber({ integer: true, min: 0 }),
    ...checkBaseShape,
  }), ['addr', 'url', 'connection']),
  (entry, issue) => {
    if (entry.addr === undefined && entry.url === undefined && entry.connection === undefined) issue('addr', 'addr (host:port), url or connection is required');
  },
);

/** One `redis` entry: database 0 unless given; the check is named after its address (password hidden) unless named. */
const redisSchema = namedCheck(redisEntrySchema, (entry) => entry.addr ?? (typeof entry.url === 'string' && entry.url !== '' ? redactUrl(entry.url) : entry.connection)).transform(
  (entry): RedisCheckSpec => ({ ...entry, db: entry.db ?? 0 }),
);

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
export const redisCheck: CheckType<RedisCheckSpec> = defineCheckType({
  type: 'redis',
  schema: redisSchema,
  examples: [{ name: 'cache', addr: '127.0.0.1:6379', db: 0 }],
  endpoint: (spec) => spec.addr ?? (spec.url ? redactUrl(spec.url) : spec.connection),
  run: probe,
});
