/** A credential given in the spec: its text, or where a secret holds it (`valueFrom`); read with `secret-value.schema.ts`. */
export type SecretValue = { value: string } | { reference: string };

const CONNECTION_PREFIX = 'connection://';

/** The credential's text; throws a message for the probe when it lives in a secret. */
export function secretText(secret: SecretValue | undefined, field: string): string | undefined {
  if (secret === undefined) return undefined;
  if ('value' in secret) return secret.value;
  throw new Error(`${field} from ${secret.reference} is not supported yet: use a connection instead`);
}

export function isConnectionReference(value: string | undefined): value is string {
  return value !== undefined && value.startsWith(CONNECTION_PREFIX);
}

/** The URL with any password replaced, for lists and messages. */
export function redactUrl(url: string): string {
  return url.replace(/([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@/\s]*@/gi, '$1***@');
}
