import type { FlowHandler, FlowInit, SubmitResult } from './flow-handler.ts';
import { IdentityError } from './identity-error.ts';
import type { IdentityServices } from './identity-services.ts';
import type { FlowRecord, FlowUi, IdentityRecord, UiText } from './identity.types.ts';
import { IdentityRepository, personName } from './identity.repository.ts';
import type { RequestContext } from './request-context.ts';
import type { SettingsFlowHandler } from './settings-flow.handler.ts';
import { field, type SubmittedForm } from './submitted-form.ts';
import { isEmail } from './traits.validator.ts';
import { uiNodes } from './ui-nodes.ts';
import { uiTexts } from './ui-texts.ts';
import { VerifiedAddressRepository } from './verified-address.repository.ts';

function emailUi(): FlowUi {
  return {
    nodes: [
      uiNodes.input({ group: 'code', name: 'email', type: 'email', value: '', required: true, autocomplete: 'email', label: uiTexts.email() }),
      uiNodes.submit('code', 'method', 'code', uiTexts.submit()),
    ],
    messages: [],
  };
}

function codeUi(email: string, messages: UiText[]): FlowUi {
  return {
    nodes: [
      uiNodes.input({ group: 'code', name: 'code', type: 'text', required: true, autocomplete: 'one-time-code', label: uiTexts.recoveryCode() }),
      uiNodes.submit('code', 'method', 'code', uiTexts.continue()),
      uiNodes.submit('code', 'email', email, uiTexts.resendCode()),
    ],
    messages,
  };
}

/**
 * Account recovery by a code sent to the account's address (the code method). The right code signs
 * the person in with a fresh (privileged) session and sends the browser to a settings flow to choose
 * a new password. Unknown addresses get the same answer and no mail.
 */
export class RecoveryFlowHandler implements FlowHandler {
  readonly kind = 'recovery';
  readonly uiPath = '/recovery';

  constructor(
    private readonly s: IdentityServices,
    private readonly settings: SettingsFlowHandler,
  ) {}

  async initialize(ctx: RequestContext): Promise<FlowInit> {
    if (ctx.session) throw IdentityError.sessionAlreadyAvailable();
    return { state: 'choose_method', ui: emailUi() };
  }

  async submit(ctx: RequestContext, flow: FlowRecord, form: SubmittedForm): Promise<SubmitResult> {
    uiNodes.clearMessages(flow.ui.nodes);
    flow.ui.messages = [];
    const code = field(form, 'code');
    const email = field(form, 'email')?.toLowerCase();
    if (code !== undefined) return this.checkCode(ctx, flow, code);
    if (email === undefined) {
      if (flow.state === 'sent_email') uiNodes.addMessage(flow.ui, 'code', uiTexts.missing('code'));
      else uiNodes.addMessage(flow.ui, 'email', uiTexts.missing('email'));
      return this.save(flow, 400);
    }
    if (!isEmail(email)) {
      uiNodes.addMessage(flow.ui, 'email', uiTexts.invalidEmail(email));
      return this.save(flow, 400);
    }
    const identity = await new IdentityRepository(this.s.db).findByEmail(email);
    flow.state = 'sent_email';
    flow.context = { address: email };
    flow.ui = codeUi(email, [uiTexts.recoveryCodeSent()]);
    if (identity && !identity.deletedAt && identity.state === 'active') await this.sendCode(ctx, flow, identity, email);
    return this.save(flow, 200);
  }

  private async checkCode(ctx: RequestContext, flow: FlowRecord, code: string): Promise<SubmitResult> {
    const redeemed = flow.state === 'sent_email' ? await this.s.codes.redeem(flow.id, code) : null;
    const identity = redeemed ? await new IdentityRepository(this.s.db).findById(redeemed.identityId) : null;
    if (!redeemed || !identity || identity.deletedAt || identity.state !== 'active') {
      uiNodes.addMessage(flow.ui, 'code', uiTexts.invalidRecoveryCode());
      return this.save(flow, 400);
    }
    // Receiving the code proves the address, as verification would.
    await new VerifiedAddressRepository(this.s.db).markVerified(identity.id, redeemed.address);
    const issued = await this.s.sessions.issue(identity.id, 'code_recovery', 'aal1', ctx);
    await new IdentityRepository(this.s.db).recordLogin(identity.id);
    const settingsFlow = await this.settings.startFor(ctx, identity.id, flow.type, [uiTexts.recovered()]);
    flow.state = 'passed_challenge';
    const saved = await this.s.flows.save(flow);
    return {
      type: 'recovered',
      flow: saved,
      token: issued.token,
      session: issued.session,
      settingsFlowId: settingsFlow.id,
      settingsUrl: this.s.flows.uiUrl(ctx, this.settings, settingsFlow.id),
    };
  }

  private async sendCode(ctx: RequestContext, flow: FlowRecord, identity: IdentityRecord, email: string): Promise<void> {
    const code = await this.s.codes.issue('recovery', flow.id, identity.id, email);
    const link = `${ctx.baseUrl}/api/.ory/self-service/recovery?flow=${flow.id}&code=${code}`;
    try {
      await this.s.mail.sendRecoveryCode(email, personName(identity.traits), code, link);
    } catch (error) {
      this.s.logger.error({ err: error, flow: flow.id }, 'Could not send the recovery email');
    }
  }

  private async save(flow: FlowRecord, status: 200 | 400): Promise<SubmitResult> {
    return { type: 'flow', status, flow: await this.s.flows.save(flow) };
  }
}
