import { asDbError } from '#src/db/db.ts';
import { CredentialRepository } from './credential.repository.ts';
import type { FlowHandler, FlowInit, SubmitResult } from './flow-handler.ts';
import { IdentityError } from './identity-error.ts';
import type { IdentityServices } from './identity-services.ts';
import type { FlowRecord, FlowType, FlowUi, IdentityRecord, SessionRecord, UiText } from './identity.types.ts';
import { IdentityRepository } from './identity.repository.ts';
import type { RequestContext } from './request-context.ts';
import { field, type SubmittedForm } from './submitted-form.ts';
import { totpService } from './totp.service.ts';
import { passwordProblem, readTraits } from './traits.validator.ts';
import { uiNodes } from './ui-nodes.ts';
import { uiTexts } from './ui-texts.ts';

async function settingsUi(identity: IdentityRecord, pendingTotpSecret: string | undefined, messages: UiText[]): Promise<FlowUi> {
  const { traits } = identity;
  const nodes = [
    uiNodes.input({ group: 'profile', name: 'traits.email', type: 'email', value: traits.email, required: true, autocomplete: 'email', label: uiTexts.email() }),
    uiNodes.input({ group: 'profile', name: 'traits.name.first', type: 'text', value: traits.name.first, required: true, autocomplete: 'given-name', label: uiTexts.firstName() }),
    uiNodes.input({ group: 'profile', name: 'traits.name.last', type: 'text', value: traits.name.last, required: true, autocomplete: 'family-name', label: uiTexts.lastName() }),
    uiNodes.submit('profile', 'method', 'profile', uiTexts.save()),
    uiNodes.input({ group: 'password', name: 'password', type: 'password', required: true, autocomplete: 'new-password', label: uiTexts.password() }),
    uiNodes.submit('password', 'method', 'password', uiTexts.save()),
  ];
  if (pendingTotpSecret) {
    nodes.push(
      uiNodes.image('totp', 'totp_qr', await totpService.qrDataUrl(pendingTotpSecret, traits.email), uiTexts.totpQrCode()),
      uiNodes.text('totp', 'totp_secret_key', uiTexts.totpSecret(pendingTotpSecret), uiTexts.totpSecretLabel()),
      uiNodes.input({ group: 'totp', name: 'totp_code', type: 'text', required: true, autocomplete: 'one-time-code', label: uiTexts.totpVerify() }),
      uiNodes.submit('totp', 'method', 'totp', uiTexts.save()),
    );
  } else {
    nodes.push(uiNodes.submit('totp', 'totp_unlink', true, uiTexts.totpUnlink()));
  }
  return { nodes, messages };
}

/**
 * Settings of the signed-in identity: profile (traits), password, and the authenticator app (link with
 * QR code and secret, or unlink). The password, the email and the authenticator need a privileged
 * session (signed in within 15 minutes), else session_refresh_required sends the browser to sign in again.
 */
export class SettingsFlowHandler implements FlowHandler {
  readonly kind = 'settings';
  readonly uiPath = '/profile-settings';

  constructor(private readonly s: IdentityServices) {}

  async initialize(ctx: RequestContext): Promise<FlowInit> {
    const session = await this.requireSession(ctx, `${ctx.baseUrl}${this.uiPath}`);
    return this.initFor(session.identityId, []);
  }

  /** Opens a settings flow for an identity (the end of a recovery). */
  startFor(ctx: RequestContext, identityId: string, type: FlowType, messages: UiText[]): Promise<FlowRecord> {
    return this.initFor(identityId, messages).then((init) => this.s.flows.create(ctx, 'settings', type, init, null));
  }

  async authorizeFetch(ctx: RequestContext, flow: FlowRecord): Promise<void> {
    const session = await this.requireSession(ctx, this.s.flows.uiUrl(ctx, this, flow.id));
    if (session.identityId !== flow.identityId) throw IdentityError.identityMismatch();
  }

  async describe(ctx: RequestContext, flow: FlowRecord): Promise<Record<string, unknown>> {
    const identity = flow.identityId ? await new IdentityRepository(this.s.db).findById(flow.identityId) : null;
    return identity ? { identity: await this.s.presenter.identity(identity, ctx.baseUrl) } : {};
  }

  async submit(ctx: RequestContext, flow: FlowRecord, form: SubmittedForm): Promise<SubmitResult> {
    const session = await this.requireSession(ctx, this.s.flows.uiUrl(ctx, this, flow.id));
    if (session.identityId !== flow.identityId) throw IdentityError.identityMismatch();
    const identity = await new IdentityRepository(this.s.db).findById(session.identityId);
    if (!identity) throw IdentityError.sessionInactive();
    uiNodes.clearMessages(flow.ui.nodes);
    flow.ui.messages = [];
    flow.state = 'show_form';
    const method = form.method ?? (form.totp_unlink !== undefined ? 'totp' : undefined);
    switch (method) {
      case 'profile':
        return this.profile(ctx, flow, session, identity, form);
      case 'password':
        return this.password(ctx, flow, session, identity, form);
      case 'totp':
        return this.totp(ctx, flow, session, identity, form);
      default:
        flow.ui.messages = [uiTexts.unknownSettingsMethod()];
        return this.save(flow, 400);
    }
  }

