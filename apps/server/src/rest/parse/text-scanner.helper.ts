import { ApiError } from '../api-error.ts';

/** PostgREST's parse-error shape: 400 PGRST100, the failing parameter quoted in the message. */
export function syntaxError(what: string, input: string, column: number, details: string | null): ApiError {
  return new ApiError(400, 'PGRST100', `"failed to parse ${what} (${input})" (line 1, column ${column})`, details);
}

export interface Span {
  start: number;
  end: number;
}

const OPENERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const CLOSERS = new Set([')', ']', '}']);

/**
 * A cursor over one query parameter. Sub-parsers get a window [pos, end) of the same text so an
 * error can point at its column within the whole parameter.
 */
export class Scanner {
  pos: number;
  end: number;

  constructor(
    readonly text: string,
    readonly what: string,
    start = 0,
    end = text.length,
  ) {
    this.pos = start;
    this.end = end;
  }

  window(span: Span): Scanner {
    return new Scanner(this.text, this.what, span.start, span.end);
  }

  get done(): boolean {
    return this.pos >= this.end;
  }

  peek(offset = 0): string {
    const at = this.pos + offset;
    return at < this.end ? this.text.charAt(at) : '';
  }

  startsWith(token: string): boolean {
    return this.pos + token.length <= this.end && this.text.startsWith(token, this.pos);
  }

  eat(token: string): boolean {
    if (!this.startsWith(token)) return false;
    this.pos += token.length;
    return true;
  }

  expect(token: string): void {
    if (!this.eat(token)) this.fail(`${this.unexpected()} expecting "${token}"`);
  }

  skipSpaces(): void {
    while (!this.done && /\s/.test(this.peek())) this.pos += 1;
  }

  rest(): string {
    return this.text.slice(this.pos, this.end);
  }

  readUntil(stop: (sc: Scanner) => boolean): string {
    const from = this.pos;
    while (!this.done && !stop(this)) this.pos += 1;
    return this.text.slice(from, this.pos);
  }

  /** At a `"`: the quoted text with `\x` escapes resolved. */
  readQuoted(): string {
    this.expect('"');
    let out = '';
    for (;;) {
      if (this.done) this.fail('unexpected end of input expecting closing quote "\\""');
      const c = this.peek();
      this.pos += 1;
      if (c === '"') return out;
      if (c === '\\' && !this.done) {
        out += this.peek();
        this.pos += 1;
      } else {
        out += c;
      }
    }
  }

  unexpected(): string {
    return this.done ? 'unexpected end of input' : `unexpected "${this.peek()}"`;
  }

  fail(details: string, at = this.pos): never {
    throw syntaxError(this.what, this.text, at + 1, details);
  }

  /**
   * Advances to the next `stops` character outside quotes and brackets (or to the end), so values
   * such as `in.("a,b",c)` or `cs.{1,2}` stay whole. Throws on an unbalanced bracket or quote.
   */
  skipBalanced(stops: string): Span {
    const start = this.pos;
    const pending: string[] = [];
    while (!this.done) {
      const c = this.peek();
      if (pending.length === 0 && stops.includes(c)) break;
      if (c === '"') {
        this.readQuoted();
        continue;
      }
      if (c in OPENERS) {
        pending.push(OPENERS[c] as string);
      } else if (CLOSERS.has(c)) {
        if (pending.pop() !== c) this.fail(`unexpected "${c}": unbalanced brackets`);
      }
      this.pos += 1;
    }
    if (pending.length > 0) this.fail(`unexpected end of input expecting "${pending[pending.length - 1]}"`);
    return { start, end: this.pos };
  }

  /** Splits the remaining window on `sep` outside quotes and brackets. */
  splitTopLevel(sep: string): Span[] {
    const parts: Span[] = [];
    for (;;) {
      parts.push(this.skipBalanced(sep));
      if (this.done) return parts;
      this.pos += sep.length;
    }
  }

  slice(span: Span): string {
    return this.text.slice(span.start, span.end);
  }
}

/** `"a,b"` -> `a,b` (with `\"` escapes); anything not wholly quoted is returned unchanged. */
export function unquote(text: string): string {
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return text;
  const sc = new Scanner(text, 'value');
  try {
    const inner = sc.readQuoted();
    return sc.done ? inner : text;
  } catch {
    return text;
  }
}

/** Splits a comma list such as `columns=a,"b c"`; items are trimmed and unquoted. */
export function parseNameList(value: string, what: string): string[] {
  const sc = new Scanner(value, what);
  return sc.splitTopLevel(',').map((span) => {
    const item = unquote(sc.slice(span).trim());
    if (item === '') sc.fail('empty name in list', span.start);
    return item;
  });
}
