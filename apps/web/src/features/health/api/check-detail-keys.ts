import { createQueryKeys } from '#src/api/query-keys.ts';

export const checkDetailKeys = createQueryKeys('check-detail');
export const checkHistoryKeys = createQueryKeys('check-history');
export const checkGraphKeys = createQueryKeys('check-graph');
export const checkRelationshipKeys = createQueryKeys('check-relationships');
