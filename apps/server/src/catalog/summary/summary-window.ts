import { badRequest } from '#src/rbac/service-error.ts';

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
const WINDOW = /^(\d{1,6})([smhdw])$/;

/** The start of a look-back window such as '30d' or '12h', counted back from now. */
export function windowStart(field: string, value: unknown, now: Date): Date {
  const match = typeof value === 'string' ? WINDOW.exec(value.trim()) : null;
  if (!match) throw badRequest(`${field} must be a duration such as 30d, 12h or 15m, got ${JSON.stringify(value)}`);
  return new Date(now.getTime() - Number(match[1]) * (UNIT_MS[match[2] ?? 'd'] ?? 0));
}
