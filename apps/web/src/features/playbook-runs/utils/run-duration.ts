const UNITS: [name: string, ms: number][] = [
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['m', 60_000],
  ['s', 1_000],
];

/** '850ms', '42s', '3m 5s', '2h 10m', '1d 4h': the two largest units. */
export function formatDurationMs(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  if (ms < 1_000) return `${Math.round(ms)}ms`;
  const parts: string[] = [];
  let rest = ms;
  for (const [name, size] of UNITS) {
    const amount = Math.floor(rest / size);
    if (amount > 0 || parts.length > 0) {
      if (amount > 0) parts.push(`${amount}${name}`);
      rest -= amount * size;
    }
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}

const at = (time: string | null | undefined) => (time ? Date.parse(time) : Number.NaN);

/** From start to end, or to `now` while under way; '' before it starts. */
export function runDuration(start: string | null | undefined, end: string | null | undefined, now = Date.now()): string {
  const from = at(start);
  if (Number.isNaN(from)) return '';
  const to = Number.isNaN(at(end)) ? now : at(end);
  return formatDurationMs(Math.max(0, to - from));
}

/** How long the run waited between being asked for and starting (still waiting: until `now`). */
export function queuedTime(created: string, start: string | null, now = Date.now()): string {
  return runDuration(created, start, now);
}
