import { createQueryKeys } from '#src/api/query-keys.ts';

/** Query keys of an incident's evidences as the Definition of done section reads them. */
export const definitionOfDoneKeys = createQueryKeys('definition-of-done');
