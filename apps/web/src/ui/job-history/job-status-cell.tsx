import type { JobStatus } from '@vigil/domain';
import { Link } from 'react-router';
import { JobStatusBadge } from './job-status-badge.tsx';

interface JobStatusCellProps {
  status: JobStatus | null;
  /** The resource's page, opened on its Job History tab. */
  resourcePath: string;
}

/** A list's Job Status column: the last run's status and a link to the resource's job history. */
export function JobStatusCell({ status, resourcePath }: JobStatusCellProps) {
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <JobStatusBadge status={status} />
      <Link to={`${resourcePath}?tab=jobHistory`} onClick={(event) => event.stopPropagation()} className="text-xs text-blue-700 hover:underline">
        View details
      </Link>
    </span>
  );
}
