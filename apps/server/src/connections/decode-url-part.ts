/**
 * A percent-encoded part of a database address (`$(username)` and `$(password)` are filled in
 * encoded, which also keeps a `;` or `@` in a password from ending the part early); text that is not
 * valid encoding stays as it is. Empty means absent.
 */
export function decodeUrlPart(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
