import { namesSpecField } from '#src/ui/code-editor/spec-field-message.ts';

const REFUSAL_PREFIX = /^Invalid incident rule spec: /;

/**
 * The server refuses a bad rule with `Invalid incident rule spec: spec.filter: ...`; the part that
 * names a field belongs at the editor (marked at its line), undefined when the refusal names none.
 */
export function specFieldRefusal(message: string): string | undefined {
  const reason = message.replace(REFUSAL_PREFIX, '');
  return namesSpecField(reason) ? reason : undefined;
}
