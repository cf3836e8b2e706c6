/** One line of a log as /api/logs answers it. */
export interface LogLine {
  /** ISO 8601 time of the line (when the backend gives none, when it was read). */
  timestamp: string;
  message: string;
  labels: Record<string, string>;
}

/** Lines newest first; of lines with the same time, the later one (as given) first. */
export function newestFirst(lines: readonly LogLine[]): LogLine[] {
  return lines
    .map((line, index) => ({ line, index, time: Date.parse(line.timestamp) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ line }) => line);
}

/** Whether the line falls in the range and holds the text (any case); `query` absent matches all. */
export function lineMatches(line: LogLine, start: Date, end: Date, query: string | undefined): boolean {
  const time = Date.parse(line.timestamp);
  if (time < start.getTime() || time > end.getTime()) return false;
  if (!query) return true;
  return line.message.toLowerCase().includes(query.toLowerCase());
}

/** The newest `limit` of the lines that match, and whether more matched. */
export function keepNewest(lines: readonly LogLine[], limit: number): { lines: LogLine[]; more: boolean } {
  const sorted = newestFirst(lines);
  return { lines: sorted.slice(0, limit), more: sorted.length > limit };
}

const TIME_KEYS = ['timestamp', '@timestamp', 'time', 'ts', 'date'];
const MESSAGE_KEYS = ['message', 'msg', 'log', 'line'];
const PINO_LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

function isoTime(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) {
    // Seconds, milliseconds or nanoseconds since the epoch, told apart by size.
    const ms = value > 1e17 ? value / 1e6 : value > 1e11 ? value : value * 1000;
    return new Date(ms).toISOString();
  }
  if (typeof value === 'string' && value.trim() !== '') {
    const time = Date.parse(value);
    if (!Number.isNaN(time)) return new Date(time).toISOString();
  }
  return undefined;
}

/** A field as labels: a scalar as its text, an object's scalars one level down as `key.inner`. */
function scalarLabels(key: string, value: unknown): Record<string, string> {
  if (['string', 'number', 'boolean'].includes(typeof value)) return { [key]: String(value) };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const labels: Record<string, string> = {};
  for (const [inner, innerValue] of Object.entries(value)) {
    if (['string', 'number', 'boolean'].includes(typeof innerValue)) labels[`${key}.${inner}`] = String(innerValue);
  }
  return labels;
}

/**
 * A JSON log record as a line: its time and message under the usual keys, every other scalar (and
 * those of nested objects, one level down) as a label, pino's numeric `level` as its name. Undefined when the text is not a JSON object.
 */
export function jsonLogLine(text: string, fallbackTime: string, labels: Record<string, string>): LogLine | undefined {
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return undefined;
  const fields = record as Record<string, unknown>;
  const timeKey = TIME_KEYS.find((key) => isoTime(fields[key]) !== undefined);
  const messageKey = MESSAGE_KEYS.find((key) => typeof fields[key] === 'string');
  const own: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === timeKey || key === messageKey) continue;
    if (key === 'level' && typeof value === 'number') own.level = PINO_LEVELS[value] ?? String(value);
    else Object.assign(own, scalarLabels(key, value));
  }
  return {
    timestamp: timeKey ? isoTime(fields[timeKey])! : fallbackTime,
    message: messageKey ? (fields[messageKey] as string) : text,
    labels: { ...own, ...labels },
  };
}

const LEADING_TIME = /^\[?(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?)\]?\s*/;

/** A text line: a leading ISO time is its time (and taken off the message), else `fallbackTime`. */
export function textLogLine(text: string, fallbackTime: string, labels: Record<string, string>): LogLine {
  const match = LEADING_TIME.exec(text);
  const time = match ? isoTime(match[1]!.replace(',', '.')) : undefined;
  if (match && time) return { timestamp: time, message: text.slice(match[0].length), labels: { ...labels } };
  return { timestamp: fallbackTime, message: text, labels: { ...labels } };
}
