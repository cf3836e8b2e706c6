import { createQueryKeys } from '#src/api/query-keys.ts';

/** Query keys of the catalog's resources; each feature part adds its operations under these. */
export const configKeys = createQueryKeys('configs');
export const configSummaryKeys = createQueryKeys('config-summary');
export const configChangeKeys = createQueryKeys('config-changes');
export const configInsightKeys = createQueryKeys('config-insights');
export const configRelationshipKeys = createQueryKeys('config-relationships');
export const configFilterKeys = createQueryKeys('config-filters');
