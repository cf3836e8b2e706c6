import { evaluateCel } from '#src/expressions/cel-expression.ts';
import { renderGoTemplate } from '#src/expressions/template/go-template.ts';
import { parseDuration } from '#src/jobs/parse-duration.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';

/** How an action is tried again after a failure (the spec's `retry`). */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  limit: number;
  durationMs: number;
  multiplier: number;
  /** Percent of the wait added or taken at random. */
  jitter: number;
}

/** One action of a run's spec as the engine reads it: its own fields and its type's entry, not yet templated. */
export interface PlannedAction {
  name: string;
  if?: string | undefined;
  delayMs?: number | undefined;
  timeoutMs?: number | undefined;
  retry?: RetryPolicy | undefined;
  /** The action-type key (`exec`, `http`, ...); undefined when the entry carries none the registry knows. */
  type: string | undefined;
  entry: unknown;
}

const OWN_KEYS = new Set(['name', 'description', 'if', 'delay', 'timeout', 'retry', 'runsOn', 'templatesOn']);

function durationOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? parseDuration(value) : undefined;
}

function retryOf(value: unknown): RetryPolicy | undefined {
  if (!isPlainObject(value)) return undefined;
  const exponent = isPlainObject(value.exponent) ? value.exponent : {};
  return {
    limit: typeof value.limit === 'number' ? Math.max(0, Math.floor(value.limit)) : 0,
    durationMs: durationOf(value.duration) ?? 0,
    multiplier: typeof exponent.multiplier === 'number' && exponent.multiplier >= 1 ? exponent.multiplier : 1,
    jitter: typeof value.jitter === 'number' ? Math.min(Math.max(value.jitter, 0), 100) : 0,
  };
}

/** The actions of a run's spec snapshot: the bare spec, a whole Playbook document, or the parsed form (`{type, spec}`). */
export function plannedActions(snapshot: unknown, isActionType: (key: string) => boolean): PlannedAction[] {
  const spec = isPlainObject(snapshot) && !Array.isArray(snapshot.actions) && isPlainObject(snapshot.spec) ? snapshot.spec : snapshot;
  const actions = isPlainObject(spec) && Array.isArray(spec.actions) ? spec.actions : [];
  return actions.map((raw, index): PlannedAction => {
    const action = isPlainObject(raw) ? raw : {};
    const name = typeof action.name === 'string' && action.name !== '' ? action.name : `action ${index + 1}`;
    const typeKey = Object.keys(action).find((key) => !OWN_KEYS.has(key) && isActionType(key));
    const parsedForm = typeKey === undefined && typeof action.type === 'string' && isActionType(action.type);
    return {
      name,
      if: typeof action.if === 'string' && action.if.trim() !== '' ? action.if : undefined,
      delayMs: durationOf(action.delay),
      timeoutMs: durationOf(action.timeout),
      retry: retryOf(action.retry),
      type: parsedForm ? (action.type as string) : typeKey,
      entry: parsedForm ? action.spec : typeKey === undefined ? undefined : action[typeKey],
    };
  });
}

/** The wait before retry number `retry` (1 for the first): duration x multiplier^(retry-1), +/- jitter percent. */
export function retryDelayMs(policy: RetryPolicy, retry: number, random: () => number = Math.random): number {
  const base = policy.durationMs * policy.multiplier ** Math.max(retry - 1, 0);
  const spread = (base * policy.jitter) / 100;
  return Math.max(0, Math.round(base + (random() * 2 - 1) * spread));
}

/** Every string of an action's entry rendered as a Go template over the run's template data. */
export function renderEntry(entry: unknown, data: Record<string, unknown>): unknown {
  if (typeof entry === 'string') return entry.includes('{{') ? renderGoTemplate(entry, data) : entry;
  if (Array.isArray(entry)) return entry.map((item) => renderEntry(item, data));
  if (isPlainObject(entry)) return Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, renderEntry(value, data)]));
  return entry;
}

/** Where a run stands when an action's `if` is evaluated. */
export interface RunStanding {
  /** An earlier action failed. */
  failed: boolean;
}

const HELPER_CALL = /\b(always|success|failure)\(\s*\)/g;

/**
 * Whether an action runs. Without `if`, only while no earlier action failed. `if` is CEL over the
 * template data plus `actions` (earlier results by name); `always()`, `success()` and `failure()`
 * stand for true, "no earlier failure" and "an earlier failure" (they are replaced by literals
 * before the expression is evaluated). A `{{ }}` template is rendered first and read as true/false.
 */
export function shouldRun(condition: string | undefined, standing: RunStanding, data: Record<string, unknown>): boolean {
  if (condition === undefined) return !standing.failed;
  const source = condition.includes('{{') ? renderGoTemplate(condition, data).trim() : condition;
  if (source === 'true' || source === 'false') return source === 'true';
  const helpers: Record<string, boolean> = { always: true, success: !standing.failed, failure: standing.failed };
  const expression = source.replace(HELPER_CALL, (_, helper: string) => String(helpers[helper]));
  const value = evaluateCel(expression, data);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && (value === 'true' || value === 'false')) return value === 'true';
  throw new Error(`if must be true or false, got ${JSON.stringify(value)}`);
}
