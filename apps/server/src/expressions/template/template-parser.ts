import { ExpressionError } from '../expression-error.ts';
import { TEMPLATE_FUNCTIONS } from './template-functions.ts';
import { describePosition, lexTemplate, type ActionToken, type SourcePosition, type TemplateItem } from './template-lexer.ts';

export type Operand =
  | { kind: 'dot' }
  | { kind: 'field'; variable?: string; path: string[]; position: SourcePosition }
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'function'; name: string; position: SourcePosition }
  /** `(pipeline)` and, as in Go, `(pipeline).field.path` read from its value. */
  | { kind: 'pipeline'; pipeline: Pipeline; path: string[]; position: SourcePosition };

export interface Command {
  operands: Operand[];
  position: SourcePosition;
}

export interface Pipeline {
  commands: Command[];
  position: SourcePosition;
}

export type TemplateNode =
  | { kind: 'text'; text: string }
  | { kind: 'output'; pipeline: Pipeline }
  | { kind: 'declare' | 'assign'; variable: string; pipeline: Pipeline }
  | { kind: 'if'; branches: { condition: Pipeline; body: TemplateNode[] }[]; otherwise: TemplateNode[] }
  | { kind: 'with'; pipeline: Pipeline; body: TemplateNode[]; otherwise: TemplateNode[] }
  | { kind: 'range'; pipeline: Pipeline; body: TemplateNode[]; otherwise: TemplateNode[]; keyVariable?: string; valueVariable?: string };

type BlockEnd = { keyword: 'end'; position: SourcePosition } | { keyword: 'else'; condition?: Pipeline; position: SourcePosition };

/** Parses a Go-style template; syntax errors and unknown functions name their position. */
export function parseTemplate(source: string): TemplateNode[] {
  return new TemplateParser(lexTemplate(source)).parseDocument();
}

class TemplateParser {
  private index = 0;
  /** Variables in scope, innermost last; a variable lives until the end of its block, as in Go. */
  private readonly scopes: Set<string>[] = [new Set(['$'])];

  constructor(private readonly items: TemplateItem[]) {}

  parseDocument(): TemplateNode[] {
    const { nodes, end } = this.parseList();
    if (end) throw syntaxError(`unexpected {{${end.keyword}}}`, end.position);
    return nodes;
  }

  /** Reads nodes up to an `{{end}}` or `{{else}}` (returned) or the end of the template. */
  private parseList(): { nodes: TemplateNode[]; end?: BlockEnd } {
    this.scopes.push(new Set());
    try {
      return this.parseItems();
    } finally {
      this.scopes.pop();
    }
  }

  private parseItems(): { nodes: TemplateNode[]; end?: BlockEnd } {
    const nodes: TemplateNode[] = [];
    while (this.index < this.items.length) {
      const item = this.items[this.index++] as TemplateItem;
      if (item.kind === 'text') {
        nodes.push({ kind: 'text', text: item.text });
        continue;
      }
      const [first, ...rest] = item.tokens;
      if (first === undefined) throw syntaxError('empty action {{}}', item.position);
      const keyword = first.kind === 'identifier' ? first.name : undefined;
      if (keyword === 'end') {
        if (rest.length > 0) throw syntaxError('unexpected words after end', item.position);
        return { nodes, end: { keyword: 'end', position: item.position } };
      }
      if (keyword === 'else') return { nodes, end: this.parseElse(rest, item.position) };
      if (keyword === 'if') nodes.push(this.parseIf(rest, item.position));
      else if (keyword === 'range') nodes.push(this.parseRange(rest, item.position));
      else if (keyword === 'with') nodes.push(this.parseWith(rest, item.position));
      else nodes.push(this.parseAction(item.tokens, item.position));
    }
    return { nodes };
  }

  private parseElse(rest: ActionToken[], position: SourcePosition): BlockEnd {
    const [next, ...condition] = rest;
    if (next === undefined) return { keyword: 'else', position };
    if (next.kind === 'identifier' && next.name === 'if') return { keyword: 'else', condition: this.pipeline(condition, position), position };
    throw syntaxError('else takes nothing, or "if" and a condition', position);
  }

