import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ProbeContext } from '#src/health/checks/check-type.ts';
import { execCheck, type ExecCheckSpec } from '#src/health/checks/exec.check.ts';
import { ScriptRunner } from '#src/exec/script-runner.ts';

const scripts = ScriptRunner.forConfig({ exec: true, execUser: 'nobody' });

function context(timeoutMs = 20_000): ProbeContext {
  return { signal: AbortSignal.timeout(timeoutMs), timeoutMs, resolveConnection: () => Promise.resolve(undefined), scripts };
}

function spec(raw: Record<string, unknown>): ExecCheckSpec {
  const result = execCheck.parse({ name: 'exec', ...raw }, 'spec.exec[0]');
  if ('issues' in result) throw new Error(JSON.stringify(result.issues));
  return result.spec;
}

/** Whether the process still runs; a killed process waiting to be reaped (a zombie) does not. */
function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2] !== 'Z';
  } catch {
    return false;
  }
}

/** Gives the system a moment to finish a kill before asking whether the process still runs. */
async function stillRunningAfterAWhile(pid: number): Promise<boolean> {
  for (let attempt = 0; attempt < 30 && isRunning(pid); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return isRunning(pid);
}

describe('exec check', () => {
  it('passes on exit code 0 and gives stdout, stderr and the exit code', async () => {
    const result = await execCheck.run(spec({ script: 'echo hello; echo careful >&2' }), context());
    expect(result.pass).toBe(true);
    expect(result.data).toEqual({ stdout: 'hello\n', stderr: 'careful\n', exitCode: 0 });
    expect(result.message).toBe('hello');
  });

  it('runs the script with bash', async () => {
    const result = await execCheck.run(spec({ script: 'if [[ "ab" == a* ]]; then echo bash; fi' }), context());
    expect(result.data.stdout).toBe('bash\n');
  });

  it('fails on another exit code, naming it and the last line of stderr', async () => {
    const result = await execCheck.run(spec({ script: 'echo "disk almost full" >&2; exit 3' }), context());
    expect(result.pass).toBe(false);
    expect(result.data.exitCode).toBe(3);
    expect(result.message).toBe('exited with code 3: disk almost full');
  });

  it('passes env vars given as a map or as a list of {name, value}', async () => {
    const fromMap = await execCheck.run(spec({ script: 'echo "$GREETING $COUNT"', env: { GREETING: 'hi', COUNT: 2 } }), context());
    expect(fromMap.data.stdout).toBe('hi 2\n');
    const fromList = await execCheck.run(spec({ script: 'echo "$GREETING"', env: [{ name: 'GREETING', value: 'hello' }] }), context());
    expect(fromList.data.stdout).toBe('hello\n');
  });

  it('defaults the timeout to 30 seconds', () => {
    expect(spec({ script: 'true' }).timeout).toBeUndefined();
    expect(spec({ script: 'true', timeout: '2s' }).timeout).toBe(2000);
  });

  it('kills the script and everything it started when the timeout passes', async () => {
    const result = await execCheck.run(spec({ script: 'sleep 60 & echo $!; wait', timeout: 1 }), context());
    expect(result.pass).toBe(false);
    expect(result.error).toBe('timed out after 1000ms and was killed');
    const sleeper = Number(String(result.data.stdout).trim());
    expect(sleeper).toBeGreaterThan(0);
    expect(await stillRunningAfterAWhile(sleeper)).toBe(false);
  });

  it('is killed when the check run itself times out first', async () => {
    const result = await execCheck.run(spec({ script: 'sleep 60' }), context(300));
    expect(result.pass).toBe(false);
    expect(result.error).toBe('timed out after 300ms and was killed');
  });
});
