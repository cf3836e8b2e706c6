import { createQueryKeys } from '../../../api/query-keys.ts';

export const checkSummaryKeys = createQueryKeys('check-summary');
