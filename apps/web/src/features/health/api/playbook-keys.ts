import { createQueryKeys } from '../../../api/query-keys.ts';

export const playbookKeys = createQueryKeys('playbooks');
