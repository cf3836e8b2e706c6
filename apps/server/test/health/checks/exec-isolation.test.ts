import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { findPasswdAccount } from '#src/exec/exec-identity.ts';
import { SCRIPT_PATH, ScriptRunner } from '#src/exec/script-runner.ts';
import type { ProbeContext, ProbeResult } from '#src/health/checks/check-type.ts';
import { execCheck } from '#src/health/checks/exec.check.ts';

/** The tests run as root here and in CI; elsewhere they assert what a server that cannot switch accounts does. */
const runningAsRoot = process.getuid?.() === 0;
const nobody = findPasswdAccount(readFileSync('/etc/passwd', 'utf8'), 'nobody');
const scripts = ScriptRunner.forConfig({ exec: true, execUser: 'nobody' });

async function runExec(raw: Record<string, unknown>, timeoutMs = 20_000): Promise<ProbeResult> {
  const parsed = execCheck.parse({ name: 'isolated', ...raw }, 'spec.exec[0]');
  if ('issues' in parsed) throw new Error(JSON.stringify(parsed.issues));
  const context: ProbeContext = { signal: AbortSignal.timeout(timeoutMs), timeoutMs, resolveConnection: () => Promise.resolve(undefined), scripts };
  return execCheck.run(parsed.spec, context);
}

const stdoutOf = (result: ProbeResult) => String(result.data.stdout);

/** Whether the process still runs; a killed process waiting to be reaped (a zombie) does not. */
function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2] !== 'Z';
  } catch {
    return false;
  }
}

async function stillRunningAfterAWhile(pid: number): Promise<boolean> {
  for (let attempt = 0; attempt < 30 && isRunning(pid); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return isRunning(pid);
}

/** The variables `env` printed, by name. */
function variablesOf(output: string): Map<string, string> {
  const variables = new Map<string, string>();
  for (const line of output.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) variables.set(line.slice(0, at), line.slice(at + 1));
  }
  return variables;
}

