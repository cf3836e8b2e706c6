import type { EmbedPath, FieldPath, JsonStep } from '../api-request.ts';
import { REQUEST_LIMITS } from './request-limits.ts';
import type { Scanner } from './text-scanner.helper.ts';

type Stop = (sc: Scanner) => boolean;

const never: Stop = () => false;

/** A name, double-quoted or bare up to `stop` or a JSON arrow; surrounding spaces are dropped. */
export function readName(sc: Scanner, stop: Stop, expecting = 'field name'): string {
  sc.skipSpaces();
  if (sc.peek() === '"') {
    const quoted = sc.readQuoted();
    sc.skipSpaces();
    return quoted;
  }
  const at = sc.pos;
  const name = sc.readUntil((s) => stop(s) || s.startsWith('->')).trim();
  if (name === '') sc.fail(`${sc.unexpected()} expecting ${expecting}`, at);
  return name;
}

/** `->a->>0`: keys end at `stop` or the next arrow; an unquoted integer key is an array index. */
export function readJsonSteps(sc: Scanner, stop: Stop): JsonStep[] {
  const steps: JsonStep[] = [];
  while (sc.startsWith('->')) {
    if (steps.length >= REQUEST_LIMITS.jsonPathSteps) sc.fail(`a JSON path may have at most ${REQUEST_LIMITS.jsonPathSteps} steps`);
    const arrow = sc.startsWith('->>') ? '->>' : '->';
    sc.pos += arrow.length;
    if (sc.peek() === '"') {
      steps.push({ arrow, key: sc.readQuoted() });
      continue;
    }
    const at = sc.pos;
    const key = sc.readUntil((s) => stop(s) || s.startsWith('->')).trim();
    if (key === '') sc.fail(`${sc.unexpected()} expecting a JSON key or index`, at);
    steps.push({ arrow, key: /^-?\d+$/.test(key) ? Number(key) : key });
  }
  return steps;
}

/**
 * A filter key `a.b.col->x->>y`: embed path, then column, then JSON steps. Dots only separate
 * path segments before the first arrow, so JSON keys such as `app.kubernetes.io/name` need no quoting.
 */
export function readKeyPath(sc: Scanner): { path: EmbedPath; field: FieldPath } {
  const path: string[] = [];
  let name = readName(sc, (s) => s.peek() === '.');
  while (sc.eat('.')) {
    path.push(name);
    name = readName(sc, (s) => s.peek() === '.');
  }
  const jsonPath = readJsonSteps(sc, never);
  if (!sc.done) sc.fail(`${sc.unexpected()} expecting end of field`);
  return { path, field: { name, jsonPath } };
}

/** A lone field (`col`, `col->a->>b`, `"my col"`); no embed path allowed. */
export function readFieldPath(sc: Scanner): FieldPath {
  const start = sc.pos;
  const { path, field } = readKeyPath(sc);
  if (path.length > 0) sc.fail(`unexpected "." in field "${sc.text.slice(start, sc.end)}"`, start);
  return field;
}
