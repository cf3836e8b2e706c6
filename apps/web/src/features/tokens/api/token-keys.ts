import { createQueryKeys } from '#src/api/query-keys.ts';

/** The signed-in user's access tokens. */
export const tokenKeys = createQueryKeys('access-tokens');
