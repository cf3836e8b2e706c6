import type { Condition } from '../api-request.ts';
import { readFieldPath } from './field.parser.ts';
import { isOperatorToken, readOperation } from './filter.parser.ts';
import { REQUEST_LIMITS } from './request-limits.ts';
import { Scanner, type Span } from './text-scanner.helper.ts';

/**
 * `or=(a.eq.1,and(b.gt.2,c.lt.3))`: `operator`/`negated` come from the key (`or`, `not.and`, ...),
 * the value must be one parenthesised list of conditions.
 */
export function parseLogicTree(operator: 'and' | 'or', negated: boolean, value: string): Condition {
  const sc = new Scanner(value, 'logic tree');
  const tree = readGroup(sc, operator, negated, 1);
  if (!sc.done) sc.fail(`${sc.unexpected()} expecting end of input`);
  return tree;
}

function readGroup(sc: Scanner, operator: 'and' | 'or', negated: boolean, depth: number): Condition {
  if (depth > REQUEST_LIMITS.logicDepth) sc.fail(`and/or groups may nest at most ${REQUEST_LIMITS.logicDepth} levels deep`);
  sc.expect('(');
  const conditions: Condition[] = [];
  for (;;) {
    sc.skipSpaces();
    conditions.push(readCondition(sc, depth));
    if (sc.eat(')')) break;
    if (!sc.eat(',')) sc.fail(`${sc.unexpected()} expecting "," or ")"`);
  }
  return { type: 'logic', operator, negated, conditions };
}

function readCondition(sc: Scanner, depth: number): Condition {
  for (const [prefix, operator, negated] of GROUP_PREFIXES) {
    if (sc.startsWith(prefix)) {
      sc.pos += prefix.length - 1;
      return readGroup(sc, operator, negated, depth + 1);
    }
  }
  const span = sc.skipBalanced(',)');
  if (sc.done) sc.fail('unexpected end of input expecting "," or ")"');
  return { type: 'filter', filter: readLeaf(sc.window(span)) };
}

const GROUP_PREFIXES: ReadonlyArray<readonly [string, 'and' | 'or', boolean]> = [
  ['and(', 'and', false],
  ['or(', 'or', false],
  ['not.and(', 'and', true],
  ['not.or(', 'or', true],
];

/**
 * `field.[not.]op.value`: the field ends at the first dot-separated segment that is an operator,
 * so JSON keys with dots (`labels->>app.kubernetes.io/name.eq.x`) still work.
 */
function readLeaf(sc: Scanner): Extract<Condition, { type: 'filter' }>['filter'] {
  const start = sc.pos;
  if (sc.done) sc.fail(`${sc.unexpected()} expecting a filter`);
  const segments = sc.window({ start, end: sc.end }).splitTopLevel('.');
  const opIndex = segments.findIndex((seg, i) => i > 0 && isOpStart(sc, segments, i, seg));
  if (opIndex < 0) {
    const second = segments[1];
    if (second !== undefined && segments.length > 2) sc.fail(`unknown operator "${sc.slice(second)}"`, second.start);
    sc.fail(`"${sc.rest()}" is not a filter of the form field.operator.value`, start);
  }
  const fieldEnd = (segments[opIndex - 1] as Span).end;
  const field = readFieldPath(sc.window({ start, end: fieldEnd }));
  const op = readOperation(sc.window({ start: (segments[opIndex] as Span).start, end: sc.end }), true);
  return { field, ...op };
}

function isOpStart(sc: Scanner, segments: Span[], i: number, seg: Span): boolean {
  const token = sc.slice(seg);
  if (token === 'not') {
    const next = segments[i + 1];
    return next !== undefined && isOperatorToken(sc.slice(next));
  }
  return isOperatorToken(token) && i + 1 < segments.length;
}
