import { ResourceJobHistory } from '#src/ui/job-history/resource-job-history.tsx';
import { useTeamJobs } from '../api/list-team-jobs.ts';

/** The team's jobs, newest first. */
export function TeamJobHistory({ teamId }: { teamId: string }) {
  return <ResourceJobHistory jobs={useTeamJobs(teamId)} />;
}
