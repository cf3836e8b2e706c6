import { createQueryKeys } from '#src/api/query-keys.ts';

export const logBackendKeys = createQueryKeys('log-backends');
