import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readCheckBase } from '../spec/check-base.reader.ts';
import { SpecReader } from '../spec/spec-reader.ts';
import type { CheckSpecBase, CheckType, ProbeContext, ProbeResult } from './check-type.ts';
import { readExecEnv } from './exec-env.reader.ts';

export const EXEC_DEFAULT_TIMEOUT_MS = 30_000;
const MAX_OUTPUT_BYTES = 1024 * 1024;
const SHELL = existsSync('/bin/bash') ? '/bin/bash' : '/bin/sh';

export interface ExecCheckSpec extends CheckSpecBase {
  script: string;
  env?: Record<string, string> | undefined;
}

interface ExecOutcome {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** The timeout that killed the script, when one did. */
  killedAfterMs?: number | undefined;
}

function collect(stream: NodeJS.ReadableStream, chunks: Buffer[], size: { bytes: number }): void {
  stream.on('data', (chunk: Buffer) => {
    if (size.bytes >= MAX_OUTPUT_BYTES) return;
    chunks.push(chunk.subarray(0, MAX_OUTPUT_BYTES - size.bytes));
    size.bytes += chunk.length;
  });
}

/** Runs the script in its own process group so that a timeout kills everything it started. */
function runScript(spec: ExecCheckSpec, timeoutMs: number, signal: AbortSignal, signalTimeoutMs: number): Promise<ExecOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(SHELL, ['-c', spec.script], {
      env: { ...process.env, ...spec.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    collect(child.stdout, stdout, { bytes: 0 });
    collect(child.stderr, stderr, { bytes: 0 });
    let killedAfterMs: number | undefined;
    const killAfter = (ms: number): void => {
      killedAfterMs ??= ms;
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // the group has already exited
        }
      }
    };
    const timer = setTimeout(() => killAfter(timeoutMs), timeoutMs);
    const onAbort = (): void => killAfter(signalTimeoutMs);
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (exitCode) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve({
        exitCode,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        killedAfterMs,
      });
    });
  });
}

/** Runs `script` with bash (sh when bash is missing); passes when it exits with code 0. */
export const execCheck: CheckType<ExecCheckSpec> = {
  type: 'exec',

  parse(raw, path) {
    const reader = SpecReader.of(raw, path);
    if (!reader) return { issues: [{ path, message: 'must be an object' }] };
    const script = reader.string('script', { required: true });
    const env = readExecEnv(reader);
    for (const key of ['connections', 'checkout', 'artifacts', 'setup']) {
      if (reader.has(key)) {
        reader.raw(key);
        reader.issue(key, 'not supported yet');
      }
    }
    const base = readCheckBase(reader);
    reader.finish();
    if (reader.issues.length > 0 || script === undefined) return { issues: reader.issues };
    return { spec: { ...base, script, env } };
  },

  endpoint: (spec) => spec.script.split('\n')[0],

  async probe(spec: ExecCheckSpec, context: ProbeContext): Promise<ProbeResult> {
    const timeoutMs = spec.timeout ?? EXEC_DEFAULT_TIMEOUT_MS;
    let outcome: ExecOutcome;
    try {
      outcome = await runScript(spec, timeoutMs, context.signal, context.timeoutMs);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { pass: false, message: `could not start the script: ${reason}`, error: reason, data: {} };
    }
    const data = { stdout: outcome.stdout, stderr: outcome.stderr, exitCode: outcome.exitCode };
    if (outcome.killedAfterMs !== undefined) {
      const reason = `timed out after ${outcome.killedAfterMs}ms and was killed`;
      return { pass: false, message: reason, error: reason, data };
    }
    if (outcome.exitCode !== 0) {
      const detail = outcome.stderr.trim().split('\n').slice(-1)[0] ?? '';
      return { pass: false, message: `exited with code ${outcome.exitCode}${detail ? `: ${detail}` : ''}`, data };
    }
    return { pass: true, message: outcome.stdout.trim().slice(0, 500), data };
  },
};
