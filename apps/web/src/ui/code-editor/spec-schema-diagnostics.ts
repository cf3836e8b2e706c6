import { parseDocument } from 'yaml';
import { editedSchema } from './edited-schema.ts';
import { validateJsonSchema, type JsonSchema, type SchemaPath } from './json-schema-validator.ts';
import { yamlPathRange } from './yaml-path-range.ts';

export interface SpecDiagnostic {
  from: number;
  to: number;
  message: string;
}

/** `spec.http[0].url`, as the server names fields in its refusals. */
export function formatSchemaPath(path: SchemaPath): string {
  return path.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join('');
}

/** The field a server refusal starts with (`spec.file[0].paths: is required`), as a path; undefined when it names none. */
export function refusalPath(message: string): SchemaPath | undefined {
  const named = /^`?(spec(?:\.[\w$-]+|\[\d+\])*)/.exec(message)?.[1];
  if (named === undefined) return undefined;
  return [...named.matchAll(/([\w$-]+)|\[(\d+)\]/g)].map((match) => (match[2] === undefined ? match[1]! : Number(match[2])));
}

function withoutPrefix(path: SchemaPath, prefix: SchemaPath): SchemaPath | undefined {
  return prefix.every((segment, index) => path[index] === segment) ? path.slice(prefix.length) : undefined;
}

/**
 * The problems to mark in the editor's text: where it is not YAML; else each field that breaks the
 * document schema, and the server's refusal at the field it names.
 */
export function specSchemaDiagnostics(text: string, documentSchema: JsonSchema | undefined, serverError?: string): SpecDiagnostic[] {
  const document = parseDocument(text);
  if (document.errors.length > 0) {
    return document.errors.map((error) => ({ from: error.pos[0], to: error.pos[1], message: (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '') }));
  }
  const value = document.toJS() as unknown;
  const { schema, documentPath } = documentSchema === undefined ? { schema: true, documentPath: ['spec'] } : editedSchema(documentSchema, value);
  const diagnostics: SpecDiagnostic[] = validateJsonSchema(value, schema, documentSchema).map((problem) => ({
    ...yamlPathRange(document, text, problem.path, problem.atKey),
    message: `${formatSchemaPath([...documentPath, ...problem.path]) || 'document'}: ${problem.message}`,
  }));
  const refused = serverError === undefined ? undefined : refusalPath(serverError);
  const local = refused === undefined ? undefined : withoutPrefix(refused, documentPath);
  if (serverError !== undefined && local !== undefined) diagnostics.push({ ...yamlPathRange(document, text, local), message: serverError });
  return diagnostics;
}
