import { ExecDisabledError } from '#src/exec/exec-disabled.error.ts';
import { DEFAULT_SCRIPT_TIMEOUT_MS, type ScriptOutcome } from '#src/exec/script-runner.ts';
import { execEnvSchema } from '#src/exec/exec-env.schema.ts';
import { notSupportedKey, specObject, specString } from '#src/spec/spec-schema.ts';
import { checkBaseShape, namedCheck } from '../spec/check-base.schema.ts';
import { defineCheckType, type CheckSpecBase, type CheckType, type ProbeContext, type ProbeResult } from './check-type.ts';

export interface ExecCheckSpec extends CheckSpecBase {
  script: string;
  env?: Record<string, string> | undefined;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One `exec` entry: a named script; canary-checker's `connections`, `checkout`, `artifacts` and `setup` are not supported yet. */
const execSchema = namedCheck(
  specObject({
    script: specString({ required: true }),
    env: execEnvSchema,
    connections: notSupportedKey(),
    checkout: notSupportedKey(),
    artifacts: notSupportedKey(),
    setup: notSupportedKey(),
    ...checkBaseShape,
  }),
).transform(({ connections: _connections, checkout: _checkout, artifacts: _artifacts, setup: _setup, ...entry }): ExecCheckSpec => entry);

/**
 * Runs `script` with bash (sh when bash is missing) through the server's script runner, isolated
 * from the server (see ScriptRunner); passes when it exits with code 0.
 */
export const execCheck: CheckType<ExecCheckSpec> = defineCheckType({
  type: 'exec',
  schema: execSchema,
  examples: ['name: disk space\nscript: df -h /tmp | tail -n 1\n', { name: 'greeting', script: 'echo "hello $WHO"', env: [{ name: 'WHO', value: 'ops' }] }],

  endpoint: (spec) => spec.script.split('\n')[0],

  async run(spec: ExecCheckSpec, context: ProbeContext): Promise<ProbeResult> {
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
});
