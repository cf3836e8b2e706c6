import { useEffect, useEffectEvent, useRef } from 'react';
import { autoLoginBody } from '../utils/auto-login-body.ts';
import type { AddressCredentials } from './use-address-credentials.ts';
import type { IdentityFlowHandle } from './use-identity-flow.ts';

/** Submits the login once, as soon as its flow is ready, when the address carried a username and a password. */
export function useAutoLogin(handle: IdentityFlowHandle, credentials: AddressCredentials | null): void {
  const attempted = useRef(false);
  const flow = handle.state.status === 'ready' ? handle.state.flow : null;
  const submitOnce = useEffectEvent(() => {
    if (attempted.current || !flow || !credentials?.password) return;
    attempted.current = true;
    handle.submit(autoLoginBody(flow, credentials.identifier, credentials.password));
  });
  useEffect(() => {
    if (flow) submitOnce();
  }, [flow]);
}
