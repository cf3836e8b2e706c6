import { parseDuration } from '#src/jobs/parse-duration.ts';

/** ms: the lifetime asked for; null: no expiry; undefined: none given (the caller's default applies). */
export type ExpiryParse = { ok: true; ms: number | null | undefined } | { ok: false; message: string };

const DAY_MS = 86_400_000;
/** Longer than this is never asked for on purpose, not even by an administrator. */
const MAX_MS = 3650 * DAY_MS;
/** The longest lifetime a token of someone who is not an administrator gets, unless configured. */
export const DEFAULT_MAX_EXPIRY_MS = 365 * DAY_MS;

const NO_EXPIRY = new Set(['never', 'none', '0']);
export const EXPIRY_HELP = 'expiry must be a duration such as "720h", "30d", "2w" or "1h30m" (units s, m, h, d, w), or "never"';

/** Whole amounts of `<number><unit>` parts only: a lifetime is not written in fractions or milliseconds. */
export function parseLifetime(text: string): number | undefined {
  const lower = text.trim().toLowerCase();
  return /^(\d+[smhdw])+$/.test(lower) ? parseDuration(lower) : undefined;
}

/** A lifetime as it is best asked for: whole days, else whole hours, else minutes. */
export function formatLifetime(ms: number): string {
  if (ms % DAY_MS === 0) return `${ms / DAY_MS}d`;
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`;
  return `${Math.ceil(ms / 60_000)}m`;
}

/**
 * An access token's lifetime: a duration made of `<number><unit>` parts (`720h`, `30d`, `1h30m`),
 * at most 10 years; 'never', 'none' or '0' ask for a token that does not expire; absent, null or ''
 * leave it to the caller's default.
 */
export function parseExpiry(input: unknown): ExpiryParse {
  if (input === undefined || input === null) return { ok: true, ms: undefined };
  if (typeof input !== 'string') return { ok: false, message: EXPIRY_HELP };
  const text = input.trim().toLowerCase();
  if (text === '') return { ok: true, ms: undefined };
  if (NO_EXPIRY.has(text)) return { ok: true, ms: null };
  const ms = parseLifetime(text);
  if (ms === undefined) return { ok: false, message: `${EXPIRY_HELP} (got "${input}")` };
  if (ms <= 0) return { ok: false, message: `expiry must be longer than zero (got "${input}")` };
  if (ms > MAX_MS) return { ok: false, message: `expiry must be at most 10 years (3650d) (got "${input}")` };
  return { ok: true, ms };
}
