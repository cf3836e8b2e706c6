import { namesSpecField } from '#src/ui/code-editor/spec-field-message.ts';

/** The part of a refusal that names a spec field (`spec.actions[0]: ...`), shown at the editor; undefined otherwise. */
export function specFieldRefusal(message: string): string | undefined {
  const reason = message.replace(/^Invalid [\w ]*spec: /i, '');
  return namesSpecField(reason) ? reason : undefined;
}
