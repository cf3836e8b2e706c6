import { JobStatusBadge } from '#src/ui/job-history/job-status-badge.tsx';
import type { TopologyRunResponse } from '../api/topology-settings.types.ts';

/** What the last Run Now did: its status, the components built and removed, and any errors. */
export function TopologyRunSummary({ result }: { result: TopologyRunResponse }) {
  const payload = result.payload ?? {};
  return (
    <div role="status" className="flex flex-col gap-1 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-700">
      <p className="flex items-center gap-2">
        <JobStatusBadge status={payload.status ?? null} />
        <span>
          {payload.success_count ?? 0} components built, {payload.deleted_count ?? 0} removed
        </span>
      </p>
      {(payload.errors ?? []).map((error) => (
        <p key={error} className="text-red-700">
          {error}
        </p>
      ))}
    </div>
  );
}
