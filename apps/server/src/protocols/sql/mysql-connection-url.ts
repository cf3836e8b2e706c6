import { decodeUrlPart } from '#src/connections/decode-url-part.ts';

/** Where and how to reach a MySQL or MariaDB server, read from a check's URL. */
export interface MysqlTarget {
  host: string;
  port: number;
  user?: string | undefined;
  password?: string | undefined;
  database?: string | undefined;
  /** Absent: plain connection. `verify: false` accepts a self-signed certificate. */
  tls?: { verify: boolean } | undefined;
}

const DEFAULT_PORT = 3306;
/** The Go driver's form, common in canary specs: `user:pass@tcp(host:port)/db?tls=true`. */
const GO_DSN = /^(?:(?<user>[^:@]*)(?::(?<password>.*))?@)?(?:tcp|unix)?(?:\((?<address>[^)]*)\))?\/(?<database>[^?]*)(?:\?(?<query>.*))?$/s;

function splitHostPort(address: string): { host: string; port: number } {
  const match = /^\[?(?<host>[^\]]*?)\]?(?::(?<port>\d+))?$/.exec(address);
  const host = match?.groups?.host || '127.0.0.1';
  const port = match?.groups?.port ? Number(match.groups.port) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`the port in ${address} is not valid`);
  return { host, port };
}

/** Reads `tls`, `ssl`, `ssl-mode` / `sslmode` as the MySQL clients and the Go driver write them. */
function readTls(params: URLSearchParams): MysqlTarget['tls'] {
  const value = (params.get('tls') ?? params.get('ssl') ?? params.get('ssl-mode') ?? params.get('sslmode'))?.toLowerCase();
  if (value === undefined || ['false', 'disabled', 'disable', '0', 'off', ''].includes(value)) return undefined;
  if (['skip-verify', 'preferred', 'required', 'require'].includes(value)) return { verify: false };
  return { verify: true };
}

/**
 * Reads `mysql://user:pass@host:port/db` (also `mariadb://`) or the Go driver's
 * `user:pass@tcp(host:port)/db`. Credentials may be percent-encoded in both.
 */
export function parseMysqlUrl(url: string): MysqlTarget {
  const trimmed = url.trim();
  if (/^(mysql|mariadb|mysqlx):\/\//i.test(trimmed)) {
    let parsed: URL;
    try {
      parsed = new URL(trimmed);
    } catch {
      throw new Error('the mysql URL cannot be read');
    }
    const address = splitHostPort(parsed.host);
    return {
      ...address,
      user: decodeUrlPart(parsed.username),
      password: decodeUrlPart(parsed.password),
      database: decodeUrlPart(parsed.pathname.replace(/^\//, '')),
      tls: readTls(parsed.searchParams),
    };
  }
  const dsn = GO_DSN.exec(trimmed)?.groups;
  if (!dsn) throw new Error('the mysql URL must look like mysql://user:password@host:3306/database');
  return {
    ...splitHostPort(dsn.address ?? ''),
    user: decodeUrlPart(dsn.user),
    password: decodeUrlPart(dsn.password),
    database: decodeUrlPart(dsn.database),
    tls: readTls(new URLSearchParams(dsn.query ?? '')),
  };
}
