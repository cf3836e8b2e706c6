import { resolve } from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  /** Folder of the embedded database (and other local state) when there is no databaseUrl. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Seed the demo workspace when the database is new. */
  demo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
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

export function loadConfig(env: Env = process.env, defaults: { host?: string } = {}): AppConfig {
  const dataDir = env.DATA_DIR === undefined || env.DATA_DIR === '' ? './data' : env.DATA_DIR;
  return {
    port: readPort(env, 'PORT', 8080),
    host: readHost(env, defaults.host ?? '127.0.0.1'),
    dataDir: resolve(dataDir),
    databaseUrl: readDatabaseUrl(env),
    demo: readSwitch(env, 'DEMO', true),
    logLevel: readLogLevel(env),
  };
}
