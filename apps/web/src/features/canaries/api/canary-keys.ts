import { createQueryKeys } from '#src/api/query-keys.ts';

export const canaryKeys = createQueryKeys('canaries');

/** Job history rows are their own resource: a canary's save does not change them. */
export const canaryJobKeys = createQueryKeys('canary-job-history');