  private async profile(ctx: RequestContext, flow: FlowRecord, session: SessionRecord, identity: IdentityRecord, form: SubmittedForm): Promise<SubmitResult> {
    const { traits, errors } = readTraits(form);
    uiNodes.setValue(flow.ui.nodes, 'traits.email', traits.email);
    uiNodes.setValue(flow.ui.nodes, 'traits.name.first', traits.name.first);
    uiNodes.setValue(flow.ui.nodes, 'traits.name.last', traits.name.last);
    const identities = new IdentityRepository(this.s.db);
    const emailChanged = traits.email !== identity.traits.email.toLowerCase();
    if (!errors['traits.email'] && emailChanged && (await identities.emailTaken(traits.email, identity.id))) {
      errors['traits.email'] = uiTexts.duplicateIdentifier();
    }
    for (const [name, message] of Object.entries(errors)) uiNodes.addMessage(flow.ui, name, message);
    if (Object.keys(errors).length > 0) return this.save(flow, 400);
    if (emailChanged) this.requirePrivileged(ctx, flow, session);
    try {
      await identities.updateTraits(identity.id, traits);
    } catch (error) {
      if (asDbError(error)?.code !== '23505') throw error;
      uiNodes.addMessage(flow.ui, 'traits.email', uiTexts.duplicateIdentifier());
      return this.save(flow, 400);
    }
    return this.succeed(flow);
  }

  private async password(ctx: RequestContext, flow: FlowRecord, session: SessionRecord, identity: IdentityRecord, form: SubmittedForm): Promise<SubmitResult> {
    const problem = passwordProblem(form.password, identity.traits.email.toLowerCase());
    if (problem) {
      uiNodes.addMessage(flow.ui, 'password', problem);
      return this.save(flow, 400);
    }
    this.requirePrivileged(ctx, flow, session);
    await new CredentialRepository(this.s.db).setPassword(identity.id, await this.s.hasher.hash(form.password!));
    // Whoever else was signed in with the old password is signed out.
    await this.s.sessions.revokeAll(identity.id, session.id);
    return this.succeed(flow);
  }

  private async totp(ctx: RequestContext, flow: FlowRecord, session: SessionRecord, identity: IdentityRecord, form: SubmittedForm): Promise<SubmitResult> {
    const credentials = new CredentialRepository(this.s.db);
    const linked = (await credentials.get(identity.id)).totpSecret !== null;
    if (form.totp_unlink === 'true') {
      this.requirePrivileged(ctx, flow, session);
      if (linked) await credentials.setTotp(identity.id, null);
      flow.context = { ...flow.context, pendingTotpSecret: totpService.newSecret() };
      return this.succeed(flow);
    }
    if (linked) {
      flow.ui.messages = [uiTexts.totpAlreadyLinked()];
      return this.save(flow, 400);
    }
    const code = field(form, 'totp_code');
    const secret = flow.context.pendingTotpSecret;
    const step = code && secret ? totpService.matchingStep(secret, code) : null;
    if (!secret || step === null) {
      uiNodes.addMessage(flow.ui, 'totp_code', code ? uiTexts.invalidTotp() : uiTexts.missing('totp_code'));
      return this.save(flow, 400);
    }
    this.requirePrivileged(ctx, flow, session);
    await credentials.setTotp(identity.id, secret, step);
    // The code just entered proves the second factor: the session keeps working at aal2.
    await this.s.sessions.complete(session, 'totp', 'aal2');
    flow.context = { ...flow.context, pendingTotpSecret: undefined };
    return this.succeed(flow);
  }

  private async initFor(identityId: string, messages: UiText[]): Promise<FlowInit> {
    const identity = await new IdentityRepository(this.s.db).findById(identityId);
    if (!identity) throw IdentityError.sessionInactive();
    const linked = (await new CredentialRepository(this.s.db).get(identityId)).totpSecret !== null;
    const pendingTotpSecret = linked ? undefined : totpService.newSecret();
    return {
      state: 'show_form',
      identityId,
      ui: await settingsUi(identity, pendingTotpSecret, messages),
      context: pendingTotpSecret ? { pendingTotpSecret } : {},
    };
  }

  private async succeed(flow: FlowRecord): Promise<SubmitResult> {
    const identity = (await new IdentityRepository(this.s.db).findById(flow.identityId!))!;
    const linked = (await new CredentialRepository(this.s.db).get(identity.id)).totpSecret !== null;
    const pending = linked ? undefined : (flow.context.pendingTotpSecret ?? totpService.newSecret());
    flow.context = pending ? { pendingTotpSecret: pending } : {};
    flow.ui = await settingsUi(identity, pending, [uiTexts.changesSaved()]);
    flow.state = 'success';
    return this.save(flow, 200);
  }

  private async requireSession(ctx: RequestContext, returnTo: string): Promise<SessionRecord> {
    if (!ctx.session) throw IdentityError.sessionInactive();
    if (!(await this.s.sessions.meetsRequiredAal(ctx.session))) {
      throw IdentityError.aal2Required(`${ctx.baseUrl}/login?aal=aal2&return_to=${encodeURIComponent(returnTo)}`);
    }
    return ctx.session;
  }

  private requirePrivileged(ctx: RequestContext, flow: FlowRecord, session: SessionRecord): void {
    if (this.s.sessions.isPrivileged(session)) return;
    const back = this.s.flows.uiUrl(ctx, this, flow.id);
    throw IdentityError.refreshRequired(`${ctx.baseUrl}/login?refresh=true&return_to=${encodeURIComponent(back)}`);
  }

  private async save(flow: FlowRecord, status: 200 | 400): Promise<SubmitResult> {
    return { type: 'flow', status, flow: await this.s.flows.save(flow) };
  }
}
