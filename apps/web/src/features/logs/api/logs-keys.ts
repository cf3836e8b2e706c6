import { createQueryKeys } from '#src/api/query-keys.ts';

/** Query keys of the log viewer; each operation adds its own under these. */
export const logsKeys = createQueryKeys('logs');
