import type { Action, Resource } from '@vigil/domain';
import type { ReactNode } from 'react';
import { ErrorPanel } from '../error-boundary/error-panel.tsx';
import { LoadingState } from '../page/loading-state.tsx';
import { UnauthorizedView } from './unauthorized-view.tsx';
import { useAccess } from './use-access.ts';

export interface PermissionGateProps {
  /** The content shows when the user may read or write any of these. */
  resources: Resource | readonly Resource[];
  /** Narrows the check to one action (e.g. 'write' for an add button). */
  action?: Action;
  /** Shows the Unauthorized view instead of nothing, once the roles have loaded. */
  showUnauthorized?: boolean;
  children: ReactNode;
}

export function PermissionGate({ resources, action, showUnauthorized = false, children }: PermissionGateProps) {
  const access = useAccess();
  const list: readonly Resource[] = typeof resources === 'string' ? [resources] : resources;
  const allowed = action ? list.some((r) => access.can(r, action)) : access.canAccessAny(list);
  if (allowed) return <>{children}</>;
  if (!showUnauthorized) return null;
  if (access.isLoading) return <LoadingState />;
  if (access.error) return <ErrorPanel title="Could not load your permissions" message={access.error.message} />;
  return <UnauthorizedView />;
}
