import type { JobStatus } from '@vigil/domain';

const COLOURS: Record<JobStatus, string> = {
  RUNNING: 'bg-yellow-100 text-yellow-800',
  SUCCESS: 'bg-green-100 text-green-800',
  WARNING: 'bg-orange-100 text-orange-800',
  FAILED: 'bg-red-100 text-red-800',
  STALE: 'bg-gray-100 text-gray-700',
  SKIPPED: 'bg-gray-100 text-gray-700',
};

/** A job's status in its colour (RUNNING yellow, SUCCESS green, WARNING orange, FAILED red, STALE and SKIPPED grey). */
export function JobStatusBadge({ status }: { status: JobStatus | null }) {
  if (!status) return null;
  return (
    <span data-status={status} className={`rounded px-1.5 py-0.5 text-xs font-medium ${COLOURS[status] ?? COLOURS.SKIPPED}`}>
      {status}
    </span>
  );
}
