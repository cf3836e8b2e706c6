/** A change's time in the reader's locale; the raw text when it is not a date. */
export function formatChangeTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}
