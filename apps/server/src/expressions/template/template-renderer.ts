import { ExpressionError } from '../expression-error.ts';
import { describeType, TEMPLATE_FUNCTIONS } from './template-functions.ts';
import { describePosition, type SourcePosition } from './template-lexer.ts';
import type { Command, Operand, Pipeline, TemplateNode } from './template-parser.ts';
import { isTruthy, renderValue } from './template-values.ts';

const LOCATED = /^template (syntax )?error at /;

/** Template variables visible at one point; each block gets its own, as in Go. */
class Scope {
  private readonly variables = new Map<string, unknown>();

  constructor(private readonly parent?: Scope) {}

  declare(name: string, value: unknown): void {
    this.variables.set(name, value);
  }

  assign(name: string, value: unknown): void {
    if (this.variables.has(name) || !this.parent) this.variables.set(name, value);
    else this.parent.assign(name, value);
  }

  lookup(name: string): unknown {
    return this.variables.has(name) ? this.variables.get(name) : this.parent?.lookup(name);
  }

  owns(name: string): boolean {
    return this.variables.has(name) || (this.parent?.owns(name) ?? false);
  }
}

/** Renders parsed template nodes with `data` as both `.` and `$`. */
export function renderTemplateNodes(nodes: TemplateNode[], data: unknown): string {
  const scope = new Scope();
  scope.declare('$', data);
  return new TemplateRenderer().render(nodes, data, scope);
}

type RangeNode = Extract<TemplateNode, { kind: 'range' }>;

class TemplateRenderer {
  private scope = new Scope();

  render(nodes: TemplateNode[], dot: unknown, parent: Scope): string {
    const outer = this.scope;
    this.scope = new Scope(parent);
    try {
      let output = '';
      for (const node of nodes) output += this.renderNode(node, dot);
      return output;
    } finally {
      this.scope = outer;
    }
  }

  private renderNode(node: TemplateNode, dot: unknown): string {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'output':
        return renderValue(this.evaluatePipeline(node.pipeline, dot));
      case 'declare':
        this.scope.declare(node.variable, this.evaluatePipeline(node.pipeline, dot));
        return '';
      case 'assign':
        this.scope.assign(node.variable, this.evaluatePipeline(node.pipeline, dot));
        return '';
      case 'if': {
        const branch = node.branches.find((candidate) => isTruthy(this.evaluatePipeline(candidate.condition, dot)));
        return this.render(branch ? branch.body : node.otherwise, dot, this.scope);
      }
      case 'with': {
        const value = this.evaluatePipeline(node.pipeline, dot);
        return isTruthy(value) ? this.render(node.body, value, this.scope) : this.render(node.otherwise, dot, this.scope);
      }
      case 'range':
        return this.renderRange(node, dot);
    }
  }

  private renderRange(node: RangeNode, dot: unknown): string {
    const value = this.evaluatePipeline(node.pipeline, dot);
    let entries: [unknown, unknown][];
    if (value === null || value === undefined) entries = [];
    else if (Array.isArray(value)) entries = value.map((element, index) => [index, element]);
    else if (typeof value === 'object') entries = Object.keys(value).sort().map((key) => [key, (value as Record<string, unknown>)[key]]);
    else throw located(`range cannot walk over ${describeType(value)}`, node.pipeline.position);
    if (entries.length === 0) return this.render(node.otherwise, dot, this.scope);
    let output = '';
    for (const [key, element] of entries) {
      const iteration = new Scope(this.scope);
      if (node.keyVariable !== undefined) iteration.declare(node.keyVariable, key);
      if (node.valueVariable !== undefined) iteration.declare(node.valueVariable, element);
      output += this.render(node.body, element, iteration);
    }
    return output;
  }

  private evaluatePipeline(pipeline: Pipeline, dot: unknown): unknown {
    let piped: { value: unknown } | undefined;
    for (const command of pipeline.commands) piped = { value: this.evaluateCommand(command, dot, piped) };
    return piped?.value;
  }

  private evaluateCommand(command: Command, dot: unknown, piped: { value: unknown } | undefined): unknown {
    try {
      const [first, ...rest] = command.operands;
      if (first?.kind === 'function') return this.callFunction(first.name, rest, dot, piped);
      if (rest.length > 0 || piped) throw new ExpressionError('only a function can take arguments or a piped value');
      return first === undefined ? undefined : this.evaluateOperand(first, dot);
    } catch (error) {
      if (error instanceof ExpressionError && LOCATED.test(error.message)) throw error;
      throw located(error instanceof Error ? error.message : String(error), command.position);
    }
  }

  private callFunction(name: string, operands: Operand[], dot: unknown, piped: { value: unknown } | undefined): unknown {
    const evaluate = (operand: Operand): unknown => this.evaluateOperand(operand, dot);
    if (name === 'and' || name === 'or') return this.shortCircuit(name, operands.map((operand) => () => evaluate(operand)), piped);
    const args = operands.map(evaluate);
    if (piped) args.push(piped.value);
    return (TEMPLATE_FUNCTIONS.get(name) as (args: unknown[]) => unknown)(args);
  }

  /** Like Go, `and`/`or` stop at the first argument that decides the result. */
  private shortCircuit(name: 'and' | 'or', thunks: (() => unknown)[], piped: { value: unknown } | undefined): unknown {
    const all = piped ? [...thunks, () => piped.value] : thunks;
    if (all.length === 0) throw new ExpressionError(`${name} takes at least 1 argument`);
    let value: unknown;
    for (const thunk of all) {
      value = thunk();
      if (isTruthy(value) === (name === 'or')) return value;
    }
    return value;
  }

  private evaluateOperand(operand: Operand, dot: unknown): unknown {
    switch (operand.kind) {
      case 'dot':
        return dot;
      case 'literal':
        return operand.value;
      case 'pipeline':
        return readPath(this.evaluatePipeline(operand.pipeline, dot), operand.path, operand.position);
      case 'function':
        return this.callFunction(operand.name, [], dot, undefined);
      case 'field':
        return readPath(operand.variable === undefined ? dot : this.variable(operand.variable, operand.position), operand.path, operand.position);
    }
  }

  private variable(name: string, position: SourcePosition): unknown {
    if (!this.scope.owns(name)) throw located(`undefined variable ${name}`, position);
    return this.scope.lookup(name);
  }
}

function readPath(start: unknown, path: string[], position: SourcePosition): unknown {
  let current = start;
  for (const name of path) {
    if (current === null || current === undefined) return undefined;
    if (typeof current !== 'object' || Array.isArray(current)) throw located(`cannot read field "${name}" of ${describeType(current)}`, position);
    current = Object.hasOwn(current, name) ? (current as Record<string, unknown>)[name] : undefined;
  }
  return current;
}

function located(message: string, position: SourcePosition): ExpressionError {
  return new ExpressionError(`template error at ${describePosition(position)}: ${message}`);
}
