import type { FlowContext, FlowKind, FlowRecord, FlowUi, IdentityRecord, SessionRecord } from './identity.types.ts';
import type { RequestContext } from './request-context.ts';
import type { SubmittedForm } from './submitted-form.ts';

/** The first state of a new flow, as a handler sets it up. */
export interface FlowInit {
  state: string;
  ui: FlowUi;
  identityId?: string | null;
  refresh?: boolean;
  requestedAal?: 'aal1' | 'aal2';
  context?: FlowContext;
}

export type FlowQuery = Record<string, string | undefined>;

export type SubmitResult =
  /** The flow answered as it is now: 200 after a step, 400 with messages for the person to fix. */
  | { type: 'flow'; status: 200 | 400; flow: FlowRecord; headers?: Record<string, string> }
  /** Signed in (login, registration): the session is answered and, for browsers, set as the cookie. */
  | {
      type: 'signed-in';
      flow: FlowRecord;
      token: string;
      session: SessionRecord;
      identity: IdentityRecord;
      continueWith?: Record<string, unknown>[];
    }
  /** Recovered: signed in with a privileged session, and the browser continues at the settings flow. */
  | { type: 'recovered'; flow: FlowRecord; token: string; session: SessionRecord; settingsFlowId: string; settingsUrl: string };

/** One kind of self-service flow: how it starts, what its steps do, and who may read it. */
export interface FlowHandler {
  readonly kind: FlowKind;
  /** The web app's page for the flow (the browser is sent to `${uiPath}?flow=<id>`). */
  readonly uiPath: string;
  initialize(ctx: RequestContext, query: FlowQuery, type: 'browser' | 'api'): Promise<FlowInit>;
  submit(ctx: RequestContext, flow: FlowRecord, form: SubmittedForm): Promise<SubmitResult>;
  /** Checks that the caller may see the flow (settings flows belong to one signed-in identity). */
  authorizeFetch?(ctx: RequestContext, flow: FlowRecord): Promise<void>;
  /** Fields of the flow JSON beyond the common ones. */
  describe?(ctx: RequestContext, flow: FlowRecord): Promise<Record<string, unknown>>;
}
