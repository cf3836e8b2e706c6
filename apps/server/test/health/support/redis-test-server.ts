import { spawn, spawnSync } from 'node:child_process';
import { freePort } from '#test/support/postgres-cluster.ts';

export interface RedisTestServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * A throwaway redis-server on a free loopback port, with nothing saved to disk. Fails with the
 * package to install when the binary is missing, so the tests never pass without Redis.
 */
export async function startRedisTestServer(options: { password?: string } = {}): Promise<RedisTestServer> {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) {
    throw new Error('redis-server is not installed: install the Debian package "redis-server" (npm test does this when it can).');
  }
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'];
  if (options.password) args.push('--requirepass', options.password);
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with code ${code}:\n${output}`));
    });
  });
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
