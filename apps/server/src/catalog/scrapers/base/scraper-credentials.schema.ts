import { plainSecretSchema } from '#src/connections/secret-value.schema.ts';
import { specObject } from '#src/spec/spec-schema.ts';

/** A credential of a scraper entry: text or `{value}`; empty text is absent. */
const scraperText = plainSecretSchema.transform((text) => (text === '' ? undefined : text));

/** Credentials at the top level of an entry, or under `auth` as config-db nests them; read them with `scraperCredentialsOf`. */
export const scraperCredentialsShape = {
  username: scraperText,
  password: scraperText,
  auth: specObject({ username: scraperText, password: scraperText }).nullish(),
};

type Credentials = { username?: string | undefined; password?: string | undefined };

/** The credentials read with `scraperCredentialsShape`: those under `auth` win. */
export function scraperCredentialsOf(entry: Credentials & { auth?: Credentials | null | undefined }): Credentials {
  return { username: entry.auth?.username ?? entry.username, password: entry.auth?.password ?? entry.password };
}
