import { readFileSync } from 'node:fs';
import { ConfigError, type AppConfig } from '../config.ts';
import { findPasswdAccount, type ExecIdentity } from './exec-identity.ts';

/** What the server allows scripts run for users, decided once at start from EXEC and EXEC_USER. */
export interface ExecPolicy {
  enabled: boolean;
  /**
   * The account scripts run as. Undefined: the server's own account, because a server that is not
   * root cannot switch to another one.
   */
  runAs: ExecIdentity | undefined;
}

/** The machine the policy is decided on: who the server runs as and where accounts are listed. */
export interface ExecHost {
  uid: number | undefined;
  readPasswd(): string;
}

const THIS_HOST: ExecHost = {
  uid: typeof process.getuid === 'function' ? process.getuid() : undefined,
  readPasswd: () => readFileSync('/etc/passwd', 'utf8'),
};

/**
 * The policy for a configuration. A server running as root runs scripts as EXEC_USER, which must
 * exist and must not be root itself: otherwise this throws the ConfigError that stops the start.
 */
export function execPolicyFor(config: Pick<AppConfig, 'exec' | 'execUser'>, host: ExecHost = THIS_HOST): ExecPolicy {
  if (!config.exec || host.uid !== 0) return { enabled: config.exec, runAs: undefined };
  let passwd: string;
  try {
    passwd = host.readPasswd();
  } catch (error) {
    throw new ConfigError('EXEC_USER', `cannot be looked up: /etc/passwd is unreadable (${(error as Error).message}); or set EXEC=off`);
  }
  const account = findPasswdAccount(passwd, config.execUser);
  if (!account) {
    throw new ConfigError('EXEC_USER', `names no account of this machine (got "${config.execUser}"); create it, name another one, or set EXEC=off`);
  }
  if (account.uid === 0) {
    throw new ConfigError('EXEC_USER', `must be an unprivileged account, not one with uid 0 (got "${config.execUser}")`);
  }
  return { enabled: true, runAs: account };
}
