import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { E2E_ADMIN, runServer, SERVER_MAIN, tempDir } from '../../e2e/support/server-process.ts';
import { freePort } from '../../apps/server/test/support/postgres-cluster.ts';

export interface BenchServer {
  url: string;
  /** The server's process id, to read its CPU time and memory from /proc. */
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/** Refuses to go on without a build: the benches measure the server people run, not the sources. */
export function requireBuiltServer(): void {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error('apps/server/dist is missing: run `npm run build` first (the bench starts the built server).');
  }
}

export interface BenchServerOptions {
  /** A data folder the caller owns and removes (the embedded database outlives the server); default a temp folder removed at stop. */
  dataDir?: string;
}

/** Starts the built server (`start`) with the e2e administrator and waits until it answers HTTP. */
export async function startBenchServer(env: Record<string, string>, options: BenchServerOptions = {}): Promise<BenchServer> {
  requireBuiltServer();
  const port = await freePort();
  const dataDir = options.dataDir === undefined ? tempDir('vigil-bench-server-') : { path: options.dataDir, remove: () => undefined };
  const { child, output, exited } = runServer(['start'], {
    HOST: '127.0.0.1',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    DEMO: 'off',
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir.path,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(url, child, output);
  return {
    url,
    pid: child.pid!,
    output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      dataDir.remove();
    },
  };
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/about`);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 60 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
