import { createQueryKeys } from '#src/api/query-keys.ts';

export const connectionKeys = createQueryKeys('connections');
