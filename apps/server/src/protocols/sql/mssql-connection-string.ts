import { decodeUrlPart } from '#src/connections/decode-url-part.ts';

/** Where and how to reach a SQL Server, read from a check's URL or connection string. */
export interface MssqlTarget {
  server: string;
  /** Absent with a named instance: the instance's port is looked up on the server. */
  port?: number | undefined;
  instanceName?: string | undefined;
  user?: string | undefined;
  password?: string | undefined;
  database?: string | undefined;
  /** Off unless asked for; `strict` is TDS 8 (encrypted before anything else is sent). */
  encrypt: boolean | 'strict';
  /** Accept a self-signed server certificate. */
  trustServerCertificate: boolean;
}

const DEFAULT_PORT = 1433;
const SERVER_KEYS = ['server', 'data source', 'address', 'addr', 'network address'];
const USER_KEYS = ['user id', 'uid', 'user', 'username'];
const PASSWORD_KEYS = ['password', 'pwd'];
const DATABASE_KEYS = ['database', 'initial catalog'];

function readEncrypt(value: string | undefined): MssqlTarget['encrypt'] {
  const text = value?.trim().toLowerCase();
  if (text === 'strict') return 'strict';
  return text === 'true' || text === 'yes' || text === 'mandatory' || text === '1';
}

function readFlag(value: string | undefined): boolean {
  return ['true', 'yes', '1'].includes(value?.trim().toLowerCase() ?? '');
}

function readPort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text.trim()) || port < 1 || port > 65_535) throw new Error(`the port ${text} is not valid`);
  return port;
}

/** `host`, `host,port`, `host:port`, `host\instance`, with an optional `tcp:` in front. */
function splitServer(text: string): Pick<MssqlTarget, 'server' | 'port' | 'instanceName'> {
  const address = text.trim().replace(/^tcp:/i, '');
  const [hostPart = '', portPart] = address.split(',');
  const [hostWithPort = '', instanceName] = hostPart.split('\\');
  const colon = /^(?<host>[^:]+):(?<port>\d+)$/.exec(hostWithPort);
  const host = (colon?.groups?.host ?? hostWithPort).trim();
  const portText = portPart ?? colon?.groups?.port;
  const server = host === '.' || host.toLowerCase() === '(local)' ? 'localhost' : host;
  return { server, port: portText ? readPort(portText) : undefined, instanceName: instanceName?.trim() || undefined };
}

/** Splits `key=value;...`; values may be quoted with `"`, `'` or `{}` (a doubled quote stands for itself). */
function readKeyValues(text: string): Map<string, string> {
  const values = new Map<string, string>();
  let rest = text;
  while (rest.length > 0) {
    const equals = rest.indexOf('=');
    if (equals < 0) {
      if (rest.trim()) throw new Error(`the connection string part "${rest.trim()}" has no value`);
      break;
    }
    const key = rest.slice(0, equals).trim().toLowerCase().replace(/\s+/g, ' ');
    rest = rest.slice(equals + 1).trimStart();
    const close = { '"': '"', "'": "'", '{': '}' }[rest[0] ?? ''];
    let value = '';
    if (close) {
      let index = 1;
      for (; index < rest.length; index += 1) {
        if (rest[index] !== close) value += rest[index];
        else if (rest[index + 1] === close) value += rest[(index += 1)];
        else break;
      }
      if (index >= rest.length) throw new Error(`the value of ${key} has no closing ${close}`);
      const end = rest.indexOf(';', index);
      rest = end < 0 ? '' : rest.slice(end + 1);
    } else {
      const end = rest.indexOf(';');
      value = (end < 0 ? rest : rest.slice(0, end)).trim();
      rest = end < 0 ? '' : rest.slice(end + 1);
    }
    if (key) values.set(key, value);
  }
  return values;
}

function fromUrl(text: string): MssqlTarget {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('the sqlserver URL cannot be read');
  }
  const params = new Map([...url.searchParams].map(([key, value]) => [key.toLowerCase().replace(/\s+/g, ' '), value]));
  const path = decodeUrlPart(url.pathname.replace(/^\//, ''));
  // The Go driver's sqlserver:// names the instance in the path; mssql:// reads like other database URLs.
  const pathIsInstance = url.protocol.toLowerCase() === 'sqlserver:';
  return {
    server: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? readPort(url.port) : undefined,
    instanceName: pathIsInstance ? path : undefined,
    user: decodeUrlPart(url.username) ?? decodeUrlPart(params.get('user id')),
    password: decodeUrlPart(url.password) ?? decodeUrlPart(params.get('password')),
    database: params.get('database') || params.get('initial catalog') || (pathIsInstance ? undefined : path),
    encrypt: readEncrypt(params.get('encrypt')),
    trustServerCertificate: readFlag(params.get('trustservercertificate')),
  };
}

function fromKeyValues(text: string): MssqlTarget {
  const values = readKeyValues(text);
  const first = (keys: string[]) => keys.map((key) => values.get(key)).find((value) => value !== undefined && value !== '');
  const serverText = first(SERVER_KEYS);
  if (!serverText) throw new Error('the connection string names no server (Server=host,1433;...)');
  const address = splitServer(serverText);
  const port = values.get('port');
  return {
    ...address,
    port: port ? readPort(port) : address.port,
    user: decodeUrlPart(first(USER_KEYS)),
    password: decodeUrlPart(first(PASSWORD_KEYS)),
    database: first(DATABASE_KEYS),
    encrypt: readEncrypt(values.get('encrypt')),
    trustServerCertificate: readFlag(values.get('trustservercertificate')),
  };
}

/**
 * Reads `sqlserver://user:pass@host:1433/instance?database=x&encrypt=true`,
 * `mssql://user:pass@host:1433/database`, or an ADO-style `Server=host,1433;User Id=u;Password=p;Database=x;Encrypt=true` string.
 */
export function parseMssqlConnectionString(text: string): MssqlTarget {
  const trimmed = text.trim();
  const target = /^(sqlserver|mssql):\/\//i.test(trimmed) ? fromUrl(trimmed) : fromKeyValues(trimmed.replace(/^odbc:/i, ''));
  if (!target.server) throw new Error('the connection string names no server');
  if (target.port === undefined && target.instanceName === undefined) target.port = DEFAULT_PORT;
  return target;
}
