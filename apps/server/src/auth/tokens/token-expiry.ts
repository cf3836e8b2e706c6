import { parseDuration } from '../../jobs/parse-duration.ts';

export type ExpiryParse = { ok: true; ms: number | null } | { ok: false; message: string };

const MAX_MS = 3650 * 86_400_000;
const NO_EXPIRY = new Set(['', 'never', 'none', '0']);
const EXPIRY_HELP = 'expiry must be a duration such as "720h", "30d", "2w" or "1h30m" (units s, m, h, d, w), or "never"';

/**
 * An access token's lifetime: a duration made of `<number><unit>` parts (`720h`, `30d`, `1h30m`),
 * at most 10 years; absent, null, '', 'never', 'none' or '0' mean the token does not expire.
 */
export function parseExpiry(input: unknown): ExpiryParse {
  if (input === undefined || input === null) return { ok: true, ms: null };
  if (typeof input !== 'string') return { ok: false, message: EXPIRY_HELP };
  const text = input.trim().toLowerCase();
  if (NO_EXPIRY.has(text)) return { ok: true, ms: null };
  // Whole amounts only: a token's lifetime is not written in fractions or milliseconds.
  const ms = /^(\d+[smhdw])+$/.test(text) ? parseDuration(text) : undefined;
  if (ms === undefined) return { ok: false, message: `${EXPIRY_HELP} (got "${input}")` };
  if (ms <= 0) return { ok: false, message: `expiry must be longer than zero (got "${input}")` };
  if (ms > MAX_MS) return { ok: false, message: `expiry must be at most 10 years (3650d) (got "${input}")` };
  return { ok: true, ms };
}
