import { type Action, type Resource, type Role, can, canAccessAny, displayRole } from '@vigil/domain';
import { useCallback, useMemo } from 'react';
import { useCurrentUser } from '#src/api/current-user/get-current-user.ts';

export interface Access {
  /** True until the user's roles have arrived. */
  isLoading: boolean;
  error: Error | null;
  roles: readonly string[];
  /** The one role shown for the user (admin, editor, viewer ranked); undefined while loading. */
  displayRole: Role | undefined;
  can: (resource: Resource, action: Action) => boolean;
  /** Read or write on any of the resources. */
  canAccessAny: (resources: readonly Resource[]) => boolean;
}

const NO_ROLES: readonly string[] = [];

/** What the signed-in user may do; nothing is allowed until the roles have loaded. */
export function useAccess(): Access {
  const { data, isPending, error } = useCurrentUser();
  const roles = data?.roles ?? NO_ROLES;
  const loaded = data !== undefined;
  const canDo = useCallback((resource: Resource, action: Action) => loaded && can(roles, resource, action), [loaded, roles]);
  const canAny = useCallback((resources: readonly Resource[]) => loaded && canAccessAny(roles, resources), [loaded, roles]);
  return useMemo(
    () => ({
      isLoading: isPending,
      error,
      roles,
      displayRole: loaded ? displayRole(roles) : undefined,
      can: canDo,
      canAccessAny: canAny,
    }),
    [isPending, error, roles, loaded, canDo, canAny],
  );
}
