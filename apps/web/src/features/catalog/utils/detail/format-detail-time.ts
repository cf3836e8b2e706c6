import { formatTimestamp } from '@vigil/domain';

/** A timestamp as the reader's local date and time; a time that means never as '-'. */
export function formatDetailTime(value: string | null | undefined): string {
  return formatTimestamp(value) || '-';
}
