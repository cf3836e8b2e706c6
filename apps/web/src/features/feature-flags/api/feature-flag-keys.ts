import { createQueryKeys } from '#src/api/query-keys.ts';

export const featureFlagKeys = createQueryKeys('feature-flags');
