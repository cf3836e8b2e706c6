import { CredentialRepository } from './credential.repository.ts';
import type { FlowHandler, FlowInit, FlowQuery, SubmitResult } from './flow-handler.ts';
import { IdentityError } from './identity-error.ts';
import type { IdentityServices } from './identity-services.ts';
import type { FlowRecord, FlowUi, UiText } from './identity.types.ts';
import { IdentityRepository } from './identity.repository.ts';
import { randomSecrets } from './random-secrets.ts';
import type { RequestContext } from './request-context.ts';
import { field, type SubmittedForm } from './submitted-form.ts';
import { totpService } from './totp.service.ts';
import { uiNodes } from './ui-nodes.ts';
import { uiTexts } from './ui-texts.ts';

const MAX_IDENTIFIER = 254;

function passwordUi(refreshEmail: string | null): FlowUi {
  const identifier = refreshEmail
    ? uiNodes.hidden('default', 'identifier', refreshEmail)
    : uiNodes.input({ group: 'default', name: 'identifier', type: 'email', value: '', required: true, autocomplete: 'username', label: uiTexts.email() });
  return {
    nodes: [
      identifier,
      uiNodes.input({ group: 'password', name: 'password', type: 'password', required: true, autocomplete: 'current-password', label: uiTexts.password() }),
      uiNodes.submit('password', 'method', 'password', uiTexts.signIn()),
    ],
    messages: refreshEmail ? [uiTexts.confirmItsYou()] : [],
  };
}

function totpUi(): FlowUi {
  return {
    nodes: [
      uiNodes.input({ group: 'totp', name: 'totp_code', type: 'text', required: true, autocomplete: 'one-time-code', label: uiTexts.authenticationCode() }),
      uiNodes.submit('totp', 'method', 'totp', uiTexts.useAuthenticator()),
    ],
    messages: [uiTexts.secondFactor()],
  };
}

/**
 * Sign-in: the password method (email and password) for a new session or a refreshed one, and the
 * totp method that lifts a signed-in session to aal2. Failures count towards the login throttle.
 */
