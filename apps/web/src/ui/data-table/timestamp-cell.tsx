import { formatTimestamp } from '@vigil/domain';

/** A column cell for an ISO timestamp (or nothing when the value is null). */
export function TimestampCell({ getValue }: { getValue: () => unknown }) {
  const value = getValue() as string | null;
  return value ? <time dateTime={value}>{formatTimestamp(value)}</time> : null;
}
