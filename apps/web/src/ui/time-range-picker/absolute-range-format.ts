/*
 * Absolute ranges are entered with `datetime-local` inputs (the viewer's local time, to the
 * minute) and carried as ISO instants.
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** `2024-05-01T10:00` for a datetime-local input. */
export function toDateTimeLocalValue(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value means, or null for an empty or unreadable one. */
export function fromDateTimeLocalValue(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2024-05-01 10:00` in local time. */
export function formatLocalMinute(date: Date): string {
  return toDateTimeLocalValue(date).replace('T', ' ');
}

/** How an absolute range is shown: `2024-05-01 10:00 to 2024-05-02 12:00`. */
export function describeAbsoluteRange(from: Date, to: Date): string {
  return `${formatLocalMinute(from)} to ${formatLocalMinute(to)}`;
}