export class LoginFlowHandler implements FlowHandler {
  readonly kind = 'login';
  readonly uiPath = '/login';
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly s: IdentityServices) {}

  async initialize(ctx: RequestContext, query: FlowQuery): Promise<FlowInit> {
    const aal = query.aal ?? 'aal1';
    if (aal !== 'aal1' && aal !== 'aal2') throw IdentityError.badRequest(`Unknown authenticator assurance level "${aal}": use aal1 or aal2.`);
    const refresh = query.refresh === 'true';
    const session = ctx.session;
    if (aal === 'aal2') {
      if (!session) throw IdentityError.sessionInactive();
      const required = await this.s.sessions.requiredAal(session.identityId);
      if (required === 'aal1' || (session.aal === 'aal2' && !refresh)) throw IdentityError.sessionAlreadyAvailable();
      return { state: 'choose_method', identityId: session.identityId, requestedAal: 'aal2', refresh, ui: totpUi() };
    }
    if (session && !refresh) throw IdentityError.sessionAlreadyAvailable();
    if (session) {
      const identity = await new IdentityRepository(this.s.db).findById(session.identityId);
      return { state: 'choose_method', identityId: session.identityId, refresh: true, ui: passwordUi(identity?.traits.email ?? '') };
    }
    return { state: 'choose_method', ui: passwordUi(null) };
  }

  async describe(_ctx: RequestContext, flow: FlowRecord): Promise<Record<string, unknown>> {
    return { refresh: flow.refresh, requested_aal: flow.requestedAal };
  }

  async submit(ctx: RequestContext, flow: FlowRecord, form: SubmittedForm): Promise<SubmitResult> {
    uiNodes.clearMessages(flow.ui.nodes);
    flow.ui.messages = [];
    const method = form.method ?? (form.totp_code !== undefined ? 'totp' : 'password');
    if (flow.requestedAal === 'aal2') {
      return method === 'totp' ? this.secondFactor(ctx, flow, form) : this.fail(flow, uiTexts.unknownMethod());
    }
    return method === 'password' ? this.password(ctx, flow, form) : this.fail(flow, uiTexts.unknownMethod());
  }

  private async password(ctx: RequestContext, flow: FlowRecord, form: SubmittedForm): Promise<SubmitResult> {
    if (ctx.session && !flow.refresh) throw IdentityError.sessionAlreadyAvailable();
    const identifier = field(form, 'identifier')?.toLowerCase();
    const password = form.password ?? '';
    uiNodes.setValue(flow.ui.nodes, 'identifier', identifier ?? '');
    if (!identifier || !password || identifier.length > MAX_IDENTIFIER) {
      if (!identifier) uiNodes.addMessage(flow.ui, 'identifier', uiTexts.missing('identifier'));
      else if (identifier.length > MAX_IDENTIFIER) uiNodes.addMessage(flow.ui, 'identifier', uiTexts.tooLong('The email', MAX_IDENTIFIER));
      if (!password) uiNodes.addMessage(flow.ui, 'password', uiTexts.missing('password'));
      return this.save(flow, 400);
    }
    // The attempt counts as a failure from here until the password is found right.
    const verdict = await this.s.throttle.admitAttempt(identifier, ctx.clientAddress);
    if (verdict.blocked) return this.throttled(flow, verdict.retryAfterSeconds);

    const identities = new IdentityRepository(this.s.db);
    const identity = await identities.findByEmail(identifier);
    const credentials = identity && !identity.deletedAt ? await new CredentialRepository(this.s.db).get(identity.id) : null;
    // The hash is checked even for unknown accounts, so the answer takes as long either way.
    const matches = await this.s.hasher.verify(credentials?.passwordHash ?? (await this.dummy()), password);
    if (!identity || !credentials?.passwordHash || !matches) return this.fail(flow, uiTexts.invalidCredentials());
    await this.s.throttle.recordSuccess(identifier);
    if (identity.state !== 'active') return this.fail(flow, uiTexts.inactiveAccount());
    if (flow.identityId && flow.identityId !== identity.id) throw IdentityError.identityMismatch();

    await identities.recordLogin(identity.id);
    flow.state = 'passed_challenge';
    const saved = await this.s.flows.save(flow);
    if (flow.refresh && ctx.session && ctx.sessionToken) {
      if (ctx.session.identityId !== identity.id) throw IdentityError.identityMismatch();
      const session = await this.s.sessions.complete(ctx.session, 'password', 'aal1');
      return { type: 'signed-in', flow: saved, token: ctx.sessionToken, session, identity };
    }
    const issued = await this.s.sessions.issue(identity.id, 'password', 'aal1', ctx);
    return { type: 'signed-in', flow: saved, token: issued.token, session: issued.session, identity };
  }

  private async secondFactor(ctx: RequestContext, flow: FlowRecord, form: SubmittedForm): Promise<SubmitResult> {
    const session = ctx.session;
    if (!session || !ctx.sessionToken) throw IdentityError.sessionInactive();
    if (session.identityId !== flow.identityId) throw IdentityError.identityMismatch();
    const code = field(form, 'totp_code');
    if (!code) {
      uiNodes.addMessage(flow.ui, 'totp_code', uiTexts.missing('totp_code'));
      return this.save(flow, 400);
    }
    const identity = await new IdentityRepository(this.s.db).findById(session.identityId);
    if (!identity) throw IdentityError.sessionInactive();
    const throttleKey = identity.traits.email.toLowerCase();
    const verdict = await this.s.throttle.admitAttempt(throttleKey, ctx.clientAddress);
    if (verdict.blocked) return this.throttled(flow, verdict.retryAfterSeconds);
    const credentials = new CredentialRepository(this.s.db);
    const { totpSecret } = await credentials.get(identity.id);
    const step = totpSecret ? totpService.matchingStep(totpSecret, code) : null;
    // A code is good once: a replay (or a code of a time step already used) is a wrong code.
    if (step === null || !(await credentials.useTotpStep(identity.id, step))) {
      uiNodes.addMessage(flow.ui, 'totp_code', uiTexts.invalidTotp());
      return this.save(flow, 400);
    }
    await this.s.throttle.recordSuccess(throttleKey);
    await new IdentityRepository(this.s.db).recordLogin(identity.id);
    flow.state = 'passed_challenge';
    const saved = await this.s.flows.save(flow);
    const upgraded = await this.s.sessions.complete(session, 'totp', 'aal2');
    return { type: 'signed-in', flow: saved, token: ctx.sessionToken, session: upgraded, identity };
  }

  private throttled(flow: FlowRecord, retryAfterSeconds: number): Promise<SubmitResult> {
    flow.ui.messages = [uiTexts.tooManyAttempts(Math.ceil(retryAfterSeconds / 60))];
    return this.save(flow, 400, { 'retry-after': String(retryAfterSeconds) });
  }

  private fail(flow: FlowRecord, message: UiText): Promise<SubmitResult> {
    flow.ui.messages = [message];
    return this.save(flow, 400);
  }

  private async save(flow: FlowRecord, status: 200 | 400, headers?: Record<string, string>): Promise<SubmitResult> {
    return { type: 'flow', status, flow: await this.s.flows.save(flow), ...(headers ? { headers } : {}) };
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.s.hasher.hash(randomSecrets.token());
    return this.dummyHash;
  }
}
