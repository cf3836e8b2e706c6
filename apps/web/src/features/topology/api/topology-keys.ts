import { createQueryKeys } from '#src/api/query-keys.ts';

/** Query keys of the topology feature; each operation adds its own under these. */
export const topologyKeys = createQueryKeys('topology');
