import { parseYamlText } from '#src/spec/yaml-text.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import type { SpecIssue } from '#src/spec/spec-issue.ts';

/** A spec column's value as every rule reads it and as it is stored: a JSON mapping. */
export type StructuredSpec = Record<string, unknown>;

const NOT_A_MAPPING = 'must be a mapping (an object), or YAML or JSON text of one';

function firstLine(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
}

/**
 * Reads the `spec` a row carries, once, into the structured value every rule then checks: an object
 * as sent, or YAML or JSON text (a string in a JSON body, or any CSV or form value) parsed. The value
 * goes through JSON so that what the rules see is exactly what the jsonb column will hold (YAML's
 * `.inf` becomes null there, for one). Text that holds text again is refused, not parsed twice.
 */
export function readSpecValue(value: unknown): { spec: StructuredSpec } | { issue: SpecIssue } {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = parseYamlText(value);
    } catch (error) {
      return { issue: { path: 'spec', message: `not valid YAML or JSON: ${firstLine(error)}` } };
    }
  }
  if (!isPlainObject(parsed)) return { issue: { path: 'spec', message: NOT_A_MAPPING } };
  try {
    return { spec: JSON.parse(JSON.stringify(parsed)) as StructuredSpec };
  } catch (error) {
    return { issue: { path: 'spec', message: `cannot be stored as JSON: ${firstLine(error)}` } };
  }
}
