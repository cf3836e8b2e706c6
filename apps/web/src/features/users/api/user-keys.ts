import { createQueryKeys } from '../../../api/query-keys.ts';

export const userKeys = createQueryKeys('users');
