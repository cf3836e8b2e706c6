export const DURATION_FILTER_MESSAGE = 'duration is allowed only in milli seconds & seconds';

export type DurationFilter = { ok: true; ms: number | null } | { ok: false; message: string };

/**
 * The history's duration filter (spec 001 §5): 'All' (or nothing) for every run, a number with
 * 'ms' or 's' for runs at least that long, in milliseconds.
 */
export function parseDurationFilter(text: string): DurationFilter {
  const value = text.trim();
  if (value === '' || value.toLowerCase() === 'all') return { ok: true, ms: null };
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s)$/i.exec(value);
  if (!match) return { ok: false, message: DURATION_FILTER_MESSAGE };
  const amount = Number(match[1]);
  return { ok: true, ms: Math.round(match[2]!.toLowerCase() === 's' ? amount * 1000 : amount) };
}
