import { ExpressionError } from '../expression-error.ts';
import { formatPrintf } from './template-printf.ts';
import { isTruthy, renderValue } from './template-values.ts';

export type TemplateFunction = (args: unknown[]) => unknown;

/**
 * The functions templates may call, by name. `and`/`or` are listed for name checks but evaluated
 * lazily by the renderer, as in Go.
 */
export const TEMPLATE_FUNCTIONS: ReadonlyMap<string, TemplateFunction> = new Map<string, TemplateFunction>([
  ['printf', (args) => formatPrintf(stringArg('printf', args, 0), args.slice(1))],
  ['print', (args) => args.map(renderValue).join('')],
  ['upper', (args) => stringArg('upper', exactly('upper', args, 1), 0).toUpperCase()],
  ['lower', (args) => stringArg('lower', exactly('lower', args, 1), 0).toLowerCase()],
  ['trim', (args) => stringArg('trim', exactly('trim', args, 1), 0).trim()],
  ['contains', (args) => stringArg('contains', exactly('contains', args, 2), 1).includes(stringArg('contains', args, 0))],
  ['hasPrefix', (args) => stringArg('hasPrefix', exactly('hasPrefix', args, 2), 0).startsWith(stringArg('hasPrefix', args, 1))],
  ['hasSuffix', (args) => stringArg('hasSuffix', exactly('hasSuffix', args, 2), 0).endsWith(stringArg('hasSuffix', args, 1))],
  ['join', (args) => joinList(exactly('join', args, 2))],
  ['default', (args) => (isTruthy(exactly('default', args, 2)[1]) ? args[1] : args[0])],
  ['toJSON', (args) => JSON.stringify(exactly('toJSON', args, 1)[0] ?? null)],
  ['toJson', (args) => JSON.stringify(exactly('toJson', args, 1)[0] ?? null)],
  ['len', (args) => lengthOf(exactly('len', args, 1)[0])],
  ['index', (args) => indexInto(args)],
  ['not', (args) => !isTruthy(exactly('not', args, 1)[0])],
  ['and', (args) => args.find((arg) => !isTruthy(arg)) ?? args[args.length - 1]],
  ['or', (args) => args.find((arg) => isTruthy(arg)) ?? args[args.length - 1]],
  ['eq', (args) => atLeast('eq', args, 2).slice(1).some((other) => sameValue(args[0], other))],
  ['ne', (args) => !sameValue(exactly('ne', args, 2)[0], args[1])],
  ['lt', (args) => compare('lt', args) < 0],
  ['le', (args) => compare('le', args) <= 0],
  ['gt', (args) => compare('gt', args) > 0],
  ['ge', (args) => compare('ge', args) >= 0],
]);

function exactly(name: string, args: unknown[], count: number): unknown[] {
  if (args.length !== count) throw new ExpressionError(`${name} takes ${count} argument${count === 1 ? '' : 's'}, got ${args.length}`);
  return args;
}

function atLeast(name: string, args: unknown[], count: number): unknown[] {
  if (args.length < count) throw new ExpressionError(`${name} takes at least ${count} arguments, got ${args.length}`);
  return args;
}

function stringArg(name: string, args: unknown[], at: number): string {
  const value = args[at];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new ExpressionError(`${name} expects text, got ${describeType(value)}`);
}

function joinList(args: unknown[]): string {
  const [separator, list] = args;
  if (!Array.isArray(list)) throw new ExpressionError(`join expects a list, got ${describeType(list)}`);
  return list.map(renderValue).join(renderValue(separator));
}

function lengthOf(value: unknown): number {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (value !== null && typeof value === 'object') return Object.keys(value).length;
  throw new ExpressionError(`len of ${describeType(value)} is not defined`);
}

function indexInto(args: unknown[]): unknown {
  let current = atLeast('index', args, 2)[0];
  for (const key of args.slice(1)) {
    if (Array.isArray(current)) {
      if (typeof key !== 'number' || !Number.isInteger(key)) throw new ExpressionError(`index of a list must be a whole number, got ${describeType(key)}`);
      if (key < 0 || key >= current.length) throw new ExpressionError(`index ${key} is out of range (length ${current.length})`);
      current = current[key];
    } else if (current !== null && typeof current === 'object') {
      current = (current as Record<string, unknown>)[String(key)];
    } else if (current === null || current === undefined) {
      return undefined;
    } else {
      throw new ExpressionError(`cannot index into ${describeType(current)}`);
    }
  }
  return current;
}

function sameValue(left: unknown, right: unknown): boolean {
  if ((left === null || left === undefined) && (right === null || right === undefined)) return true;
  if (typeof left === 'object' || typeof right === 'object') return JSON.stringify(left) === JSON.stringify(right);
  return left === right;
}

function compare(name: string, args: unknown[]): number {
  const [left, right] = exactly(name, args, 2);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'string' && typeof right === 'string') return left < right ? -1 : left > right ? 1 : 0;
  throw new ExpressionError(`${name} cannot compare ${describeType(left)} with ${describeType(right)}`);
}

export function describeType(value: unknown): string {
  if (value === null || value === undefined) return 'no value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}
