import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

/** One process to start in a group of its own, so that stopping it stops everything it started. */
export interface ScriptProcessRequest {
  command: string;
  args: readonly string[];
  cwd: string;
  env: Record<string, string>;
  /** The account to run as; undefined: the server's own. */
  uid?: number | undefined;
  gid?: number | undefined;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Output kept per stream; the rest is read and dropped. */
  maxOutputBytes: number;
}

export interface ScriptProcessOutcome {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** Some output went beyond the bound and was dropped. */
  truncated: boolean;
  /** Why the process group was killed: its time limit passed, or the caller gave up on it. */
  killed?: 'time-limit' | 'aborted' | undefined;
}

/**
 * How long output may still arrive after the group was killed. A process that left the group
 * (setsid) can hold the pipes open for ever; the outcome does not wait for it.
 */
const AFTER_KILL_GRACE_MS = 1000;

class BoundedOutput {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  truncated = false;

  constructor(private readonly maxBytes: number) {}

  listen(stream: Readable): void {
    stream.on('data', (chunk: Buffer) => {
      const room = this.maxBytes - this.kept;
      if (chunk.length > room) this.truncated = true;
      if (room <= 0) return;
      const part = chunk.subarray(0, room);
      this.chunks.push(part);
      this.kept += part.length;
    });
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // the whole group has already exited
  }
}

/** Starts the process and answers when it has ended (or was killed) with its bounded output. */
export function runScriptProcess(request: ScriptProcessRequest): Promise<ScriptProcessOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(request.command, request.args, {
      cwd: request.cwd,
      env: request.env,
      uid: request.uid,
      gid: request.gid,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout = new BoundedOutput(request.maxOutputBytes);
    const stderr = new BoundedOutput(request.maxOutputBytes);
    stdout.listen(child.stdout);
    stderr.listen(child.stderr);
    let killed: ScriptProcessOutcome['killed'];
    let exitCode: number | null = null;
    let graceTimer: NodeJS.Timeout | undefined;
    let settled = false;

    const stopWatching = (): void => {
      settled = true;
      clearTimeout(limitTimer);
      clearTimeout(graceTimer);
      request.signal?.removeEventListener('abort', onAbort);
    };
    const finish = (): void => {
      if (settled) return;
      stopWatching();
      // Whatever the script left running in the background ends with it.
      killGroup(child.pid);
      child.stdout.destroy();
      child.stderr.destroy();
      resolve({ exitCode, stdout: stdout.text(), stderr: stderr.text(), truncated: stdout.truncated || stderr.truncated, killed });
    };
    const kill = (reason: 'time-limit' | 'aborted'): void => {
      if (settled || killed) return;
      killed = reason;
      killGroup(child.pid);
      graceTimer = setTimeout(finish, AFTER_KILL_GRACE_MS);
    };
    const onAbort = (): void => kill('aborted');
    const limitTimer = setTimeout(() => kill('time-limit'), request.timeoutMs);
    request.signal?.addEventListener('abort', onAbort, { once: true });
    if (request.signal?.aborted) onAbort();

    child.once('error', (error) => {
      if (settled) return;
      stopWatching();
      reject(error);
    });
    child.once('exit', (code) => {
      exitCode = code;
    });
    child.once('close', (code) => {
      exitCode = code;
      finish();
    });
  });
}
