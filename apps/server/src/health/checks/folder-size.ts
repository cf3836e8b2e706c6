const MULTIPLIERS: Record<string, number> = {
  '': 1,
  b: 1,
  k: 1000,
  kb: 1000,
  m: 1000 ** 2,
  mb: 1000 ** 2,
  g: 1000 ** 3,
  gb: 1000 ** 3,
  t: 1000 ** 4,
  tb: 1000 ** 4,
  ki: 1024,
  kib: 1024,
  mi: 1024 ** 2,
  mib: 1024 ** 2,
  gi: 1024 ** 3,
  gib: 1024 ** 3,
  ti: 1024 ** 4,
  tib: 1024 ** 4,
};

/** Bytes in a size such as `512`, `10Ki`, `10Mi`, `1.5G` or `20MB`; undefined when unreadable. */
export function parseByteSize(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*$/.exec(value);
  if (!match) return undefined;
  const multiplier = MULTIPLIERS[(match[2] ?? '').toLowerCase()];
  return multiplier === undefined ? undefined : Math.round(Number(match[1]) * multiplier);
}
