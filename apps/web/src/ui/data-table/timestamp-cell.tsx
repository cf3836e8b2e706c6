import { RelativeTime } from '#src/ui/time/relative-time.tsx';

/** A column cell for an ISO timestamp: relative, the absolute time in a tooltip (nothing when null). */
export function TimestampCell({ getValue }: { getValue: () => unknown }) {
  return <RelativeTime value={getValue() as string | null} />;
}
