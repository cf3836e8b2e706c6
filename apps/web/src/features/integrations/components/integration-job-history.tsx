import { ResourceJobHistory } from '#src/ui/job-history/resource-job-history.tsx';
import { useIntegrationJobs } from '../api/list-integration-jobs.ts';

/** The integration's runs, newest first. */
export function IntegrationJobHistory({ id }: { id: string }) {
  return <ResourceJobHistory jobs={useIntegrationJobs(id)} />;
}
