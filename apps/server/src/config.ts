import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { isPropertyName } from '@vigil/domain';
import { parseDuration } from './jobs/parse-duration.ts';

export interface AppConfig {
  port: number;
  host: string;
  /** Folder of the embedded database (and other local state) when there is no databaseUrl. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Seed the demo workspace when the database is new. */
  demo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Behind reverse proxies: how many hops (a number) or which proxy addresses / CIDRs (a list) are
   * trusted, so the client address is the one the outermost trusted proxy saw; false trusts none.
   */
  trustProxy: false | number | string[];
  /** The address people reach the product at (links in emails, the kubeconfig server); undefined: derived from the request. */
  publicUrl: string | undefined;
  /** Who may register: only invited addresses, or anyone (who starts as a viewer). Undefined: open for a demo workspace, else invite. */
  registration: 'invite' | 'open' | undefined;
  /** The first administrator, created on the first start when the workspace has no administrator. */
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** smtp:// or smtps:// URL of the mail relay; undefined writes codes and links to the log instead. */
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** A JSON or YAML file of local feature flags ({name: value}); they win over database rows. */
  propertiesFile: string | undefined;
  /** Local feature flags from PROPERTIES ("a.disable=true,b=x"); they win over the file and over database rows. */
  properties?: Readonly<Record<string, string>>;
  /** A folder of canary spec files (YAML or JSON) applied at every start; undefined: none. */
  canariesDir: string | undefined;
  /** A folder of scraper spec files (YAML or JSON) applied at every start; undefined: none. */
  scrapersDir?: string | undefined;
  /** Whether the server runs scripts for users (exec checks); off refuses them when saved and when run. */
  exec: boolean;
  /** The unprivileged account scripts run as when the server runs as root. */
  execUser: string;
  /**
   * The longest lifetime of an access token made by someone who is not an administrator; null: no
   * limit; undefined: 365 days.
   */
  accessTokenMaxExpiryMs?: number | null | undefined;
  /** How long an authenticated caller is reused before its session or token is read again; undefined: 5 s, 0: never. */
  callerCacheTtlMs?: number | undefined;
  /** How many health check probes may be under way at once on this server; undefined: 100. */
  maxProbesInFlight?: number | undefined;
  /**
   * Any text the key that encrypts connection secrets is derived from; undefined: a key generated
   * once into `<dataDir>/secret.key` (decision 0066). Replicas on one PostgreSQL must share it.
   */
  secretKey?: string | undefined;
  /** The key before a rotation (SECRET_KEY_PREVIOUS): read, and secrets under it encrypted again at start-up. */
  previousSecretKey?: string | undefined;
}

/** A configuration problem, reported as one line that names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid configuration: ${variable} ${reason}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function readPort(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new ConfigError(name, `must be a port number from 1 to 65535 (got "${raw}")`);
  }
  return port;
}

function readCount(env: Env, name: string, max: number): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count < 1 || count > max) throw new ConfigError(name, `must be a whole number from 1 to ${max} (got "${raw}")`);
  return count;
}

function readDatabaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL', 'is not a URL; expected postgres://user:password@host:5432/database');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', `must start with postgres:// or postgresql:// (got "${url.protocol}//")`);
  }
  if (url.pathname.length <= 1) {
    throw new ConfigError('DATABASE_URL', 'must name a database, e.g. postgres://host:5432/vigil');
  }
  return raw;
}

function readSwitch(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `must be on or off (got "${env[name]}")`);
}

/** Names proxy-addr (Fastify's trustProxy) knows for ranges of private addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** off, on (one hop: the proxy in front of the server), a hop count, or proxy addresses / CIDRs. */
function readTrustProxy(env: Env): AppConfig['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim();
  if (raw === undefined || raw === '') return false;
  if (/^\d+$/.test(raw)) return Number(raw) === 0 ? false : Number(raw);
  const lower = raw.toLowerCase();
  if (['on', 'true', 'yes'].includes(lower)) return 1;
  if (['off', 'false', 'no'].includes(lower)) return false;
  const entries = raw.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || wrong !== undefined) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be off, on (one proxy), a number of proxies, or proxy addresses / CIDRs separated by commas, e.g. 10.0.0.0/8,loopback (got "${wrong ?? raw}")`,
    );
  }
  return entries;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function readLogLevel(env: Env): AppConfig['logLevel'] {
  const raw = env.LOG_LEVEL;
  if (raw === undefined || raw === '') return 'info';
  const level = LOG_LEVELS.find((l) => l === raw.toLowerCase());
  if (!level) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  return level;
}

function readHost(env: Env, fallback: string): string {
  const raw = env.HOST;
  if (raw === undefined || raw === '') return fallback;
  if (!/^[A-Za-z0-9.:-]+$/.test(raw)) throw new ConfigError('HOST', `must be an address or host name (got "${raw}")`);
  return raw;
}

function readUrl(env: Env, name: string, protocols: readonly string[], example: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a URL; expected ${example}`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${url.protocol}//")`);
  }
  return raw.replace(/\/+$/, '');
}

