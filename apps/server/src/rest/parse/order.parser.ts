import type { OrderTerm } from '../api-request.ts';
import { readFieldPath, readName } from './field.parser.ts';
import { Scanner, type Span } from './text-scanner.helper.ts';

const DIRECTIONS = new Set(['asc', 'desc']);
const NULLS = new Set(['nullsfirst', 'nullslast']);

/** `order=a.desc.nullslast,b,rel(col).asc,labels->>env.desc` */
export function parseOrder(value: string): OrderTerm[] {
  const sc = new Scanner(value, 'order');
  return sc.splitTopLevel(',').map((span) => readTerm(sc.window(span)));
}

/**
 * Modifiers are taken from the end of the term, so a JSON key may itself contain dots; a dot
 * left over in a plain column name is an unknown modifier.
 */
function readTerm(sc: Scanner): OrderTerm {
  const segments = sc.window({ start: sc.pos, end: sc.end }).splitTopLevel('.');
  const modifiers: Span[] = [];
  while (segments.length > 1 && isModifier(sc.slice(segments[segments.length - 1] as Span))) {
    modifiers.unshift(segments.pop() as Span);
  }
  const first = segments[0] as Span;
  const fieldSpan: Span = { start: first.start, end: (segments[segments.length - 1] as Span).end };
  const fieldText = sc.slice(fieldSpan);
  if (segments.length > 1 && !sc.slice(first).includes('->')) {
    const bad = segments[1] as Span;
    sc.fail(`unexpected "${sc.slice(bad)}" expecting "asc", "desc", "nullsfirst" or "nullslast"`, bad.start);
  }
  if (fieldText.trim() === '') sc.fail(`${sc.unexpected()} expecting a field to order by`, fieldSpan.start);
  const term = readTarget(sc.window(fieldSpan));
  applyModifiers(sc, term, modifiers);
  return term;
}

/** `col->a` or `rel(col->a)` (ordering by a to-one embed's column). */
function readTarget(sc: Scanner): OrderTerm {
  const relEnd = sc.text.lastIndexOf(')', sc.end - 1);
  if (relEnd === sc.end - 1 && !sc.rest().trimStart().startsWith('"')) {
    const relation = readName(sc, (s) => s.peek() === '(', 'a relation name');
    sc.expect('(');
    const inner = sc.window({ start: sc.pos, end: sc.end - 1 });
    return { relation, field: readFieldPath(inner) };
  }
  return { field: readFieldPath(sc) };
}

function isModifier(token: string): boolean {
  return DIRECTIONS.has(token) || NULLS.has(token);
}

function applyModifiers(sc: Scanner, term: OrderTerm, modifiers: Span[]): void {
  for (const span of modifiers) {
    const token = sc.slice(span);
    if (DIRECTIONS.has(token) && term.direction === undefined && term.nulls === undefined) {
      term.direction = token as 'asc' | 'desc';
    } else if (NULLS.has(token) && term.nulls === undefined) {
      term.nulls = token === 'nullsfirst' ? 'first' : 'last';
    } else {
      sc.fail(`unexpected "${token}": the form is field[.asc|.desc][.nullsfirst|.nullslast]`, span.start);
    }
  }
}
