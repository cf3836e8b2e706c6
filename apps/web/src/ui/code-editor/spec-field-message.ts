/** A server refusal that names a spec field (`spec.file[0].paths: ...`) belongs under the editor. */
export function namesSpecField(message: string): boolean {
  return /^spec(?:[.[:]|$)/.test(message);
}