function readRegistration(env: Env): AppConfig['registration'] {
  const raw = env.REGISTRATION;
  if (raw === undefined || raw === '') return undefined;
  const mode = raw.toLowerCase();
  if (mode !== 'invite' && mode !== 'open') throw new ConfigError('REGISTRATION', `must be invite or open (got "${raw}")`);
  return mode;
}

function readEmail(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^[^\s@]+@[^\s@]+$/.test(raw)) throw new ConfigError(name, `must be an email address (got "${raw}")`);
  return raw.toLowerCase();
}

function readAdminPassword(env: Env): string | undefined {
  const raw = env.ADMIN_PASSWORD;
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 8) throw new ConfigError('ADMIN_PASSWORD', 'must have at least 8 characters');
  return raw;
}

/** `name=value` pairs separated by commas; a value may hold `=` but not a comma. */
function readProperties(env: Env): Record<string, string> {
  const raw = env.PROPERTIES;
  const properties: Record<string, string> = {};
  if (raw === undefined || raw.trim() === '') return properties;
  for (const pair of raw.split(',')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    const name = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (at < 0 || !isPropertyName(name)) {
      throw new ConfigError('PROPERTIES', `must be name=value pairs separated by commas, e.g. incidents.disable=true,logs.disable=true (got "${pair.trim()}")`);
    }
    properties[name] = pair.slice(at + 1).trim();
  }
  return properties;
}

/** The account scripts run as when EXEC_USER is unset. */
export const DEFAULT_EXEC_USER = 'nobody';

function readExecUser(env: Env): string {
  const raw = env.EXEC_USER;
  if (raw === undefined || raw === '') return DEFAULT_EXEC_USER;
  if (!/^[A-Za-z_][A-Za-z0-9_.-]{0,31}$/.test(raw)) throw new ConfigError('EXEC_USER', `must be the name of an account, e.g. nobody (got "${raw}")`);
  return raw;
}

/** A whole-unit duration such as 5s, 720h or 90d (or 0 when allowed); undefined when unset. */
function readDuration(env: Env, name: string, example: string, options: { zero?: boolean; maxMs?: number } = {}): number | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  if (raw === '0' && options.zero) return 0;
  const ms = /^(\d+[smhdw])+$/.test(raw) ? parseDuration(raw) : undefined;
  if (ms === undefined || (ms === 0 && !options.zero)) throw new ConfigError(name, `must be a duration such as ${example} (got "${env[name]}")`);
  if (options.maxMs !== undefined && ms > options.maxMs) throw new ConfigError(name, `must be at most ${options.maxMs / 1000}s (got "${env[name]}")`);
  return ms;
}

function readTokenMaxExpiry(env: Env): number | null | undefined {
  const raw = env.ACCESS_TOKEN_MAX_EXPIRY?.trim().toLowerCase();
  if (raw === 'never' || raw === 'none') return null;
  return readDuration(env, 'ACCESS_TOKEN_MAX_EXPIRY', '365d, 2160h or never');
}

export function loadConfig(env: Env = process.env, defaults: { host?: string } = {}): AppConfig {
  const dataDir = env.DATA_DIR === undefined || env.DATA_DIR === '' ? './data' : env.DATA_DIR;
  return {
    port: readPort(env, 'PORT', 8080),
    host: readHost(env, defaults.host ?? '127.0.0.1'),
    dataDir: resolve(dataDir),
    databaseUrl: readDatabaseUrl(env),
    demo: readSwitch(env, 'DEMO', true),
    logLevel: readLogLevel(env),
    trustProxy: readTrustProxy(env),
    publicUrl: readUrl(env, 'PUBLIC_URL', ['http:', 'https:'], 'https://vigil.example.com'),
    registration: readRegistration(env),
    adminEmail: readEmail(env, 'ADMIN_EMAIL'),
    adminPassword: readAdminPassword(env),
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587'),
    smtpFrom: readEmail(env, 'SMTP_FROM') ?? 'vigil@localhost',
    propertiesFile: env.PROPERTIES_FILE === undefined || env.PROPERTIES_FILE === '' ? undefined : resolve(env.PROPERTIES_FILE),
    properties: readProperties(env),
    canariesDir: env.CANARIES_DIR === undefined || env.CANARIES_DIR === '' ? undefined : resolve(env.CANARIES_DIR),
    scrapersDir: env.SCRAPERS_DIR === undefined || env.SCRAPERS_DIR === '' ? undefined : resolve(env.SCRAPERS_DIR),
    exec: readSwitch(env, 'EXEC', true),
    execUser: readExecUser(env),
    accessTokenMaxExpiryMs: readTokenMaxExpiry(env),
    callerCacheTtlMs: readDuration(env, 'CALLER_CACHE_TTL', '5s (or 0 for no cache)', { zero: true, maxMs: 60_000 }),
    maxProbesInFlight: readCount(env, 'MAX_PROBES_IN_FLIGHT', 10_000),
    secretKey: env.SECRET_KEY === undefined || env.SECRET_KEY === '' ? undefined : env.SECRET_KEY,
    previousSecretKey: env.SECRET_KEY_PREVIOUS === undefined || env.SECRET_KEY_PREVIOUS === '' ? undefined : env.SECRET_KEY_PREVIOUS,
  };
}
