import { ExecDisabledError } from '../../exec/exec-disabled.error.ts';
import { DEFAULT_SCRIPT_TIMEOUT_MS, type ScriptOutcome } from '../../exec/script-runner.ts';
import { readCheckBase } from '../spec/check-base.reader.ts';
import { SpecReader } from '../spec/spec-reader.ts';
import type { CheckSpecBase, CheckType, ProbeContext, ProbeResult } from './check-type.ts';
import { readExecEnv } from './exec-env.reader.ts';

export interface ExecCheckSpec extends CheckSpecBase {
  script: string;
  env?: Record<string, string> | undefined;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs `script` with bash (sh when bash is missing) through the server's script runner, isolated
 * from the server (see ScriptRunner); passes when it exits with code 0.
 */
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
    if (!context.scripts) return { pass: false, message: 'scripts cannot run here', error: 'scripts cannot run here', data: {} };
    const timeoutMs = spec.timeout ?? DEFAULT_SCRIPT_TIMEOUT_MS;
    let outcome: ScriptOutcome;
    try {
      outcome = await context.scripts.run({ script: spec.script, env: spec.env, timeoutMs, signal: context.signal });
    } catch (error) {
      if (error instanceof ExecDisabledError) return { pass: false, message: error.message, error: error.message, data: {} };
      const reason = reasonOf(error);
      return { pass: false, message: `could not start the script: ${reason}`, error: reason, data: {} };
    }
    const data = { stdout: outcome.stdout, stderr: outcome.stderr, exitCode: outcome.exitCode };
    if (outcome.killed !== undefined) {
      const reason = `timed out after ${outcome.killed === 'time-limit' ? timeoutMs : context.timeoutMs}ms and was killed`;
      return { pass: false, message: reason, error: reason, data };
    }
    if (outcome.exitCode !== 0) {
      const detail = outcome.stderr.trim().split('\n').slice(-1)[0] ?? '';
      return { pass: false, message: `exited with code ${outcome.exitCode}${detail ? `: ${detail}` : ''}`, data };
    }
    return { pass: true, message: outcome.stdout.trim().slice(0, 500), data };
  },
};
