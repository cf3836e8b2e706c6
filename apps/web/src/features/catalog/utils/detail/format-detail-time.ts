/** A timestamp as the reader's local date and time; empty and unreadable values as '-'. */
export function formatDetailTime(value: string | null | undefined): string {
  if (!value || value.startsWith('0001-01-01')) return '-';
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toLocaleString();
}
