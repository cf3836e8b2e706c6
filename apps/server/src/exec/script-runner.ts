import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../config.ts';
import { ExecDisabledError } from './exec-disabled.error.ts';
import type { ExecIdentity } from './exec-identity.ts';
import { execPolicyFor, type ExecPolicy } from './exec-policy.ts';
import { collectScriptFiles, type CollectedFile } from './script-files.ts';
import { runScriptProcess, type ScriptProcessOutcome } from './script-process.ts';

/** A script's time limit when its spec names none. */
export const DEFAULT_SCRIPT_TIMEOUT_MS = 30_000;
/** Output kept per stream (stdout, stderr); the rest is dropped. */
export const MAX_SCRIPT_OUTPUT_BYTES = 1024 * 1024;
/** The only PATH a script gets unless its spec declares one. */
export const SCRIPT_PATH = '/usr/local/bin:/usr/bin:/bin';

const SHELL = existsSync('/bin/bash') ? '/bin/bash' : '/bin/sh';

/** A script to run for a user, with what its spec declares. */
export interface ScriptRequest {
  /** Shell text, run with bash (sh where bash is missing). */
  script: string;
  /** The variables the spec declares (`env`, values from connections); they win over PATH and HOME. */
  env?: Readonly<Record<string, string>> | undefined;
  timeoutMs: number;
  /** Aborting it kills the script like its time limit does (the run was given up, the server stops). */
  signal?: AbortSignal | undefined;
  /** Files to read from the script's folder before it is removed (paths inside it; playbook artifacts). */
  collectFiles?: readonly string[] | undefined;
}

export interface ScriptOutcome extends ScriptProcessOutcome {
  /** The files of `collectFiles` that the script left (missing ones are left out). */
  files?: CollectedFile[] | undefined;
}

/**
 * Runs scripts on users' behalf (exec checks; later exec scrapers and playbook actions) without
 * anything of the server's: an environment holding only PATH, HOME and what the spec declares, a
 * fresh working folder removed afterwards, a time limit that kills every process the script
 * started, bounded output, and, when the server runs as root, the unprivileged EXEC_USER account.
 */
export class ScriptRunner {
  constructor(private readonly policy: ExecPolicy) {}

  /** The runner for a configuration; throws the ConfigError that stops the start when EXEC_USER is unusable. */
  static forConfig(config: Pick<AppConfig, 'exec' | 'execUser'>): ScriptRunner {
    return new ScriptRunner(execPolicyFor(config));
  }

  get enabled(): boolean {
    return this.policy.enabled;
  }

  /** The account scripts run as; undefined: the server's own (it is not root, so it cannot switch). */
  get runsAs(): ExecIdentity | undefined {
    return this.policy.runAs;
  }

  /** Runs the script to its end or its time limit; throws ExecDisabledError under EXEC=off. */
  async run(request: ScriptRequest): Promise<ScriptOutcome> {
    if (!this.policy.enabled) throw new ExecDisabledError();
    const account = this.policy.runAs;
    const workDir = await mkdtemp(join(tmpdir(), 'vigil-exec-'));
    try {
      if (account) await chown(workDir, account.uid, account.gid);
      const outcome: ScriptOutcome = await runScriptProcess({
        command: SHELL,
        args: ['-c', request.script],
        cwd: workDir,
        env: { PATH: SCRIPT_PATH, HOME: workDir, ...request.env },
        uid: account?.uid,
        gid: account?.gid,
        timeoutMs: request.timeoutMs,
        signal: request.signal,
        maxOutputBytes: MAX_SCRIPT_OUTPUT_BYTES,
      });
      if (request.collectFiles?.length) outcome.files = await collectScriptFiles(workDir, request.collectFiles);
      return outcome;
    } finally {
      // Best effort: a process that escaped the kill may still be writing there.
      await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
    }
  }
}
