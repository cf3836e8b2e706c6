import { readFile, realpath } from 'node:fs/promises';
import { resolve } from 'node:path';

const ENV_PREFIX = 'env://';
const FILE_PREFIX = 'file://';

/** Variables a connection may never read: what would hand out the server's own secrets. */
const REFUSED_VARIABLES = new Set(['SECRET_KEY', 'SECRET_KEY_PREVIOUS', 'DATABASE_URL']);

/** A value that names where the secret is (`env://NAME`, `file:///abs/path`) rather than being it. */
export function isValueReference(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith(ENV_PREFIX) || value.startsWith(FILE_PREFIX));
}

/** Why a reference may never be stored (it names the server's own secrets); undefined when it may. */
export function refusedReference(value: unknown, refusedFiles: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  const variable = value.startsWith(ENV_PREFIX) ? value.slice(ENV_PREFIX.length) : undefined;
  if (variable !== undefined && REFUSED_VARIABLES.has(variable)) return `a connection may not read the server's ${variable}`;
  if (value.startsWith(FILE_PREFIX) && refusedFiles.some((file) => resolve(file) === resolve(value.slice(FILE_PREFIX.length)))) return "a connection may not read the server's secret key file";
  return undefined;
}

export interface ReferenceReadOptions {
  /** Files a connection may never read (the key file). */
  refusedFiles: readonly string[];
  env?: Readonly<Record<string, string | undefined>>;
}

/**
 * The text a field of a connection holds at the time of use: `env://NAME` reads the server's
 * environment variable, `file:///abs/path` reads the file (a trailing newline dropped); anything
 * else is the value itself. `field` names it in the messages.
 */
export async function readValueReference(value: string, field: string, options: ReferenceReadOptions): Promise<string> {
  if (value.startsWith(ENV_PREFIX)) {
    const name = value.slice(ENV_PREFIX.length);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`${field}: ${value} is not an environment variable name`);
    if (REFUSED_VARIABLES.has(name)) throw new Error(`${field}: a connection may not read the server's ${name}`);
    const found = (options.env ?? process.env)[name];
    if (found === undefined) throw new Error(`${field}: the environment variable ${name} is not set on the server`);
    return found;
  }
  if (value.startsWith(FILE_PREFIX)) {
    let path: string;
    try {
      path = decodeURIComponent(new URL(value).pathname);
    } catch {
      throw new Error(`${field}: ${value} is not a file URL (file:///absolute/path)`);
    }
    if (!value.startsWith(`${FILE_PREFIX}/`)) throw new Error(`${field}: ${value} must name an absolute path (file:///absolute/path)`);
    const real = await realpath(path).catch(() => resolve(path));
    const refused = await Promise.all(options.refusedFiles.map((file) => realpath(file).catch(() => resolve(file))));
    if (refused.includes(real)) throw new Error(`${field}: a connection may not read the server's secret key file`);
    try {
      return (await readFile(path, 'utf8')).replace(/\r?\n$/, '');
    } catch (error) {
      throw new Error(`${field}: cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { cause: error });
    }
  }
  return value;
}
