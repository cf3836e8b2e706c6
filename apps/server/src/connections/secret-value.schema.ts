import { z } from 'zod';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { specChoice, specObject } from '#src/spec/spec-schema.ts';
import type { SecretValue } from './probe-credentials.ts';

const SECRET_SOURCES = ['secretKeyRef', 'configMapKeyRef', 'helmRef', 'serviceAccount'];

const sourceOf = (from: unknown): string | undefined => (isPlainObject(from) ? Object.keys(from).find((key) => SECRET_SOURCES.includes(key)) : undefined);

const secretObject = specObject({
  value: z.string({ error: 'must be a string' }).optional(),
  valueFrom: z.unknown().optional(),
  name: z.unknown().optional(),
})
  .superRefine((secret, context) => {
    if (typeof secret.value !== 'string' && sourceOf(secret.valueFrom) === undefined) {
      context.addIssue({ code: 'custom', message: `valueFrom must hold one of ${SECRET_SOURCES.join(', ')}` });
    }
  })
  .transform((secret): SecretValue => {
    if (typeof secret.value === 'string') return { value: secret.value };
    const source = sourceOf(secret.valueFrom) ?? '';
    const ref = isPlainObject(secret.valueFrom) ? secret.valueFrom[source] : undefined;
    const name = isPlainObject(ref) && typeof ref.name === 'string' ? ref.name : '';
    const refKey = isPlainObject(ref) && typeof ref.key === 'string' ? `/${ref.key}` : '';
    return { reference: `${source} ${name}${refKey}` };
  });

/**
 * A credential written as text, `{ value }` or `{ valueFrom: { secretKeyRef: {name, key} } }`; empty
 * text is absent. Secret references are accepted so existing specs load; the probe says they cannot
 * be read yet (probe-credentials.ts `secretText`).
 */
export const secretValueSchema = specChoice('must be a string, {value} or {valueFrom}', [
  [(value) => typeof value === 'string', z.string().transform((text): SecretValue | undefined => (text === '' ? undefined : { value: text }))],
  [isPlainObject, secretObject],
]);

/**
 * A credential the spec must hold itself: text or `{ value }`. Values from secrets cannot be read by
 * this server yet: the spec is refused naming the field, pointing at connections instead.
 */
export const plainSecretSchema = z
  .preprocess(
    (value, context) => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'string' || (isPlainObject(value) && typeof value.value === 'string' && Object.keys(value).length === 1)) return value;
      const fromSecret = isPlainObject(value) && value.valueFrom !== undefined;
      context.addIssue({ code: 'custom', message: fromSecret ? 'values from secrets are not supported yet: use a connection' : 'must be a string or {value}' });
      return value;
    },
    z.union([z.string(), z.strictObject({ value: z.string() })]).optional(),
  )
  .transform((value) => (typeof value === 'object' ? value.value : value));

const nestedCredentials = specObject({ username: secretValueSchema, password: secretValueSchema }).nullish();

/** Credentials at the top level, or under `auth`/`authentication` as older canary specs write them. */
export const credentialsShape = {
  username: secretValueSchema,
  password: secretValueSchema,
  auth: nestedCredentials,
  authentication: nestedCredentials,
};

type Credentials = { username?: SecretValue | undefined; password?: SecretValue | undefined };

/** The credentials read with `credentialsShape`: a nested one wins over the top level, `authentication` over `auth`. */
export function credentialsOf(entry: Credentials & { auth?: Credentials | null | undefined; authentication?: Credentials | null | undefined }): Credentials {
  return {
    username: entry.authentication?.username ?? entry.auth?.username ?? entry.username,
    password: entry.authentication?.password ?? entry.auth?.password ?? entry.password,
  };
}
