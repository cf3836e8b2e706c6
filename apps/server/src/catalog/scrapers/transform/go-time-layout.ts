/**
 * Go time layouts (`2006-01-02T15:04:05Z07:00`), as config-db's `timestampFormat` takes them: the
 * reference time Mon Jan 2 15:04:05 MST 2006 written the way the timestamps are. Go's constant
 * names (`RFC3339`, `RFC1123`, `DateTime`, ...) are accepted too.
 */
export const RFC3339_LAYOUT = '2006-01-02T15:04:05Z07:00';

const NAMED_LAYOUTS: Record<string, string> = {
  ANSIC: 'Mon Jan _2 15:04:05 2006',
  UnixDate: 'Mon Jan _2 15:04:05 MST 2006',
  RubyDate: 'Mon Jan 02 15:04:05 -0700 2006',
  RFC822: '02 Jan 06 15:04 MST',
  RFC822Z: '02 Jan 06 15:04 -0700',
  RFC850: 'Monday, 02-Jan-06 15:04:05 MST',
  RFC1123: 'Mon, 02 Jan 2006 15:04:05 MST',
  RFC1123Z: 'Mon, 02 Jan 2006 15:04:05 -0700',
  RFC3339: RFC3339_LAYOUT,
  RFC3339Nano: '2006-01-02T15:04:05.999999999Z07:00',
  Kitchen: '3:04PM',
  DateTime: '2006-01-02 15:04:05',
  DateOnly: '2006-01-02',
  TimeOnly: '15:04:05',
};

type Field = 'year' | 'year2' | 'month' | 'monthName' | 'day' | 'yearDay' | 'hour' | 'hour12' | 'minute' | 'second' | 'fraction' | 'ampm' | 'zone' | 'zoneName' | 'skip';