  private parseIf(tokens: ActionToken[], position: SourcePosition): TemplateNode {
    const branches = [{ condition: this.pipeline(tokens, position), body: [] as TemplateNode[] }];
    for (;;) {
      const { nodes, end } = this.parseList();
      (branches[branches.length - 1] as { body: TemplateNode[] }).body = nodes;
      if (!end) throw syntaxError('{{if}} is missing its {{end}}', position);
      if (end.keyword === 'end') return { kind: 'if', branches, otherwise: [] };
      if (end.condition) {
        branches.push({ condition: end.condition, body: [] });
        continue;
      }
      return { kind: 'if', branches, otherwise: this.parseUntilEnd('if', position) };
    }
  }

  /** `{{ $x := pipeline }}` declares, `{{ $x = pipeline }}` assigns, anything else prints. */
  private parseAction(tokens: ActionToken[], position: SourcePosition): TemplateNode {
    const [target, operator, ...rest] = tokens;
    const binding = operator?.kind === 'declare' || operator?.kind === 'assign' ? operator.kind : undefined;
    const variable = target?.kind === 'field' && target.path.length === 0 ? target.variable : undefined;
    if (target !== undefined && variable !== undefined && binding !== undefined) {
      const pipeline = this.pipeline(rest, position);
      if (binding === 'assign' && !this.isDeclared(variable)) throw syntaxError(`undefined variable ${variable}`, target.position);
      if (binding === 'declare') this.declare(variable);
      return { kind: binding, variable, pipeline };
    }
    return { kind: 'output', pipeline: this.pipeline(tokens, position) };
  }

  /** `{{ range .list }}`, `{{ range $element := .list }}` or `{{ range $index, $element := .list }}`. */
  private parseRange(tokens: ActionToken[], position: SourcePosition): TemplateNode {
    const names: string[] = [];
    const declaration = tokens.findIndex((token) => token.kind === 'declare');
    if (declaration !== -1) {
      const targets = tokens.slice(0, declaration);
      const shapeOk = targets.every((token, at) => (at % 2 === 1 ? token.kind === 'comma' : isBareVariable(token)));
      if (!shapeOk || (targets.length !== 1 && targets.length !== 3)) throw syntaxError('range declares $element or $index, $element', position);
      for (const token of targets) if (token.kind === 'field' && token.variable !== undefined) names.push(token.variable);
    }
    const pipeline = this.pipeline(declaration === -1 ? tokens : tokens.slice(declaration + 1), position);
    this.scopes.push(new Set(names));
    try {
      const { body, otherwise } = this.parseBody('range', position);
      const [first, second] = names;
      if (second !== undefined) return { kind: 'range', pipeline, body, otherwise, keyVariable: first, valueVariable: second };
      return first === undefined ? { kind: 'range', pipeline, body, otherwise } : { kind: 'range', pipeline, body, otherwise, valueVariable: first };
    } finally {
      this.scopes.pop();
    }
  }

  private parseWith(tokens: ActionToken[], position: SourcePosition): TemplateNode {
    const pipeline = this.pipeline(tokens, position);
    return { kind: 'with', pipeline, ...this.parseBody('with', position) };
  }

  private parseBody(keyword: string, position: SourcePosition): { body: TemplateNode[]; otherwise: TemplateNode[] } {
    const { nodes, end } = this.parseList();
    if (!end) throw syntaxError(`{{${keyword}}} is missing its {{end}}`, position);
    if (end.keyword === 'else' && end.condition) throw syntaxError(`{{else if}} belongs to {{if}}, not {{${keyword}}}`, end.position);
    const otherwise = end.keyword === 'else' ? this.parseUntilEnd(keyword, position) : [];
    return { body: nodes, otherwise };
  }

  private pipeline(tokens: ActionToken[], position: SourcePosition): Pipeline {
    return parsePipeline(tokens, position, (name) => this.isDeclared(name));
  }

