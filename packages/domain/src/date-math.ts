/**
 * Date arithmetic of the time-range grammar (spec 000 §2.8): `now` followed by steps, each a
 * `+`, `-` or `/` with an optional number and a unit among ms, s, m, h, d, w, M, y.
 * `+`/`-` shift the time; `/` rounds it to the start (or, for the end of a range, the end) of
 * the unit. Calendar units work in local time so that "Yesterday" means the viewer's yesterday.
 */
export const TIME_UNITS = ['ms', 's', 'm', 'h', 'd', 'w', 'M', 'y'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

export interface DateMathStep {
  op: '+' | '-' | '/';
  amount: number;
  unit: TimeUnit;
}

const FIXED_UNIT_MS: Partial<Record<TimeUnit, number>> = {
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
};

// `ms` must be tried before `m` and `s`.
const STEP_PATTERN = /([+\-/])(\d*)(ms|s|m|h|d|w|M|y)/y;

export function isTimeUnit(value: string): value is TimeUnit {
  return (TIME_UNITS as readonly string[]).includes(value);
}

/** The steps after `now`, or null when the text does not follow the grammar. */
export function parseDateMathSteps(text: string): DateMathStep[] | null {
  const steps: DateMathStep[] = [];
  STEP_PATTERN.lastIndex = 0;
  while (STEP_PATTERN.lastIndex < text.length) {
    const match = STEP_PATTERN.exec(text);
    if (!match) return null;
    const [, op, digits, unit] = match as unknown as [string, DateMathStep['op'], string, TimeUnit];
    // Rounding takes no count: "/2d" has no meaning.
    if (op === '/' && digits !== '') return null;
    steps.push({ op, amount: digits === '' ? 1 : Number(digits), unit });
  }
  return steps;
}

/** Parses `now`, `now-1d`, `now-1d/d`, `now/M` ...; null when invalid. */
export function parseDateMath(expression: string): DateMathStep[] | null {
  const text = expression.trim();
  if (!text.startsWith('now')) return null;
  return parseDateMathSteps(text.slice(3));
}

/** Moves a date by a number of units (negative goes back); month ends are clamped. */
export function shiftDate(date: Date, amount: number, unit: TimeUnit): Date {
  const fixed = FIXED_UNIT_MS[unit];
  if (fixed !== undefined) return new Date(date.getTime() + amount * fixed);
  const result = new Date(date.getTime());
  if (unit === 'd' || unit === 'w') {
    result.setDate(result.getDate() + amount * (unit === 'w' ? 7 : 1));
    return result;
  }
  const months = amount * (unit === 'y' ? 12 : 1);
  const day = result.getDate();
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(day, lastDay));
  return result;
}

/** The first instant of the unit containing the date; weeks start on Monday. */
export function startOfUnit(date: Date, unit: TimeUnit): Date {
  const result = new Date(date.getTime());
  switch (unit) {
    case 'ms':
      return result;
    case 's':
      result.setMilliseconds(0);
      return result;
    case 'm':
      result.setSeconds(0, 0);
      return result;
    case 'h':
      result.setMinutes(0, 0, 0);
      return result;
    case 'd':
      result.setHours(0, 0, 0, 0);
      return result;
    case 'w': {
      result.setHours(0, 0, 0, 0);
      const daysSinceMonday = (result.getDay() + 6) % 7;
      result.setDate(result.getDate() - daysSinceMonday);
      return result;
    }
    case 'M':
      result.setHours(0, 0, 0, 0);
      result.setDate(1);
      return result;
    case 'y':
      result.setHours(0, 0, 0, 0);
      result.setMonth(0, 1);
      return result;
  }
}

/** The last millisecond of the unit containing the date. */
export function endOfUnit(date: Date, unit: TimeUnit): Date {
  const nextStart = shiftDate(startOfUnit(date, unit), 1, unit);
  return new Date(nextStart.getTime() - 1);
}

export interface EvaluateOptions {
  /** Round `/unit` steps up to the end of the unit (used for the end of a range). */
  roundUp?: boolean;
}

/** Applies parsed steps to a date. */
export function applyDateMath(date: Date, steps: readonly DateMathStep[], options: EvaluateOptions = {}): Date {
  let result = new Date(date.getTime());
  for (const step of steps) {
    if (step.op === '/') {
      result = options.roundUp ? endOfUnit(result, step.unit) : startOfUnit(result, step.unit);
    } else {
      result = shiftDate(result, step.op === '-' ? -step.amount : step.amount, step.unit);
    }
  }
  return result;
}

/** Evaluates an expression such as `now-1d/d` against `now`; null when invalid. */
export function evaluateDateMath(expression: string, now: Date, options: EvaluateOptions = {}): Date | null {
  const steps = parseDateMath(expression);
  return steps ? applyDateMath(now, steps, options) : null;
}