describe('scripts run for users are isolated from the server', () => {
  const saved = { ADMIN_PASSWORD: process.env.ADMIN_PASSWORD, DATABASE_URL: process.env.DATABASE_URL, SMTP_URL: process.env.SMTP_URL };
  const folders: string[] = [];
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("sees none of the server's environment, only PATH, HOME and the variables its spec declares", async () => {
    process.env.ADMIN_PASSWORD = 'server-admin-secret-1';
    process.env.DATABASE_URL = 'postgres://vigil:db-secret-2@db:5432/vigil';
    process.env.SMTP_URL = 'smtp://mailer:smtp-secret-3@mail:587';
    const result = await runExec({ script: 'env', env: [{ name: 'GREETING', value: 'hello' }, { name: 'TARGET', value: 'db' }] });
    expect(result.pass).toBe(true);
    const output = stdoutOf(result);
    for (const secret of ['server-admin-secret-1', 'db-secret-2', 'smtp-secret-3']) expect(output).not.toContain(secret);
    const variables = variablesOf(output);
    expect(variables.get('GREETING')).toBe('hello');
    expect(variables.get('TARGET')).toBe('db');
    expect(variables.get('PATH')).toBe(SCRIPT_PATH);
    expect(variables.get('HOME')).toBe(variables.get('PWD'));
    // Beyond those, only what the shell sets for itself.
    const declaredOrShell = new Set(['GREETING', 'TARGET', 'PATH', 'HOME', 'PWD', 'OLDPWD', 'SHLVL', '_']);
    expect([...variables.keys()].filter((name) => !declaredOrShell.has(name))).toEqual([]);
    for (const name of ['ADMIN_PASSWORD', 'DATABASE_URL', 'SMTP_URL']) expect(variables.has(name)).toBe(false);
  });

  it('lets a spec declare its own PATH', async () => {
    const result = await runExec({ script: 'echo "$PATH"', env: { PATH: '/bin' } });
    expect(stdoutOf(result)).toBe('/bin\n');
  });

  it('works in a fresh empty folder of its own, not the server folder, removed after the run', async () => {
    const script = 'pwd; ls -A | wc -l; touch left-behind; stat -c %u . ; id -u';
    const first = await runExec({ script });
    const second = await runExec({ script });
    const [folder, entries, owner, uid] = stdoutOf(first).trim().split('\n');
    const [otherFolder] = stdoutOf(second).trim().split('\n');
    expect(folder).not.toBe(process.cwd());
    expect(folder!.startsWith(join(tmpdir(), 'vigil-exec-'))).toBe(true);
    expect(otherFolder).not.toBe(folder);
    expect(Number(entries)).toBe(0);
    // The script's own account owns the folder, so it can write there.
    expect(owner).toBe(uid);
    expect(existsSync(folder!)).toBe(false);
    expect(existsSync(otherFolder!)).toBe(false);
  });

  it('is killed with the children it started when its time limit passes, and says it timed out', async () => {
    const started = Date.now();
    const result = await runExec({ script: 'sleep 100 & echo $!; pwd; wait', timeout: 1 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.pass).toBe(false);
    expect(result.error).toBe('timed out after 1000ms and was killed');
    expect(result.message).toBe('timed out after 1000ms and was killed');
    const [sleeper, folder] = stdoutOf(result).trim().split('\n');
    expect(Number(sleeper)).toBeGreaterThan(0);
    expect(await stillRunningAfterAWhile(Number(sleeper))).toBe(false);
    expect(existsSync(folder!)).toBe(false);
  });

  it('leaves nothing running in the background once it ends', async () => {
    const result = await runExec({ script: 'sleep 100 >/dev/null 2>&1 & echo $!' });
    expect(result.pass).toBe(true);
    expect(await stillRunningAfterAWhile(Number(stdoutOf(result).trim()))).toBe(false);
  });

  it('does not hold the run when a process it started left its group and keeps the output open', async () => {
    const started = Date.now();
    const result = await runExec({ script: 'setsid sleep 30 & echo $!; wait', timeout: 1 });
    const escaped = Number(stdoutOf(result).trim());
    try {
      expect(result.error).toBe('timed out after 1000ms and was killed');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      if (escaped > 0 && isRunning(escaped)) process.kill(escaped, 'SIGKILL');
    }
  });

  it('keeps at most 1 MiB of output per stream', async () => {
    const result = await runExec({ script: "head -c 3000000 /dev/zero | tr '\\0' a; echo done >&2" });
    expect(result.pass).toBe(true);
    expect(stdoutOf(result)).toHaveLength(1024 * 1024);
    expect(result.data.stderr).toBe('done\n');
  });

  it(runningAsRoot ? 'runs as nobody, not as the root server' : 'runs as the server account, which cannot switch to another', async () => {
    const result = await runExec({ script: 'id -u; id -g; id -G' });
    const [uid, gid, groups] = stdoutOf(result).trim().split('\n');
    if (runningAsRoot) {
      expect(nobody).toBeDefined();
      expect(Number(uid)).toBe(nobody!.uid);
      expect(Number(gid)).toBe(nobody!.gid);
      // No supplementary group of the server (root's group 0) comes along.
      expect(groups!.split(' ').map(Number)).not.toContain(0);
    } else {
      expect(Number(uid)).toBe(process.getuid!());
      expect(Number(gid)).toBe(process.getgid!());
    }
  });

  it(runningAsRoot ? "cannot read the server's own files or its process environment" : "reads what the server account can (documented: no isolation without root)", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'vigil-exec-test-'));
    folders.push(folder);
    chmodSync(folder, 0o755);
    const secretFile = join(folder, 'root-only.txt');
    writeFileSync(secretFile, 'root-only-content', { mode: 0o600 });
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);

    const file = await runExec({ script: `cat '${secretFile}'` });
    const environ = await runExec({ script: `tr '\\0' '\\n' < /proc/${process.pid}/environ | grep -c . ` });
    if (runningAsRoot) {
      expect(file.pass).toBe(false);
      expect(stdoutOf(file)).not.toContain('root-only-content');
      expect(String(file.data.stderr)).toContain('Permission denied');
      expect(environ.pass).toBe(false);
      expect(String(environ.data.stderr)).toContain('Permission denied');
    } else {
      expect(file.pass).toBe(true);
      expect(stdoutOf(file)).toBe('root-only-content');
      expect(environ.pass).toBe(true);
    }
  });
});
