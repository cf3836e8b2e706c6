import { celEnv, celFunc, CelScalar, isCelError, parse, plan, type CelInput, type CelResult, type CelValue } from '@bufbuild/cel';
import { strings } from '@bufbuild/cel/ext';
import { fromCelValue, toCelInput } from './cel-values.ts';
import { ExpressionError } from './expression-error.ts';

/** `toJSON(x)`: canary users render whole objects into display text. */
const toJsonFunction = celFunc('toJSON', [CelScalar.DYN], CelScalar.STRING, (value: CelValue) => JSON.stringify(fromCelValue(value)));

const environment = celEnv({ funcs: [...strings, toJsonFunction] });

type CelProgram = ReturnType<typeof plan>;

/**
 * Parsing costs far more than evaluating, and the same few expressions run for every item of a
 * scrape and every run of a check: each is parsed and planned once. Bounded so that ever-new
 * sources (edited specs) cannot grow it without end.
 */
const MAX_CACHED_PROGRAMS = 1000;
const programs = new Map<string, CelProgram>();

function programOf(source: string): CelProgram {
  const cached = programs.get(source);
  if (cached) return cached;
  const parsed = parseCel(source);
  let program: CelProgram;
  try {
    program = plan(environment, parsed);
  } catch (error) {
    throw new ExpressionError(errorMessage(error));
  }
  if (programs.size >= MAX_CACHED_PROGRAMS) programs.delete(programs.keys().next().value!);
  programs.set(source, program);
  return program;
}

/** Evaluates a CEL (`expr`) expression with the probe's variables bound by name. */
export function evaluateCel(source: string, env: Record<string, unknown>): unknown {
  const program = programOf(source);
  const bindings: Record<string, CelInput> = {};
  for (const [name, value] of Object.entries(env)) bindings[name] = toCelInput(value);
  let result: CelResult;
  try {
    result = program(bindings);
  } catch (error) {
    throw new ExpressionError(errorMessage(error));
  }
  if (isCelError(result)) throw new ExpressionError(describeRuntimeError(result.message));
  return fromCelValue(result);
}

/** Returns why a CEL expression does not parse, or undefined when it does. */
export function checkCelSyntax(source: string): string | undefined {
  try {
    parseCel(source);
    return undefined;
  } catch (error) {
    return errorMessage(error);
  }
}

function parseCel(source: string): ReturnType<typeof parse> {
  if (source.trim() === '') throw new ExpressionError('the expression is empty');
  try {
    return parse(source);
  } catch (error) {
    const message = errorMessage(error);
    const located = /^<input>:(\d+):(\d+): (.*)$/s.exec(message);
    throw new ExpressionError(located ? `syntax error at line ${located[1]}, column ${located[2]}: ${located[3]}` : `syntax error: ${message}`);
  }
}

function describeRuntimeError(message: string): string {
  if (message === 'unresolved attribute') return 'unknown variable (not provided by this check)';
  return message;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
