import { createQueryKeys } from '#src/api/query-keys.ts';

export const integrationKeys = createQueryKeys('integrations');

/** Job history rows are their own resource: saving an integration does not change them. */
export const integrationJobKeys = createQueryKeys('integration-job-history');
