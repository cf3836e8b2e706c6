/** A server refusal that names a spec field (`spec.file[0].paths: ...`) belongs under the editor. */
export function namesSpecField(message: string): boolean {
  return /^spec(?:[.[:]|$)/.test(message);
}

/**
 * The part of a server's refusal (`Invalid <kind> spec: spec.filter: ...`) that names a spec field,
 * shown at the editor; undefined when the refusal names none.
 */
export function specFieldRefusal(message: string): string | undefined {
  const reason = message.replace(/^Invalid [\w ]*spec: /i, '');
  return namesSpecField(reason) ? reason : undefined;
}
