import type { FlowHandler, FlowInit, SubmitResult } from './flow-handler.ts';
import type { IdentityServices } from './identity-services.ts';
import type { FlowRecord, FlowType, FlowUi, IdentityRecord, UiText } from './identity.types.ts';
import { IdentityRepository, personName } from './identity.repository.ts';
import type { RequestContext } from './request-context.ts';
import { field, type SubmittedForm } from './submitted-form.ts';
import { isEmail } from './traits.validator.ts';
import { uiNodes } from './ui-nodes.ts';
import { uiTexts } from './ui-texts.ts';
import { VerifiedAddressRepository } from './verified-address.repository.ts';

function emailUi(email: string): FlowUi {
  return {
    nodes: [
      uiNodes.input({ group: 'code', name: 'email', type: 'email', value: email, required: true, autocomplete: 'email', label: uiTexts.email() }),
      uiNodes.submit('code', 'method', 'code', uiTexts.submit()),
    ],
    messages: [],
  };
}

function codeUi(email: string, messages: UiText[]): FlowUi {
  return {
    nodes: [
      uiNodes.input({ group: 'code', name: 'code', type: 'text', required: true, autocomplete: 'one-time-code', label: uiTexts.verificationCode() }),
      uiNodes.submit('code', 'method', 'code', uiTexts.continue()),
      uiNodes.submit('code', 'email', email, uiTexts.resendCode()),
    ],
    messages,
  };
}

/**
 * Verification of an email address by a code sent to it (the code method). The flow answers the same
 * whether or not the address belongs to someone, so it cannot be used to find out who has an account.
 */
export class VerificationFlowHandler implements FlowHandler {
  readonly kind = 'verification';
  readonly uiPath = '/verification';

  constructor(private readonly s: IdentityServices) {}

  async initialize(ctx: RequestContext): Promise<FlowInit> {
    const identity = ctx.session ? await new IdentityRepository(this.s.db).findById(ctx.session.identityId) : null;
    return { state: 'choose_method', ui: emailUi(identity?.traits.email ?? '') };
  }

  /** Opens a verification flow for a new identity and mails its code (after registration). */
  async startFor(ctx: RequestContext, identity: IdentityRecord, type: FlowType): Promise<Record<string, unknown>> {
    const email = identity.traits.email;
    const init: FlowInit = { state: 'sent_email', ui: codeUi(email, [uiTexts.verificationCodeSent()]), context: { address: email } };
    const flow = await this.s.flows.create(ctx, 'verification', type, init, null);
    await this.sendCode(ctx, flow, identity, email);
    return { action: 'show_verification_ui', flow: { id: flow.id, verifiable_address: email, url: this.s.flows.uiUrl(ctx, this, flow.id) } };
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
    flow.ui = codeUi(email, [uiTexts.verificationCodeSent()]);
    if (identity && !identity.deletedAt && identity.state === 'active') await this.sendCode(ctx, flow, identity, email);
    return this.save(flow, 200);
  }

  private async checkCode(ctx: RequestContext, flow: FlowRecord, code: string): Promise<SubmitResult> {
    if (flow.state === 'passed_challenge') return this.save(flow, 200);
    const redeemed = flow.state === 'sent_email' ? await this.s.codes.redeem(flow.id, code) : null;
    if (!redeemed) {
      uiNodes.addMessage(flow.ui, 'code', uiTexts.invalidVerificationCode());
      return this.save(flow, 400);
    }
    await new VerifiedAddressRepository(this.s.db).markVerified(redeemed.identityId, redeemed.address);
    flow.state = 'passed_challenge';
    flow.ui = {
      nodes: [uiNodes.link('code', 'continue', flow.returnTo ?? `${ctx.baseUrl}/`, uiTexts.continue())],
      messages: [uiTexts.verified()],
    };
    return this.save(flow, 200);
  }

  private async sendCode(ctx: RequestContext, flow: FlowRecord, identity: IdentityRecord, email: string): Promise<void> {
    const code = await this.s.codes.issue('verification', flow.id, identity.id, email);
    const link = `${ctx.baseUrl}/api/.ory/self-service/verification?flow=${flow.id}&code=${code}`;
    try {
      await this.s.mail.sendVerificationCode(email, personName(identity.traits), code, link);
    } catch (error) {
      this.s.logger.error({ err: error, flow: flow.id }, 'Could not send the verification email');
    }
  }

  private async save(flow: FlowRecord, status: 200 | 400): Promise<SubmitResult> {
    return { type: 'flow', status, flow: await this.s.flows.save(flow) };
  }
}
