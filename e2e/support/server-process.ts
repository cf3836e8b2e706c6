import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/test/support/postgres-cluster.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_MAIN = join(REPO_ROOT, 'apps/server/dist/main.js');

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  /** The server's process id (its scheduler leases carry it). */
  pid: number;
  output: () => string;
  /** Sends the signal and waits for the process to exit; resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function tempDir(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Runs the built server (`node apps/server/dist/main.js <args>`) and collects what it prints. */
export function runServer(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [SERVER_MAIN, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, exited: waitForExit(child) };
}

/** The first administrator every test server starts with (unless a test sets ADMIN_* itself). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' } as const;

/** Where the e2e run keeps an embedded database created and migrated once (global-setup.ts). */
export const MIGRATED_DATA_DIR_VARIABLE = 'VIGIL_E2E_MIGRATED_DATA_DIR';

/** A new data folder: a copy of the run's migrated embedded database when there is one (benches start empty). */
function newDataDir(): string {
  const dir = tempDir('vigil-e2e-').path;
  const migrated = process.env[MIGRATED_DATA_DIR_VARIABLE];
  if (migrated) cpSync(migrated, dir, { recursive: true });
  return dir;
}

/** Starts `start` and waits until the server answers HTTP (an unauthenticated /api/about gets a 401). */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? (env.DATABASE_URL ? tempDir('vigil-e2e-').path : newDataDir());
  const { child, output, exited } = runServer(['start'], {
    HOST: '127.0.0.1',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ...env, PORT: String(port), DATA_DIR: dataDir });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/about`);
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 60 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (child.pid === undefined) throw new Error('the server process has no id');
  return {
    url,
    port,
    dataDir,
    pid: child.pid,
    output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
