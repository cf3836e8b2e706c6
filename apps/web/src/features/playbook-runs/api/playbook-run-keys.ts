import { createQueryKeys } from '#src/api/query-keys.ts';

/** Query keys of the runs feature: lists, one run, its actions and one action with its result. */
export const playbookRunKeys = createQueryKeys('playbook-runs');
export const playbookRunActionKeys = createQueryKeys('playbook-run-actions');
export const playbookNameKeys = createQueryKeys('playbook-names');
