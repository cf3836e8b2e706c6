import type { ExpressionPurpose } from '../expressions/evaluate-expression.ts';
import type { CheckType, ProbeContext, ProbeResult } from './checks/check-type.ts';
import type { ExpressionSpec } from '../expressions/expression-spec.ts';
import type { CanaryCheck } from './spec/canary-spec.types.ts';
import { ProbeSlots } from './probe-slots.ts';
import { StopRelay } from './stop-relay.ts';
import type { TransformedCheckDefinition } from './transform/transformed-check.repository.ts';
import {
  readTransformedResults,
  transformedPass,
  TransformOutputError,
  type TransformedResult,
  type TransformedResultFields,
  type TransformOutput,
} from './transform/transformed-results.reader.ts';

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
  /**
   * The checks the spec's `transform` emitted, set when it ran and its output was valid (possibly
   * none); undefined when the check has no transform or it could not run or failed.
   */
  transformed?: TransformedCheck[] | undefined;
}

/** A check a transform emitted: what to store of it under the canary, and its result. */
export interface TransformedCheck {
  definition: TransformedCheckDefinition;
  result: CheckResult;
}

export interface CheckRunnerDependencies {
  checkType(type: string): CheckType | undefined;
  evaluateExpression(purpose: ExpressionPurpose, spec: ExpressionSpec, env: Record<string, unknown>): Promise<unknown>;
  resolveConnection: ProbeContext['resolveConnection'];
  scripts?: ProbeContext['scripts'];
  selectConfigItems?: ProbeContext['selectConfigItems'];
  /** How many probes of this runner may be under way at once; DEFAULT_MAX_PROBES_IN_FLIGHT when absent. */
  maxProbesInFlight?: number | undefined;
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
 * verdict), `display` (replaces the message) and `transform` (emits further checks from the probe's
 * data, or changes the check's own result). Whatever goes wrong, a probe that throws, hangs, an
 * expression that fails or a transform that returns garbage, ends as an unhealthy result carrying
 * the error; it never throws.
 */
export class CheckRunnerService {
  private readonly slots: ProbeSlots;
  private readonly stopRelay = new StopRelay();

  constructor(private readonly deps: CheckRunnerDependencies) {
    this.slots = new ProbeSlots(deps.maxProbesInFlight);
  }

  async run(check: CanaryCheck, stop?: AbortSignal): Promise<CheckResult> {
    const type = this.deps.checkType(check.type);
    if (!type) {
      return { pass: false, invalid: true, message: '', error: `unknown check type '${check.type}'`, duration: 0, details: null, time: new Date() };
    }
    const timeoutMs = check.spec.timeout ?? DEFAULT_CHECK_TIMEOUT_MS;
    await this.slots.acquire();
    // Timed from its own start, once it has a slot: the wait for one is ours, not the target's.
    const time = new Date();
    const started = performance.now();
    let probe: ProbeResult;
    try {
      probe = await this.probeWithTimeout(type, check, timeoutMs, stop);
    } catch (error) {
      const duration = Math.round(performance.now() - started);
      return { pass: false, invalid: false, message: '', error: reasonOf(error), duration, details: null, time };
    } finally {
      this.slots.release();
    }
    return this.judge(check, probe, Math.round(performance.now() - started), time);
  }

  private async probeWithTimeout(type: CheckType, check: CanaryCheck, timeoutMs: number, stop?: AbortSignal): Promise<ProbeResult> {
    const controller = new AbortController();
    const forgetStop = stop ? this.stopRelay.follow(stop, () => controller.abort(new Error('the server is stopping'))) : undefined;
    const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    // A probe that ignores its signal must not hold the run: the abort itself ends the wait.
    const aborted = new Promise<never>((_, reject) => {
      const rejectWithReason = () => reject(controller.signal.reason as Error);
      if (controller.signal.aborted) rejectWithReason();
      else controller.signal.addEventListener('abort', rejectWithReason, { once: true });
    });
    try {
      const context: ProbeContext = { signal: controller.signal, timeoutMs, resolveConnection: this.deps.resolveConnection, scripts: this.deps.scripts, selectConfigItems: this.deps.selectConfigItems };
      return await Promise.race([type.run(check.spec, context), aborted]);
    } finally {
      clearTimeout(timer);
      forgetStop?.();
    }
  }

  private async judge(check: CanaryCheck, probe: ProbeResult, duration: number, time: Date): Promise<CheckResult> {
    const env = { ...probe.data, duration };
    const result: CheckResult = { pass: probe.pass && probe.error === undefined, invalid: false, message: probe.message, error: probe.error ?? null, duration, details: boundedDetails(probe.data), time };
    try {
      if (check.spec.test) {
        const verdict = await this.deps.evaluateExpression('test', check.spec.test, env);
        result.pass = verdict === true && probe.error === undefined;
      }
      if (check.spec.display) result.message = String(await this.deps.evaluateExpression('display', check.spec.display, env));
    } catch (error) {
      return { ...result, pass: false, error: `expression failed: ${reasonOf(error)}` };
    }
    // Without data there is nothing to transform: the checks emitted earlier stay as they were.
    if (!check.spec.transform || probe.error !== undefined) return result;
    let output: TransformOutput;
    try {
      output = readTransformedResults(await this.deps.evaluateExpression('transform', check.spec.transform, env), check.spec.name);
    } catch (error) {
      return { ...result, pass: false, error: error instanceof TransformOutputError ? error.message : `expression failed: ${reasonOf(error)}` };
    }
    return { ...withOwnChanges(result, output.own), transformed: output.checks.map((emitted) => transformedCheck(check, emitted, result)) };
  }
}

function detailsOf(detail: unknown): Record<string, unknown> | null {
  if (detail === undefined) return null;
  return boundedDetails(typeof detail === 'object' && detail !== null && !Array.isArray(detail) ? (detail as Record<string, unknown>) : { detail });
}

function withOwnChanges(result: CheckResult, own: TransformedResultFields | undefined): CheckResult {
  if (!own) return result;
  return {
    ...result,
    pass: own.pass ?? (own.error ? false : result.pass),
    message: own.message ?? result.message,
    error: own.error ?? result.error,
    duration: own.duration ?? result.duration,
    details: own.detail === undefined ? result.details : detailsOf(own.detail),
  };
}

function transformedCheck(parent: CanaryCheck, emitted: TransformedResult, parentResult: CheckResult): TransformedCheck {
  const labels = { ...parent.spec.labels, ...emitted.labels };
  return {
    definition: {
      name: emitted.name,
      description: emitted.description ?? null,
      icon: emitted.icon ?? null,
      namespace: emitted.namespace ?? null,
      endpoint: emitted.endpoint ?? null,
      labels: Object.keys(labels).length > 0 ? labels : null,
    },
    result: {
      pass: transformedPass(emitted),
      invalid: false,
      message: emitted.message ?? '',
      error: emitted.error ?? null,
      duration: emitted.duration ?? parentResult.duration,
      details: detailsOf(emitted.detail),
      time: parentResult.time,
    },
  };
}