  private declare(name: string): void {
    this.scopes[this.scopes.length - 1]?.add(name);
  }

  private isDeclared(name: string): boolean {
    return this.scopes.some((scope) => scope.has(name));
  }

  private parseUntilEnd(keyword: string, position: SourcePosition): TemplateNode[] {
    const { nodes, end } = this.parseList();
    if (!end) throw syntaxError(`{{${keyword}}} is missing its {{end}}`, position);
    if (end.keyword !== 'end') throw syntaxError(`{{${keyword}}} has a second {{else}}`, end.position);
    return nodes;
  }
}

function parsePipeline(tokens: ActionToken[], position: SourcePosition, isDeclared: (name: string) => boolean): Pipeline {
  const reader = { tokens, index: 0, isDeclared };
  const pipeline = readPipeline(reader, position);
  const extra = reader.tokens[reader.index];
  if (extra) throw syntaxError(extra.kind === 'close' ? 'unexpected )' : 'unexpected token', extra.position);
  return pipeline;
}

interface TokenReader {
  tokens: ActionToken[];
  index: number;
  isDeclared: (name: string) => boolean;
}

function readPipeline(reader: TokenReader, position: SourcePosition): Pipeline {
  const commands: Command[] = [];
  let commandPosition = reader.tokens[reader.index]?.position ?? position;
  let operands: Operand[] = [];
  const finishCommand = (): void => {
    if (operands.length === 0) throw syntaxError('missing value in pipeline', commandPosition);
    commands.push({ operands, position: commandPosition });
    operands = [];
  };
  for (;;) {
    const token = reader.tokens[reader.index];
    if (token === undefined || token.kind === 'close') break;
    reader.index += 1;
    if (token.kind === 'pipe') {
      finishCommand();
      commandPosition = reader.tokens[reader.index]?.position ?? token.position;
      continue;
    }
    operands.push(readOperand(token, reader));
  }
  finishCommand();
  return { commands, position };
}

function readOperand(token: ActionToken, reader: TokenReader): Operand {
  switch (token.kind) {
    case 'dot':
      return { kind: 'dot' };
    case 'field':
      if (token.variable !== undefined && !reader.isDeclared(token.variable)) throw syntaxError(`undefined variable ${token.variable}`, token.position);
      return token.variable === undefined
        ? { kind: 'field', path: token.path, position: token.position }
        : { kind: 'field', variable: token.variable, path: token.path, position: token.position };
    case 'literal':
      return { kind: 'literal', value: token.value };
    case 'open': {
      const pipeline = readPipeline(reader, token.position);
      const close = reader.tokens[reader.index];
      if (close?.kind !== 'close') throw syntaxError('unclosed (', token.position);
      reader.index += 1;
      const next = reader.tokens[reader.index];
      const touching = next !== undefined && next.position.line === close.position.line && next.position.column === close.position.column + 1;
      if (touching && next.kind === 'field' && next.variable === undefined) {
        reader.index += 1;
        return { kind: 'pipeline', pipeline, path: next.path, position: next.position };
      }
      return { kind: 'pipeline', pipeline, path: [], position: token.position };
    }
    case 'identifier':
      if (!TEMPLATE_FUNCTIONS.has(token.name)) {
        const hint = ['if', 'else', 'end', 'range', 'with'].includes(token.name) ? `"${token.name}" cannot appear here` : `unknown function "${token.name}"`;
        throw syntaxError(hint, token.position);
      }
      return { kind: 'function', name: token.name, position: token.position };
    default:
      throw syntaxError(`unexpected ${{ pipe: '|', close: ')', comma: ',', declare: ':=', assign: '=' }[token.kind]}`, token.position);
  }
}

/** `$name` on its own, without a field path: something a declaration can bind. */
function isBareVariable(token: ActionToken): boolean {
  return token.kind === 'field' && token.variable !== undefined && token.path.length === 0;
}

function syntaxError(message: string, position: SourcePosition): ExpressionError {
  return new ExpressionError(`template syntax error at ${describePosition(position)}: ${message}`);
}
