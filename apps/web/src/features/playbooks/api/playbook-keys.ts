import { createQueryKeys } from '#src/api/query-keys.ts';

export const playbookKeys = createQueryKeys('playbooks');
