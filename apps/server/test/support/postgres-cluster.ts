import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

function findBinDir(): string {
  const dir = BIN_DIRS.find((d) => existsSync(join(d, 'initdb')));
  if (!dir) {
    throw new Error('PostgreSQL server binaries not found: install the Debian package "postgresql" (npm test does this when it can).');
  }
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user. */
function run(bin: string, args: string[]): void {
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const res = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (res.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed: ${res.stderr || res.stdout}`);
  }
}

export interface PostgresCluster {
  url: (database?: string) => string;
  port: number;
  stop: () => void;
}

/** Creates and starts a throwaway cluster on a free loopback port; `stop` removes it entirely. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'vigil-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  run(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', settings, '-l', join(dir, 'server.log'), '-w', 'start']);
  let stopped = false;
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
