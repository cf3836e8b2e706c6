import type { ExpressionPurpose } from '../expressions/evaluate-expression.ts';
import type { CheckType, ExpressionSpec, ProbeContext, ProbeResult } from './checks/check-type.ts';
import type { CanaryCheck } from './spec/canary-spec.types.ts';

/** A check's timeout when its spec names none. */
export const DEFAULT_CHECK_TIMEOUT_MS = 30_000;
/** Probe data larger than this (as JSON) is not stored with the result. */
const MAX_DETAILS_CHARS = 64 * 1024;

/** The outcome of one run of one check, as it is stored in `check_statuses`. */
export interface CheckResult {
  pass: boolean;
  /** The check could not be judged (unknown type): stored as `invalid`. */
  invalid: boolean;
  message: string;
  error: string | null;
  /** Milliseconds the probe took. */
  duration: number;
  details: Record<string, unknown> | null;
  time: Date;
}

export interface CheckRunnerDependencies {
  checkType(type: string): CheckType | undefined;
  evaluateExpression(purpose: ExpressionPurpose, spec: ExpressionSpec, env: Record<string, unknown>): Promise<unknown>;
  resolveConnection: ProbeContext['resolveConnection'];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function boundedDetails(data: Record<string, unknown>): Record<string, unknown> | null {
  try {
    const text = JSON.stringify(data);
    if (text === undefined) return null;
    return text.length > MAX_DETAILS_CHARS ? { truncated: true, size: text.length } : (JSON.parse(text) as Record<string, unknown>);
  } catch (error) {
    return { unserializable: reasonOf(error) };
  }
}

/**
 * Runs one check: its type's probe under a timeout, then the spec's `test` (overrides the probe's
 * verdict) and `display` (replaces the message). Whatever goes wrong, a probe that throws, hangs,
 * or an expression that fails, ends as an unhealthy result carrying the error; it never throws.
 * `transform` (which may derive further checks from the data) is not applied yet.
 */
export class CheckRunnerService {
  constructor(private readonly deps: CheckRunnerDependencies) {}

  async run(check: CanaryCheck, stop?: AbortSignal): Promise<CheckResult> {
    const time = new Date();
    const type = this.deps.checkType(check.type);
    if (!type) {
      return { pass: false, invalid: true, message: '', error: `unknown check type '${check.type}'`, duration: 0, details: null, time };
    }
    const timeoutMs = check.spec.timeout ?? DEFAULT_CHECK_TIMEOUT_MS;
    const started = performance.now();
    let probe: ProbeResult;
    try {
      probe = await this.probeWithTimeout(type, check, timeoutMs, stop);
    } catch (error) {
      const duration = Math.round(performance.now() - started);
      return { pass: false, invalid: false, message: '', error: reasonOf(error), duration, details: null, time };
    }
    const duration = Math.round(performance.now() - started);
    return { ...(await this.judge(check, probe, duration)), duration, time, invalid: false };
  }

  private async probeWithTimeout(type: CheckType, check: CanaryCheck, timeoutMs: number, stop?: AbortSignal): Promise<ProbeResult> {
    const controller = new AbortController();
    const onStop = () => controller.abort(new Error('the server is stopping'));
    if (stop?.aborted) onStop();
    stop?.addEventListener('abort', onStop, { once: true });
    const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    // A probe that ignores its signal must not hold the run: the abort itself ends the wait.
    const aborted = new Promise<never>((_, reject) => {
      const rejectWithReason = () => reject(controller.signal.reason as Error);
      if (controller.signal.aborted) rejectWithReason();
      else controller.signal.addEventListener('abort', rejectWithReason, { once: true });
    });
    try {
      const context: ProbeContext = { signal: controller.signal, timeoutMs, resolveConnection: this.deps.resolveConnection };
      return await Promise.race([type.probe(check.spec, context), aborted]);
    } finally {
      clearTimeout(timer);
      stop?.removeEventListener('abort', onStop);
    }
  }

  private async judge(check: CanaryCheck, probe: ProbeResult, duration: number): Promise<Pick<CheckResult, 'pass' | 'message' | 'error' | 'details'>> {
    const env = { ...probe.data, duration };
    const details = boundedDetails(probe.data);
    let pass = probe.pass && probe.error === undefined;
    let message = probe.message;
    try {
      if (check.spec.test) {
        const verdict = await this.deps.evaluateExpression('test', check.spec.test, env);
        pass = verdict === true && probe.error === undefined;
      }
      if (check.spec.display) message = String(await this.deps.evaluateExpression('display', check.spec.display, env));
    } catch (error) {
      return { pass: false, message, error: `expression failed: ${reasonOf(error)}`, details };
    }
    return { pass, message, error: probe.error ?? null, details };
  }
}
