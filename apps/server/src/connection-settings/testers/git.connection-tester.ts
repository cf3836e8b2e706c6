import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { defineConnectionTester, requiredUrl } from './connection-tester.ts';

const OUTPUT_SHOWN = 500;

/** The repository address with the basic credentials in it (http and https only). */
function addressWithCredentials(connection: ResolvedConnection): string {
  const address = requiredUrl(connection);
  if (!connection.password || !/^https?:\/\//i.test(address)) return address;
  const url = new URL(address);
  url.username = encodeURIComponent(connection.username || 'git');
  url.password = encodeURIComponent(connection.password);
  return url.toString();
}

function run(args: string[], env: Record<string, string>, signal: AbortSignal, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { env, signal, timeout: timeoutMs, maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      const said = stderr.trim().slice(0, OUTPUT_SHOWN);
      reject(new Error(said !== '' ? said : signal.aborted || error.killed ? 'git ls-remote timed out' : error.message));
    });
  });
}

/**
 * `git ls-remote` of the repository, in an empty environment (no user's configuration, no prompt
 * for a password), with the connection's basic credentials or SSH key; the ref must exist.
 */
export const gitConnectionTester = defineConnectionTester({
  types: ['git'],
  async test(connection, { signal, timeoutMs }) {
    const home = await mkdtemp(join(tmpdir(), 'vigil-git-test-'));
    try {
      const env: Record<string, string> = { HOME: home, PATH: process.env.PATH ?? '/usr/bin:/bin', GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' };
      if (connection.certificate) {
        const key = join(home, 'id');
        await writeFile(key, `${connection.certificate.trim()}\n`, { mode: 0o600 });
        env.GIT_SSH_COMMAND = `ssh -i ${key} -o IdentitiesOnly=yes -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o UserKnownHostsFile=${join(home, 'known_hosts')}`;
      }
      const ref = typeof connection.properties.ref === 'string' && connection.properties.ref !== '' ? connection.properties.ref : undefined;
      const address = addressWithCredentials(connection);
      if (address.startsWith('-')) throw new Error(`${connection.url} is not a repository address`);
      // ext:: would run a command of the address's choosing; git refuses it unless configured, and so do we.
      const output = await run(['-c', 'protocol.ext.allow=never', 'ls-remote', address, ...(ref ? [ref] : [])], env, signal, timeoutMs);
      if (ref && output.trim() === '') throw new Error(`the repository has no ref ${ref}`);
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  },
});
