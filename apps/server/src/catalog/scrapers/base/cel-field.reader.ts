import { checkCelSyntax } from '#src/expressions/cel-expression.ts';
import type { SpecReader } from '#src/spec/spec-reader.ts';

/** A CEL expression field of a scraper spec: a syntax error is an issue on the field. */
export function readCel(reader: SpecReader, key: string, options: { required?: boolean } = {}): string | undefined {
  const source = reader.string(key, options);
  const problem = source === undefined ? undefined : checkCelSyntax(source);
  if (problem !== undefined) reader.issue(key, problem);
  return source;
}
