import { describe, expect, it } from 'vitest';
import { IdentityRequestError } from '#src/features/auth/api/identity-request-error.ts';
import { resolveFlowError, type FlowErrorContext } from '#src/features/auth/utils/resolve-flow-error.ts';
import { loginFlow } from './support/flow-fixtures.ts';

function failure(status: number, id?: string, redirect?: string): IdentityRequestError {
  const body = {
    error: { ...(id ? { id } : {}), code: status, reason: 'reason', message: 'message' },
    ...(redirect ? { redirect_browser_to: redirect } : {}),
  };
  return new IdentityRequestError(status, body, 'reason');
}

const SUBMIT: FlowErrorContext = { kind: 'settings', phase: 'submit', returnTo: '/profile-settings' };

describe('resolveFlowError', () => {
  it.each([
    ['session_aal2_required', 403, { type: 'redirect', to: '/login?aal=aal2&return_to=%2Fprofile-settings' }],
    ['session_already_available', 400, { type: 'redirect', to: '/' }],
    ['session_refresh_required', 403, { type: 'redirect', to: '/login?refresh=true&return_to=%2Fprofile-settings' }],
    [
      'self_service_flow_return_to_forbidden',
      400,
      { type: 'restart', notice: 'The return_to address is not allowed.', dropReturnTo: true },
    ],
    ['self_service_flow_expired', 410, { type: 'restart', notice: 'Your interaction expired, please fill out the form again.' }],
    [
      'security_csrf_violation',
      403,
      { type: 'restart', notice: 'A security violation was detected, please fill out the form again.' },
    ],
    ['security_identity_mismatch', 400, { type: 'restart' }],
    ['session_inactive', 401, { type: 'redirect', to: '/login?return_to=%2Fprofile-settings' }],
  ])('%s', (id, status, action) => {
    expect(resolveFlowError(failure(status, id), SUBMIT)).toEqual(action);
  });

  it('prefers the address the server gives for aal2, refresh and location changes', () => {
    expect(resolveFlowError(failure(403, 'session_aal2_required', '/x'), SUBMIT)).toEqual({ type: 'redirect', to: '/x' });
    expect(resolveFlowError(failure(403, 'session_refresh_required', '/y'), SUBMIT)).toEqual({ type: 'redirect', to: '/y' });
    expect(resolveFlowError(failure(422, 'browser_location_change_required', '/z'), SUBMIT)).toEqual({
      type: 'redirect',
      to: '/z',
    });
  });

  it('reads a redirect address from the error details too', () => {
    const error = new IdentityRequestError(
      403,
      { error: { id: 'session_aal2_required', details: { redirect_browser_to: '/login?aal=aal2' } } },
      'x',
    );
    expect(resolveFlowError(error, SUBMIT)).toEqual({ type: 'redirect', to: '/login?aal=aal2' });
  });

  it('replaces the flow with a 400 answer that is a flow, on submit only', () => {
    const flow = loginFlow({ id: 'flow-a' });
    const answer = new IdentityRequestError(400, flow, 'bad');
    expect(resolveFlowError(answer, { kind: 'login', phase: 'submit' })).toEqual({ type: 'replace-flow', flow });
    expect(resolveFlowError(answer, { kind: 'login', phase: 'create' })).toEqual({ type: 'fail', message: 'bad' });
  });

  it('restarts on any 410, and on an unknown flow when fetching', () => {
    expect(resolveFlowError(failure(410), { kind: 'login', phase: 'submit' })).toEqual({ type: 'restart' });
    expect(resolveFlowError(failure(404), { kind: 'login', phase: 'fetch' })).toEqual({ type: 'restart' });
  });

  it('restarts /verification on 410 or 403 when fetching, and goes to / on a 400 when creating', () => {
    expect(resolveFlowError(failure(403, 'security_csrf_violation'), { kind: 'verification', phase: 'fetch' })).toEqual({
      type: 'redirect',
      to: '/verification',
    });
    expect(resolveFlowError(failure(410), { kind: 'verification', phase: 'fetch' })).toEqual({
      type: 'redirect',
      to: '/verification',
    });
    expect(resolveFlowError(failure(400), { kind: 'verification', phase: 'create' })).toEqual({ type: 'redirect', to: '/' });
  });

  it('passes anything else on as a failure with the server\'s reason', () => {
    expect(resolveFlowError(failure(500), { kind: 'login', phase: 'create' })).toEqual({ type: 'fail', message: 'reason' });
    expect(resolveFlowError(failure(422), { kind: 'login', phase: 'submit' })).toEqual({ type: 'fail', message: 'reason' });
  });
});