/** Layout elements, longest first where one is the start of another (as Go matches them). */
const ELEMENTS: { text: string; field: Field; pattern: string }[] = [
  { text: 'January', field: 'monthName', pattern: '([A-Za-z]+)' },
  { text: 'Jan', field: 'monthName', pattern: '([A-Za-z]{3})' },
  { text: 'Monday', field: 'skip', pattern: '([A-Za-z]+)' },
  { text: 'Mon', field: 'skip', pattern: '([A-Za-z]{3})' },
  { text: 'MST', field: 'zoneName', pattern: '([A-Z]{3,5}|[+-]\\d{2,4})' },
  { text: '2006', field: 'year', pattern: '(\\d{4})' },
  { text: '002', field: 'yearDay', pattern: '(\\d{3})' },
  { text: '01', field: 'month', pattern: '(\\d{2})' },
  { text: '02', field: 'day', pattern: '(\\d{2})' },
  { text: '03', field: 'hour12', pattern: '(\\d{2})' },
  { text: '04', field: 'minute', pattern: '(\\d{2})' },
  { text: '05', field: 'second', pattern: '(\\d{2})' },
  { text: '06', field: 'year2', pattern: '(\\d{2})' },
  { text: '_2', field: 'day', pattern: ' ?(\\d{1,2})' },
  { text: '15', field: 'hour', pattern: '(\\d{1,2})' },
  { text: '1', field: 'month', pattern: '(\\d{1,2})' },
  { text: '2', field: 'day', pattern: '(\\d{1,2})' },
  { text: '3', field: 'hour12', pattern: '(\\d{1,2})' },
  { text: '4', field: 'minute', pattern: '(\\d{1,2})' },
  { text: '5', field: 'second', pattern: '(\\d{1,2})' },
  { text: 'PM', field: 'ampm', pattern: '([AaPp][Mm])' },
  { text: 'pm', field: 'ampm', pattern: '([AaPp][Mm])' },
  { text: 'Z07:00:00', field: 'zone', pattern: '(Z|[+-]\\d{2}:\\d{2}:\\d{2})' },
  { text: 'Z070000', field: 'zone', pattern: '(Z|[+-]\\d{6})' },
  { text: 'Z07:00', field: 'zone', pattern: '(Z|[+-]\\d{2}:\\d{2})' },
  { text: 'Z0700', field: 'zone', pattern: '(Z|[+-]\\d{4})' },
  { text: 'Z07', field: 'zone', pattern: '(Z|[+-]\\d{2})' },
  { text: '-07:00:00', field: 'zone', pattern: '([+-]\\d{2}:\\d{2}:\\d{2})' },
  { text: '-070000', field: 'zone', pattern: '([+-]\\d{6})' },
  { text: '-07:00', field: 'zone', pattern: '([+-]\\d{2}:\\d{2})' },
  { text: '-0700', field: 'zone', pattern: '([+-]\\d{4})' },
  { text: '-07', field: 'zone', pattern: '([+-]\\d{2})' },
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A compiled layout: `parse` answers the instant a text stands for, or undefined when it does not fit. */
export interface TimeLayout {
  layout: string;
  parse(text: string): Date | undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `.000` (exactly that many digits) or `.999` (optional, up to that many) after the seconds. */
function fractionAt(layout: string, at: number): { length: number; pattern: string } | undefined {
  const separator = layout[at];
  const digit = layout[at + 1];
  if ((separator !== '.' && separator !== ',') || (digit !== '0' && digit !== '9')) return undefined;
  let end = at + 1;
  while (layout[end] === digit) end += 1;
  if (/\d/.test(layout[end] ?? '')) return undefined;
  const count = end - at - 1;
  return { length: end - at, pattern: digit === '0' ? `[.,](\\d{${count}})` : '(?:[.,](\\d+))?' };
}

function compile(layout: string): { regex: RegExp; fields: Field[] } {
  let pattern = '';
  const fields: Field[] = [];
  let at = 0;
  while (at < layout.length) {
    const fraction = fractionAt(layout, at);
    if (fraction) {
      pattern += fraction.pattern;
      fields.push('fraction');
      at += fraction.length;
      continue;
    }
    const element = ELEMENTS.find((candidate) => layout.startsWith(candidate.text, at));
    if (!element) {
      pattern += escapeRegExp(layout.charAt(at));
      at += 1;
      continue;
    }
    pattern += element.pattern;
    fields.push(element.field);
    at += element.text.length;
    // Go reads fractional seconds after the seconds even when the layout does not show them.
    if (element.field === 'second' && !fractionAt(layout, at)) {
      pattern += '(?:[.,](\\d+))?';
      fields.push('fraction');
    }
  }
  return { regex: new RegExp(`^${pattern}$`), fields };
}

function zoneOffsetMinutes(text: string): number {
  if (text === 'Z') return 0;
  const digits = text.slice(1).replace(/:/g, '');
  const sign = text.startsWith('-') ? -1 : 1;
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
}

function build(values: Partial<Record<Field, string>>): Date | undefined {
  let year = values.year !== undefined ? Number(values.year) : 0;
  if (values.year2 !== undefined) year = Number(values.year2) + (Number(values.year2) >= 69 ? 1900 : 2000);
  let month = values.month !== undefined ? Number(values.month) : 1;
  if (values.monthName !== undefined) month = MONTHS.indexOf(values.monthName.slice(0, 3).toLowerCase()) + 1;
  let day = values.day !== undefined ? Number(values.day) : 1;
  let hour = values.hour !== undefined ? Number(values.hour) : 0;
  if (values.hour12 !== undefined) {
    hour = Number(values.hour12) % 12;
    if (values.ampm?.toLowerCase() === 'pm') hour += 12;
  }
  const minute = Number(values.minute ?? 0);
  const second = Number(values.second ?? 0);
  const millis = values.fraction ? Math.floor(Number(`0.${values.fraction}`) * 1000) : 0;
  if (values.yearDay !== undefined) {
    month = 1;
    day = Number(values.yearDay);
  }
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millis));
  date.setUTCFullYear(year);
  // Day 31 of a 30-day month rolls over: not a date.
  if (values.yearDay === undefined && date.getUTCDate() !== day) return undefined;
  const offset = values.zone !== undefined ? zoneOffsetMinutes(values.zone) : 0;
  return new Date(date.getTime() - offset * 60_000);
}

/**
 * Compiles a Go layout, or answers why it cannot be one (it names no part of the reference time,
 * as `YYYY-MM-DD` does).
 */
export function compileTimeLayout(text: string | undefined): TimeLayout | string {
  const layout = text === undefined ? RFC3339_LAYOUT : (NAMED_LAYOUTS[text] ?? text);
  const { regex, fields } = compile(layout);
  if (!fields.some((field) => field !== 'fraction' && field !== 'skip')) {
    return 'must be a Go time layout written with the reference time Mon Jan 2 15:04:05 MST 2006 (e.g. 2006-01-02 15:04:05), or RFC3339';
  }
  return {
    layout,
    parse(value: string): Date | undefined {
      const match = regex.exec(value.trim());
      if (!match) return undefined;
      const values: Partial<Record<Field, string>> = {};
      fields.forEach((field, index) => {
        const captured = match[index + 1];
        if (captured !== undefined && field !== 'skip' && field !== 'zoneName') values[field] = captured;
      });
      const date = build(values);
      return date && !Number.isNaN(date.getTime()) ? date : undefined;
    },
  };
}
