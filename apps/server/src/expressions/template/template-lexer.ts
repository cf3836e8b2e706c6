import { ExpressionError } from '../expression-error.ts';

export interface SourcePosition {
  line: number;
  column: number;
}

export type ActionToken =
  | { kind: 'dot'; position: SourcePosition }
  /** `.a.b` reads from dot; `$.a` and `$name.a` read from a variable (`$` is the whole data). */
  | { kind: 'field'; variable?: string; path: string[]; position: SourcePosition }
  | { kind: 'identifier'; name: string; position: SourcePosition }
  | { kind: 'literal'; value: string | number | boolean | null; position: SourcePosition }
  | { kind: 'pipe' | 'open' | 'close' | 'comma' | 'declare' | 'assign'; position: SourcePosition };

export type TemplateItem =
  | { kind: 'text'; text: string }
  | { kind: 'action'; tokens: ActionToken[]; position: SourcePosition };

const IDENTIFIER_START = /[A-Za-z_]/;
const IDENTIFIER_PART = /[A-Za-z0-9_]/;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };

/** Names a place in the template for error messages. */
export function describePosition(position: SourcePosition): string {
  return `line ${position.line}, column ${position.column}`;
}

/**
 * Splits a Go-style template into text and `{{ action }}` items, honouring `{{-`/`-}}` trimming
 * and `{{/* comments *\/}}`.
 */
export function lexTemplate(source: string): TemplateItem[] {
  return new TemplateLexer(source).run();
}

class TemplateLexer {
  private offset = 0;
  private readonly items: TemplateItem[] = [];
  private trimNextText = false;

  constructor(private readonly source: string) {}

  run(): TemplateItem[] {
    while (this.offset < this.source.length) {
      const start = this.source.indexOf('{{', this.offset);
      const end = start === -1 ? this.source.length : start;
      let text = this.source.slice(this.offset, end);
      if (this.trimNextText) text = text.trimStart();
      this.trimNextText = false;
      if (start === -1) {
        this.pushText(text);
        break;
      }
      const trimBefore = /^\{\{-\s/.test(this.source.slice(start, start + 4));
      this.pushText(trimBefore ? text.trimEnd() : text);
      this.offset = start + (trimBefore ? 3 : 2);
      this.lexAction(this.positionAt(start));
    }
    return this.items;
  }

  private pushText(text: string): void {
    if (text !== '') this.items.push({ kind: 'text', text });
  }

  private lexAction(position: SourcePosition): void {
    const tokens: ActionToken[] = [];
    this.skipSpaces();
    if (this.source.startsWith('/*', this.offset)) {
      const close = this.source.indexOf('*/', this.offset);
      if (close === -1) throw this.error('unclosed comment', position);
      this.offset = close + 2;
      this.skipSpaces();
      if (!this.closeAction()) throw this.error('a comment must end the action ({{/* ... */}})', position);
      return;
    }
    while (!this.closeAction()) {
      if (this.offset >= this.source.length) throw this.error('unclosed action: missing }}', position);
      tokens.push(this.lexToken());
      this.skipSpaces();
    }
    this.items.push({ kind: 'action', tokens, position });
  }

  /** Consumes `}}` or ` -}}` when it comes next. */
  private closeAction(): boolean {
    if (this.source.startsWith('}}', this.offset)) {
      this.offset += 2;
      return true;
    }
    if (this.source.startsWith('-}}', this.offset) && /\s/.test(this.source[this.offset - 1] ?? '')) {
      this.offset += 3;
      this.trimNextText = true;
      return true;
    }
    return false;
  }

  private lexToken(): ActionToken {
    const position = this.positionAt(this.offset);
    const char = this.source[this.offset] ?? '';
    const symbol = { '|': 'pipe', '(': 'open', ')': 'close', ',': 'comma', '=': 'assign' } as const;
    if (this.source.startsWith(':=', this.offset)) {
      this.offset += 2;
      return { kind: 'declare', position };
    }
    if (char === '|' || char === '(' || char === ')' || char === ',' || char === '=') {
      this.offset += 1;
      return { kind: symbol[char], position };
    }
    if (char === '.' || char === '$') return this.lexField(position);
    if (char === '"') return { kind: 'literal', value: this.lexQuoted(position), position };
    if (char === '`') return { kind: 'literal', value: this.lexRaw(position), position };
    if (/[0-9-]/.test(char)) return this.lexNumber(position);
    if (IDENTIFIER_START.test(char)) {
      const name = this.readIdentifier();
      if (name === 'true' || name === 'false') return { kind: 'literal', value: name === 'true', position };
      if (name === 'nil') return { kind: 'literal', value: null, position };
      return { kind: 'identifier', name, position };
    }
    throw this.error(`unexpected character ${JSON.stringify(char)}`, position);
  }

  private lexField(position: SourcePosition): ActionToken {
    let variable: string | undefined;
    if (this.source[this.offset] === '$') {
      this.offset += 1;
      variable = `$${this.readIdentifier()}`;
    }
    const path: string[] = [];
    while (this.source[this.offset] === '.' && IDENTIFIER_START.test(this.source[this.offset + 1] ?? '')) {
      this.offset += 1;
      path.push(this.readIdentifier());
    }
    if (variable === undefined && path.length === 0) {
      this.offset += 1;
      return { kind: 'dot', position };
    }
    return variable === undefined ? { kind: 'field', path, position } : { kind: 'field', variable, path, position };
  }

  private lexQuoted(position: SourcePosition): string {
    let value = '';
    this.offset += 1;
    for (;;) {
      const char = this.source[this.offset];
      if (char === undefined || char === '\n') throw this.error('unterminated string', position);
      this.offset += 1;
      if (char === '"') return value;
      if (char === '\\') {
        const escaped = ESCAPES[this.source[this.offset] ?? ''];
        if (escaped === undefined) throw this.error('unknown escape in string', this.positionAt(this.offset - 1));
        value += escaped;
        this.offset += 1;
      } else {
        value += char;
      }
    }
  }

  private lexRaw(position: SourcePosition): string {
    const close = this.source.indexOf('`', this.offset + 1);
    if (close === -1) throw this.error('unterminated raw string', position);
    const value = this.source.slice(this.offset + 1, close);
    this.offset = close + 1;
    return value;
  }

  private lexNumber(position: SourcePosition): ActionToken {
    const match = /^-?\d+(\.\d+)?/.exec(this.source.slice(this.offset));
    if (!match) throw this.error('bad number', position);
    this.offset += match[0].length;
    return { kind: 'literal', value: Number(match[0]), position };
  }

  private readIdentifier(): string {
    const start = this.offset;
    while (IDENTIFIER_PART.test(this.source[this.offset] ?? '')) this.offset += 1;
    return this.source.slice(start, this.offset);
  }

  private skipSpaces(): void {
    while (/\s/.test(this.source[this.offset] ?? '')) this.offset += 1;
  }

  private positionAt(offset: number): SourcePosition {
    const before = this.source.slice(0, offset);
    const lastBreak = before.lastIndexOf('\n');
    return { line: before.split('\n').length, column: offset - lastBreak };
  }

  private error(message: string, position: SourcePosition): ExpressionError {
    return new ExpressionError(`template syntax error at ${describePosition(position)}: ${message}`);
  }
}
