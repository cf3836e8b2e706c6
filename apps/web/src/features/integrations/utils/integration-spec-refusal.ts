import { namesSpecField } from '#src/ui/code-editor/spec-field-message.ts';

/** The servers' refusals start `Invalid topology spec: `, `Invalid logging backend spec: `, ... */
const REFUSAL_PREFIX = /^Invalid [a-z ]+ spec: /;

/** The part of a refusal that names a spec field (shown at the editor), undefined when it names none. */
export function integrationSpecRefusal(message: string): string | undefined {
  const reason = message.replace(REFUSAL_PREFIX, '');
  return namesSpecField(reason) ? reason : undefined;
}
