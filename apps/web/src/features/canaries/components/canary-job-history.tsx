import { ResourceJobHistory } from '#src/ui/job-history/resource-job-history.tsx';
import { useCanaryJobs } from '../api/list-canary-jobs.ts';

/** The canary's job runs, newest first. */
export function CanaryJobHistory({ canaryId }: { canaryId: string }) {
  return <ResourceJobHistory jobs={useCanaryJobs(canaryId)} />;
}
