import { getQuickJS, shouldInterruptAfterDeadline, type QuickJSContext, type QuickJSHandle, type QuickJSRuntime } from 'quickjs-emscripten';
import { ExpressionError } from './expression-error.ts';

export interface JavaScriptLimits {
  /** Milliseconds a script may run before it is interrupted. */
  timeoutMs: number;
  /** Bytes the script's heap may use. */
  memoryBytes: number;
}

export const DEFAULT_JAVASCRIPT_LIMITS: JavaScriptLimits = { timeoutMs: 1000, memoryBytes: 32 * 1024 * 1024 };

const STACK_BYTES = 512 * 1024;
const SCRIPT_NAME = 'javascript';

// Loaded once when the module is imported so that compiling (at save time) can stay synchronous.
const quickJs = await getQuickJS();

/**
 * Runs a `javascript` expression in a fresh QuickJS sandbox: no Node, no host functions, only the
 * probe's variables as JSON globals. The value of the last statement is the result, or the
 * variable `result` when the script ends with a declaration.
 */
export function evaluateJavaScript(source: string, env: Record<string, unknown>, limits: JavaScriptLimits = DEFAULT_JAVASCRIPT_LIMITS): unknown {
  const runtime = newLimitedRuntime(limits);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + limits.timeoutMs));
  const context = runtime.newContext();
  try {
    defineGlobals(context, env);
    const completion = run(context, source, limits);
    if (completion !== undefined) return completion;
    return run(context, 'typeof result === "undefined" ? undefined : result', limits);
  } finally {
    context.dispose();
    runtime.dispose();
  }
}

/** Returns why a script does not compile, or undefined when it does; nothing is run. */
export function checkJavaScriptSyntax(source: string): string | undefined {
  const runtime = newLimitedRuntime(DEFAULT_JAVASCRIPT_LIMITS);
  const context = runtime.newContext();
  try {
    const compiled = context.evalCode(source, SCRIPT_NAME, { compileOnly: true });
    if (compiled.error) {
      const message = describeError(context.dump(compiled.error));
      compiled.error.dispose();
      return message;
    }
    compiled.value.dispose();
    return undefined;
  } finally {
    context.dispose();
    runtime.dispose();
  }
}

function newLimitedRuntime(limits: JavaScriptLimits): QuickJSRuntime {
  const runtime = quickJs.newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(STACK_BYTES);
  return runtime;
}

function defineGlobals(context: QuickJSContext, env: Record<string, unknown>): void {
  const json = context.newString(JSON.stringify(env, jsonReplacer) ?? '{}');
  context.setProp(context.global, '__vigilVariables', json);
  json.dispose();
  // A silent console keeps scripts written with logging working; nothing leaves the sandbox.
  const unpack = [
    'globalThis.console = { log() {}, info() {}, warn() {}, error() {}, debug() {} };',
    'for (const [k, v] of Object.entries(JSON.parse(globalThis.__vigilVariables))) globalThis[k] = v;',
    'delete globalThis.__vigilVariables;',
  ].join('\n');
  const outcome = context.evalCode(unpack, 'variables');
  if (outcome.error) {
    outcome.error.dispose();
    throw new ExpressionError('the variables could not be passed to the script');
  }
  outcome.value.dispose();
}

function run(context: QuickJSContext, source: string, limits: JavaScriptLimits): unknown {
  const outcome = context.evalCode(source, SCRIPT_NAME);
  if (outcome.error) {
    const failure = dumpAndDispose(context, outcome.error);
    throw new ExpressionError(describeFailure(failure, limits));
  }
  return toPlainValue(context, outcome.value);
}

/** Converts through JSON inside the sandbox so the host only ever receives data. */
function toPlainValue(context: QuickJSContext, handle: QuickJSHandle): unknown {
  const kind = context.typeof(handle);
  if (kind === 'undefined' || kind === 'function' || kind === 'symbol') {
    handle.dispose();
    return undefined;
  }
  const json = context.getProp(context.global, 'JSON');
  const stringify = context.getProp(json, 'stringify');
  const text = context.callFunction(stringify, json, handle);
  stringify.dispose();
  json.dispose();
  handle.dispose();
  if (text.error) {
    const failure = dumpAndDispose(context, text.error);
    throw new ExpressionError(`the result could not be read: ${describeError(failure)}`);
  }
  const serialised: unknown = context.dump(text.value);
  text.value.dispose();
  return typeof serialised === 'string' ? JSON.parse(serialised) : undefined;
}

function dumpAndDispose(context: QuickJSContext, handle: QuickJSHandle): unknown {
  const value: unknown = context.dump(handle);
  handle.dispose();
  return value;
}

function describeFailure(failure: unknown, limits: JavaScriptLimits): string {
  const message = describeError(failure);
  if (message.includes('interrupted')) return `the script timed out after ${limits.timeoutMs} ms`;
  if (message.includes('out of memory')) return `the script ran out of memory (limit ${Math.round(limits.memoryBytes / 1024 / 1024)} MB)`;
  if (message.includes('stack overflow')) return 'the script overflowed the stack (too deep recursion)';
  return message;
}

function describeError(failure: unknown): string {
  if (failure && typeof failure === 'object' && 'message' in failure) {
    const { name, message } = failure as { name?: unknown; message?: unknown };
    return typeof name === 'string' && name !== '' ? `${name}: ${String(message)}` : String(message);
  }
  return String(failure);
}

function jsonReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
