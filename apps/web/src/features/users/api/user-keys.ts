import { createQueryKeys } from '#src/api/query-keys.ts';

export const userKeys = createQueryKeys('users');
