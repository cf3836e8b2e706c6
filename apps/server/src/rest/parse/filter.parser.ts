import type { FilterOperator, FilterValue, IsValue } from '../api-request.ts';
import { type Scanner, type Span, unquote } from './text-scanner.helper.ts';

export const FILTER_OPERATORS: ReadonlySet<string> = new Set<FilterOperator>([
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte',
  'like', 'ilike', 'match', 'imatch',
  'in', 'is', 'isdistinct',
  'fts', 'plfts', 'phfts', 'wfts',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj',
]);

const QUANTIFIABLE = new Set<FilterOperator>(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set<FilterOperator>(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set<IsValue>(['null', 'not_null', 'true', 'false', 'unknown']);

export interface Operation {
  operator: FilterOperator;
  negated: boolean;
  value: FilterValue;
}

/** `eq`, `fts(english)`, `like(any)`: a segment that names an operator. */
export function isOperatorToken(token: string): boolean {
  const m = /^([a-z]+)(\(.*\))?$/.exec(token);
  return m !== null && FILTER_OPERATORS.has(m[1] as string);
}

/**
 * `[not.]op[(modifier)].value` in the scanner's window. Inside logic trees a wholly double-quoted
 * scalar is unquoted, since quoting is how commas and parentheses get into values there; a
 * top-level value is everything after the operator, taken literally.
 */
export function readOperation(sc: Scanner, inTree: boolean): Operation {
  const negated = sc.eat('not.');
  const opAt = sc.pos;
  const name = sc.readUntil((s) => s.peek() === '.' || s.peek() === '(');
  if (!FILTER_OPERATORS.has(name)) {
    sc.fail(name === '' ? `${sc.unexpected()} expecting an operator` : `unknown operator "${name}"`, opAt);
  }
  const operator = name as FilterOperator;
  let modifier: string | undefined;
  if (sc.eat('(')) {
    modifier = sc.readUntil((s) => s.peek() === ')');
    sc.expect(')');
  }
  sc.expect('.');
  const valueSpan: Span = { start: sc.pos, end: sc.end };
  return { operator, negated, value: readValue(sc.window(valueSpan), operator, modifier, inTree, opAt) };
}

function readValue(sc: Scanner, op: FilterOperator, modifier: string | undefined, inTree: boolean, opAt: number): FilterValue {
  const raw = sc.rest();
  if (FTS.has(op)) {
    const query = inTree ? unquote(raw) : raw;
    return modifier === undefined || modifier === '' ? { kind: 'fts', query } : { kind: 'fts', language: modifier, query };
  }
  if (modifier !== undefined) {
    if ((modifier !== 'any' && modifier !== 'all') || !QUANTIFIABLE.has(op)) {
      sc.fail(`operator "${op}" does not take the modifier "(${modifier})"`, opAt);
    }
    if (!raw.startsWith('{') || !raw.endsWith('}')) sc.fail(`${sc.unexpected()} expecting a list "{a,b}"`);
    const values = readList(sc, '{', '}').map((v) => likePattern(op, v));
    return { kind: 'quantified', quantifier: modifier, values };
  }
  if (op === 'in' || (op === 'ov' && raw.startsWith('('))) {
    if (!raw.startsWith('(')) sc.fail(`${sc.unexpected()} expecting a list "(a,b)"`);
    return { kind: 'list', values: readList(sc, '(', ')') };
  }
  if (op === 'is') {
    const lowered = (inTree ? unquote(raw) : raw).toLowerCase();
    if (!IS_VALUES.has(lowered as IsValue)) {
      sc.fail(`unexpected "${raw}" expecting null, not_null, true, false or unknown`);
    }
    return { kind: 'is', value: lowered as IsValue };
  }
  return { kind: 'scalar', value: likePattern(op, inTree ? unquote(raw) : raw) };
}

/** `(a,"b,c")` or `{a,b}` filling the whole window; items unquoted, `()` gives []. */
function readList(sc: Scanner, open: string, close: string): string[] {
  sc.expect(open);
  const inner = sc.skipBalanced(close);
  sc.expect(close);
  if (!sc.done) sc.fail(`${sc.unexpected()} expecting end of the list`);
  if (inner.start === inner.end) return [];
  const items = sc.window(inner);
  return items.splitTopLevel(',').map((span) => unquote(items.slice(span)));
}

function likePattern(op: FilterOperator, value: string): string {
  return op === 'like' || op === 'ilike' ? value.replaceAll('*', '%') : value;
}
