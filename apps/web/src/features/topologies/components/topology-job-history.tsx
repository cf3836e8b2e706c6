import { ResourceJobHistory } from '#src/ui/job-history/resource-job-history.tsx';
import { useTopologyJobs } from '../api/list-topology-jobs.ts';

/** The topology's runs, newest first. */
export function TopologyJobHistory({ topologyId }: { topologyId: string }) {
  return <ResourceJobHistory jobs={useTopologyJobs(topologyId)} />;
}
