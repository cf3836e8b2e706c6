/** A submitted form with dotted field names ("traits.name.first"), whatever the body's encoding. */
export type SubmittedForm = Record<string, string>;

const MAX_DEPTH = 4;

function flattenInto(out: SubmittedForm, prefix: string, value: unknown, depth: number): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'object' && !Array.isArray(value)) {
    if (depth >= MAX_DEPTH) return;
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      flattenInto(out, prefix ? `${prefix}.${key}` : key, inner, depth + 1);
    }
    return;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[prefix] = String(value);
}

/**
 * Reads a JSON body ({traits: {name: {first}}} or {"traits.name.first": ...}) or a parsed
 * url-encoded form into one flat shape; anything else reads as an empty form.
 */
export function readSubmittedForm(body: unknown): SubmittedForm {
  const out: SubmittedForm = {};
  if (body && typeof body === 'object' && !Array.isArray(body)) flattenInto(out, '', body, 0);
  return out;
}

/** A field's trimmed text, or undefined when it is missing or blank. */
export function field(form: SubmittedForm, name: string): string | undefined {
  const value = form[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}
