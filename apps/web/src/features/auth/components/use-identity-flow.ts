import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCreateFlow } from '../api/create-flow.api.ts';
import { useFlow } from '../api/get-flow.api.ts';
import { getSession } from '../api/get-session.api.ts';
import type { FlowCreationParams, FlowKind, IdentityFlow } from '../api/identity-flow.types.ts';
import { identityKeys } from '../api/identity-keys.ts';
import { IdentityRequestError } from '../api/identity-request-error.ts';
import { useSubmitFlow } from '../api/submit-flow.api.ts';
import type { FormValues } from '../utils/flow-values.ts';
import { loginAddress } from '../utils/login-address.ts';
import { isFlow, resolveFlowError, type FlowErrorAction } from '../utils/resolve-flow-error.ts';
import { safeReturnPath } from '../utils/safe-return-path.ts';
import { useFollowAddress } from './use-follow-address.ts';

export type IdentityFlowState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; flow: IdentityFlow; revision: number };

export interface IdentityFlowHandle {
  state: IdentityFlowState;
  /** A message about what just happened (a restarted flow, a failed submit); shown above the form. */
  notice: string | null;
  submitting: boolean;
  submit: (body: FormValues) => void;
  /** Starts over with a fresh flow (the "Try again" of a failed screen). */
  retry: () => void;
}

export interface IdentityFlowOptions {
  /** False while the screen waits for something else (the settings screen waits for the session). */
  enabled?: boolean;
  /** Where to come back to after signing in again when the session is missing or too weak. */
  sessionReturnTo?: string;
}

const CREATION_PARAMS = ['return_to', 'refresh', 'aal', 'invite'] as const;

/**
 * One identity screen's flow: fetched by the `flow` id in the address, or created (and its id
 * written to the address, so a reload keeps it), submitted, and every identity error turned into
 * what the user sees next (spec 000 section 8).
 */
export function useIdentityFlow(kind: FlowKind, options: IdentityFlowOptions = {}): IdentityFlowHandle {
  const enabled = options.enabled ?? true;
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const followAddress = useFollowAddress();
  const flowId = searchParams.get('flow');
  const creationParams = useMemo(() => readCreationParams(searchParams), [searchParams]);
  const creation = useCreateFlow(kind, creationParams, { enabled: enabled && flowId === null });
  const current = useFlow(kind, flowId, { enabled });
  const submission = useSubmitFlow(kind);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const returnTo = options.sessionReturnTo ?? searchParams.get('return_to');

  const showFlow = (flow: IdentityFlow) => {
    queryClient.setQueryData(identityKeys.flow(kind, flow.id), flow);
    setRevision((value) => value + 1);
    if (flow.id !== flowId) {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('flow', flow.id);
          return next;
        },
        { replace: true },
      );
    }
  };

  const restart = (message: string | undefined, dropReturnTo: boolean) => {
    const next = new URLSearchParams(searchParams);
    next.delete('flow');
    if (dropReturnTo) next.delete('return_to');
    if (next.toString() === searchParams.toString()) {
      // Starting the flow itself failed with these parameters: asking again would fail the same way.
      setFailure(message ?? 'The form could not be started.');
      return;
    }
    setNotice(message ?? null);
    setFailure(null);
    // The flow created earlier is still remembered under the same parameters; it must not be reused.
    // (When the creation itself failed, the parameters change and the failed query is left alone:
    // removing it would make the screen ask again with the old parameters.)
    if (flowId !== null) queryClient.removeQueries({ queryKey: identityKeys.creations(kind) });
    setSearchParams(next, { replace: true });
  };

  const apply = (action: FlowErrorAction, phase: 'load' | 'submit') => {
    switch (action.type) {
      case 'redirect':
        // A screen that could not even load is left out of the history, so Back does not bounce.
        followAddress(action.to, { replace: phase === 'load' });
        return;
      case 'replace-flow':
        showFlow(action.flow);
        return;
      case 'restart':
        restart(action.notice, action.dropReturnTo ?? false);
        return;
      case 'fail':
        if (phase === 'submit') setNotice(action.message);
        else setFailure(action.message);
    }
  };

  const handleError = (error: unknown, phase: 'create' | 'fetch' | 'submit') => {
    if (!(error instanceof IdentityRequestError)) {
      apply({ type: 'fail', message: error instanceof Error ? error.message : String(error) }, phase === 'submit' ? 'submit' : 'load');
      return;
    }
    apply(resolveFlowError(error, { kind, phase, returnTo }), phase === 'submit' ? 'submit' : 'load');
  };

  // Each created flow and each load failure is acted on once, even when effects run twice.
  const handled = useRef<unknown>(null);
  const onCreated = useEffectEvent((flow: IdentityFlow) => {
    if (flowId === flow.id || handled.current === flow) return;
    handled.current = flow;
    setFailure(null);
    showFlow(flow);
  });
  const created = creation.data;
  useEffect(() => {
    if (created) onCreated(created);
  }, [created]);

  const onLoadFailed = useEffectEvent((error: unknown, phase: 'create' | 'fetch') => {
    if (handled.current === error) return;
    handled.current = error;
    handleError(error, phase);
  });
  const loadError = flowId === null ? creation.error : current.error;
  const loadPhase = flowId === null ? 'create' : 'fetch';
  useEffect(() => {
    if (loadError) onLoadFailed(loadError, loadPhase);
  }, [loadError, loadPhase]);

  const onSignedIn = async (flow: IdentityFlow) => {
    // Everything the app knew was for the previous (or no) user.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== identityKeys.all[0] });
    const target = safeReturnPath(flow.return_to ?? searchParams.get('return_to'));
    followAddress(kind === 'login' ? await secondFactorAddress(target) : target);
  };

  const flow = flowId === null ? undefined : current.data;
  const submit = (body: FormValues) => {
    if (!flow) return;
    setNotice(null);
    submission.mutate(
      { flowId: flow.id, body },
      {
        onSuccess: (result) => (isFlow(result) ? showFlow(result) : void onSignedIn(flow)),
        onError: (error) => handleError(error, 'submit'),
      },
    );
  };

  const retry = () => {
    setFailure(null);
    setNotice(null);
    if (flowId !== null) {
      restart(undefined, false);
    } else {
      void creation.refetch();
    }
  };

  const state: IdentityFlowState = failure
    ? { status: 'failed', message: failure }
    : flow
      ? { status: 'ready', flow, revision }
      : { status: 'loading' };
  return { state, notice, submitting: submission.isPending, submit, retry };
}

/**
 * A password is only the first factor for an account with an authenticator app: the session check
 * then asks for the second one (403), and the user goes to the two-factor login before `target`.
 */
async function secondFactorAddress(target: string): Promise<string> {
  try {
    await getSession();
    return target;
  } catch (error) {
    if (error instanceof IdentityRequestError && (error.status === 403 || error.status === 422)) {
      return error.redirectTo ?? loginAddress({ aal: 'aal2', returnTo: target });
    }
    return target;
  }
}

function readCreationParams(searchParams: URLSearchParams): FlowCreationParams {
  const params: FlowCreationParams = {};
  for (const name of CREATION_PARAMS) {
    const value = searchParams.get(name);
    if (value) params[name] = value;
  }
  return params;
}
