import type { Action, Resource } from '@vigil/domain';
import { useAccess } from './use-access.ts';

/** Whether the user may do `action` on `resource`; false while the roles load. */
export function usePermission(resource: Resource, action: Action = 'read'): boolean {
  return useAccess().can(resource, action);
}
