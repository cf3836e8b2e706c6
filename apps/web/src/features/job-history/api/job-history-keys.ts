import { createQueryKeys } from '#src/api/query-keys.ts';

/** Query keys of /settings/jobs: pages of runs, and the job names the Name filter offers. */
export const jobHistoryKeys = createQueryKeys('job-history');
export const jobHistoryNameKeys = createQueryKeys('job-history-names');
