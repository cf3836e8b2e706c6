/** A stored timestamp in the reader's locale; nothing for none. */
export function formatDate(value: string | null | undefined): string {
  return value ? new Date(value).toLocaleString() : '';
}
