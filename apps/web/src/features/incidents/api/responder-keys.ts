import { createQueryKeys } from '#src/api/query-keys.ts';

/** Query keys of an incident's responders and of the people and teams that may respond. */
export const responderKeys = createQueryKeys('responders');
