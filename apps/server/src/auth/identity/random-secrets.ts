import { randomBytes, randomInt } from 'node:crypto';

const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Random values the identity module hands out; all from the operating system's CSPRNG. */
export const randomSecrets = {
  /** A URL-safe secret of `bytes` random bytes. */
  token(bytes = 32): string {
    return randomBytes(bytes).toString('base64url');
  },

  /** A numeric code of `digits` digits, for people to type from an email. */
  code(digits = 6): string {
    return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
  },

  /** A password without look-alike characters, to print on a console and type in again. */
  password(length = 16): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += PASSWORD_ALPHABET[randomInt(0, PASSWORD_ALPHABET.length)];
    return out;
  },
};
