import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/test/support/postgres-cluster.ts';
import { REPO_ROOT, runServer } from '../../e2e/support/server-process.ts';

/** The stand-alone data API (no authentication, the database owner's rights) on a loopback port. */
export interface StandaloneEngine {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const EMBEDDED_PROCESS = fileURLToPath(new URL('./embedded-data-api.process.ts', import.meta.url));

/** The built server's `serve-data-api` over a PostgreSQL database. */
export async function startPostgresEngine(databaseUrl: string): Promise<StandaloneEngine> {
  const port = await freePort();
  const { child, output } = runServer(['serve-data-api', '--database-url', databaseUrl, '--port', String(port)], {});
  return waitUntilServing(`http://127.0.0.1:${port}`, child, output);
}

/** The same engine and app over an embedded data folder no server holds, in a process of its own. */
export async function startEmbeddedEngine(dataDir: string): Promise<StandaloneEngine> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', EMBEDDED_PROCESS, dataDir, String(port)], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return waitUntilServing(`http://127.0.0.1:${port}`, child, () => output);
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<StandaloneEngine> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the stand-alone data API exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/config_items?limit=0`);
      await response.arrayBuffer();
      if (response.status === 200) return { url, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the stand-alone data API did not answer within 60 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
