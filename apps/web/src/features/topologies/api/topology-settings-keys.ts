import { createQueryKeys } from '#src/api/query-keys.ts';

export const topologySettingsKeys = createQueryKeys('topology-settings');

/** Job history rows are their own resource: a topology's save does not change them. */
export const topologyJobKeys = createQueryKeys('topology-job-history');

export const topologyTemplateKeys = createQueryKeys('topology-templates');
