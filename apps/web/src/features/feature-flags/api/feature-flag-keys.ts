import { createQueryKeys } from '../../../api/query-keys.ts';

export const featureFlagKeys = createQueryKeys('feature-flags');
