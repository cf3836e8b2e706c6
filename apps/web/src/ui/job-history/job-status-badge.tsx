import type { JobStatus } from '@vigil/domain';

// The spec's job colours (001 §4) have a yellow and an orange, which the Badge tones do not.
const COLOURS: Record<JobStatus, string> = {
  RUNNING: 'bg-yellow-100 text-yellow-800',
  SUCCESS: 'bg-green-100 text-green-800',
  WARNING: 'bg-orange-100 text-orange-800',
  FAILED: 'bg-red-100 text-red-800',
  STALE: 'bg-gray-100 text-gray-700',
  SKIPPED: 'bg-gray-100 text-gray-700',
};

/** A job's status in its colour (RUNNING yellow, SUCCESS green, WARNING orange, FAILED red, STALE and SKIPPED grey), shaped as a Badge. */
export function JobStatusBadge({ status }: { status: JobStatus | null }) {
  if (!status) return null;
  return (
    <span
      data-status={status}
      className={`inline-flex h-5 shrink-0 items-center rounded px-1.5 text-xs leading-5 font-medium whitespace-nowrap ${COLOURS[status] ?? COLOURS.SKIPPED}`}
    >
      {status}
    </span>
  );
}
