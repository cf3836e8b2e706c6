import { createQueryKeys } from '#src/api/query-keys.ts';

export const checkSummaryKeys = createQueryKeys('check-summary');
