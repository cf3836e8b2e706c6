import type { FlowKind, IdentityFlow } from '../api/identity-flow.types.ts';
import type { IdentityRequestError } from '../api/identity-request-error.ts';
import { loginAddress } from './login-address.ts';

/** What a screen does about a failed identity call. */
export type FlowErrorAction =
  | { type: 'redirect'; to: string }
  | { type: 'restart'; notice?: string; dropReturnTo?: boolean }
  | { type: 'replace-flow'; flow: IdentityFlow }
  | { type: 'fail'; message: string };

export interface FlowErrorContext {
  kind: FlowKind;
  /** Which call failed: starting a flow, fetching one by id, or submitting it. */
  phase: 'create' | 'fetch' | 'submit';
  /** Where to come back to after signing in again (for session errors). */
  returnTo?: string | null;
}

export const RETURN_TO_FORBIDDEN = 'The return_to address is not allowed.';
export const FLOW_EXPIRED = 'Your interaction expired, please fill out the form again.';
export const CSRF_VIOLATION = 'A security violation was detected, please fill out the form again.';

/** The error handling of the identity screens (spec 000 section 8), as a pure decision. */
export function resolveFlowError(error: IdentityRequestError, context: FlowErrorContext): FlowErrorAction {
  const { status } = error;

  if (context.kind === 'verification') {
    if (context.phase === 'fetch' && (status === 410 || status === 403)) return { type: 'redirect', to: '/verification' };
    if (context.phase === 'create' && status === 400) return { type: 'redirect', to: '/' };
  }

  if (context.phase === 'submit' && status === 400 && isFlow(error.body)) return { type: 'replace-flow', flow: error.body };

  const byId = resolveById(error, context);
  if (byId) return byId;

  if (status === 410) return { type: 'restart' };
  if (status === 422 && error.redirectTo) return { type: 'redirect', to: error.redirectTo };
  // An unknown or foreign flow id in the address: start a fresh flow rather than show a dead end.
  if (context.phase === 'fetch' && status === 404) return { type: 'restart' };
  return { type: 'fail', message: error.message };
}

function resolveById(error: IdentityRequestError, context: FlowErrorContext): FlowErrorAction | null {
  switch (error.errorId) {
    case 'session_aal2_required':
      return { type: 'redirect', to: error.redirectTo ?? loginAddress({ aal: 'aal2', returnTo: context.returnTo }) };
    case 'session_already_available':
      return { type: 'redirect', to: '/' };
    case 'session_refresh_required':
      return { type: 'redirect', to: error.redirectTo ?? loginAddress({ refresh: true, returnTo: context.returnTo }) };
    case 'self_service_flow_return_to_forbidden':
      return { type: 'restart', notice: RETURN_TO_FORBIDDEN, dropReturnTo: true };
    case 'self_service_flow_expired':
      return { type: 'restart', notice: FLOW_EXPIRED };
    case 'security_csrf_violation':
      return { type: 'restart', notice: CSRF_VIOLATION };
    case 'security_identity_mismatch':
      return { type: 'restart' };
    case 'browser_location_change_required':
      return error.redirectTo ? { type: 'redirect', to: error.redirectTo } : null;
    case 'session_inactive':
      return { type: 'redirect', to: loginAddress({ returnTo: context.returnTo }) };
    default:
      return null;
  }
}

export function isFlow(value: unknown): value is IdentityFlow {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<IdentityFlow>;
  return typeof candidate.id === 'string' && typeof candidate.ui === 'object' && Array.isArray(candidate.ui?.nodes);
}
