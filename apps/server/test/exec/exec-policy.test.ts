import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '#src/config.ts';
import { closeDataDirToScripts } from '#src/exec/data-dir-privacy.ts';
import { ExecDisabledError } from '#src/exec/exec-disabled.error.ts';
import { findPasswdAccount } from '#src/exec/exec-identity.ts';
import { execPolicyFor, type ExecHost } from '#src/exec/exec-policy.ts';
import { ScriptRunner } from '#src/exec/script-runner.ts';

const PASSWD = [
  'root:x:0:0:root:/root:/bin/bash',
  'daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin',
  '# a comment line',
  'broken:x:notanumber:1::/:/bin/false',
  'toor:x:0:0:another root:/root:/bin/bash',
  'nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin',
  'checks:x:1500:1600:checks:/home/checks:/bin/sh',
].join('\n');

const host = (uid: number, passwd: string | Error = PASSWD): ExecHost => ({
  uid,
  readPasswd: () => {
    if (passwd instanceof Error) throw passwd;
    return passwd;
  },
});

function configErrorOf(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('who scripts run as', () => {
  it('finds an account by name in /etc/passwd text, skipping malformed lines', () => {
    expect(findPasswdAccount(PASSWD, 'checks')).toEqual({ name: 'checks', uid: 1500, gid: 1600 });
    expect(findPasswdAccount(PASSWD, 'broken')).toBeUndefined();
    expect(findPasswdAccount(PASSWD, 'nob')).toBeUndefined();
  });

  it('a root server runs scripts as EXEC_USER (nobody by default)', () => {
    expect(execPolicyFor({ exec: true, execUser: 'nobody' }, host(0))).toEqual({ enabled: true, runAs: { name: 'nobody', uid: 65534, gid: 65534 } });
    expect(execPolicyFor({ exec: true, execUser: 'checks' }, host(0))).toEqual({ enabled: true, runAs: { name: 'checks', uid: 1500, gid: 1600 } });
  });

  it('a server that is not root runs scripts as itself: it cannot switch, and needs no account', () => {
    expect(execPolicyFor({ exec: true, execUser: 'no-such-account' }, host(1000))).toEqual({ enabled: true, runAs: undefined });
  });

  it('a root server refuses to start with one line naming EXEC_USER when the account does not exist', () => {
    const error = configErrorOf(() => execPolicyFor({ exec: true, execUser: 'no-such-account' }, host(0)));
    expect(error.variable).toBe('EXEC_USER');
    expect(error.message).toBe('Invalid configuration: EXEC_USER names no account of this machine (got "no-such-account"); create it, name another one, or set EXEC=off');
    expect(error.message).not.toContain('\n');
  });

  it('refuses an EXEC_USER with uid 0, whatever its name', () => {
    expect(configErrorOf(() => execPolicyFor({ exec: true, execUser: 'toor' }, host(0))).message).toBe(
      'Invalid configuration: EXEC_USER must be an unprivileged account, not one with uid 0 (got "toor")',
    );
    expect(configErrorOf(() => execPolicyFor({ exec: true, execUser: 'root' }, host(0))).variable).toBe('EXEC_USER');
  });

  it('names EXEC_USER when /etc/passwd cannot be read', () => {
    const error = configErrorOf(() => execPolicyFor({ exec: true, execUser: 'nobody' }, host(0, new Error('EACCES'))));
    expect(error.variable).toBe('EXEC_USER');
    expect(error.message).toContain('EACCES');
  });

  it('with EXEC=off no account is needed, and the runner refuses every script', async () => {
    const policy = execPolicyFor({ exec: false, execUser: 'no-such-account' }, host(0));
    expect(policy).toEqual({ enabled: false, runAs: undefined });
    const runner = new ScriptRunner(policy);
    await expect(runner.run({ script: 'echo never', timeoutMs: 1000 })).rejects.toThrow(ExecDisabledError);
    await expect(runner.run({ script: 'echo never', timeoutMs: 1000 })).rejects.toThrow('exec is disabled on this server (EXEC=off)');
  });
});

describe('the data folder when scripts run as another account', () => {
  const root = mkdtempSync(join(tmpdir(), 'vigil-data-privacy-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const modeOf = (path: string) => statSync(path).mode & 0o777;
  const nobody = { name: 'nobody', uid: 65534, gid: 65534 };

  it('is made the server account\'s alone (0700), so that account cannot read the embedded database', () => {
    const dataDir = join(root, 'switching');
    mkdirSync(dataDir, { mode: 0o755 });
    writeFileSync(join(dataDir, 'file'), 'x', { mode: 0o644 });
    closeDataDirToScripts(dataDir, new ScriptRunner({ enabled: true, runAs: nobody }));
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('is left as it is when scripts run as the server account or not at all', () => {
    const sameAccount = join(root, 'same-account');
    const disabled = join(root, 'disabled');
    mkdirSync(sameAccount, { mode: 0o755 });
    mkdirSync(disabled, { mode: 0o755 });
    closeDataDirToScripts(sameAccount, new ScriptRunner({ enabled: true, runAs: undefined }));
    closeDataDirToScripts(disabled, new ScriptRunner({ enabled: false, runAs: undefined }));
    expect(modeOf(sameAccount)).toBe(0o755);
    expect(modeOf(disabled)).toBe(0o755);
    expect(() => closeDataDirToScripts(join(root, 'missing'), new ScriptRunner({ enabled: true, runAs: nobody }))).not.toThrow();
  });
});
