import { CodeMethodFlowHandler } from './code-method-flow.handler.ts';
import type { FlowInit, SubmitResult } from './flow-handler.ts';
import type { FlowRecord, FlowType, IdentityRecord } from './identity.types.ts';
import { IdentityRepository } from './identity.repository.ts';
import type { RequestContext } from './request-context.ts';
import { uiNodes } from './ui-nodes.ts';
import { uiTexts } from './ui-texts.ts';
import { VerifiedAddressRepository } from './verified-address.repository.ts';

/**
 * Verification of an email address by a code sent to it (the code method). The flow answers the same
 * whether or not the address belongs to someone, so it cannot be used to find out who has an account.
 */
export class VerificationFlowHandler extends CodeMethodFlowHandler {
  readonly kind = 'verification';
  readonly uiPath = '/verification';
  protected readonly texts = { codeLabel: uiTexts.verificationCode, codeSent: uiTexts.verificationCodeSent };

  async initialize(ctx: RequestContext): Promise<FlowInit> {
    const identity = ctx.session ? await new IdentityRepository(this.s.db).findById(ctx.session.identityId) : null;
    return { state: 'choose_method', ui: this.emailUi(identity?.traits.email ?? '') };
  }

  /** Opens a verification flow for a new identity and mails its code (after registration). */
  async startFor(ctx: RequestContext, identity: IdentityRecord, type: FlowType): Promise<Record<string, unknown>> {
    const email = identity.traits.email;
    const init: FlowInit = { state: 'sent_email', ui: this.codeUi(email, [this.texts.codeSent()]), context: { address: email } };
    const flow = await this.s.flows.create(ctx, 'verification', type, init, null);
    await this.sendCode(flow, email, identity);
    return { action: 'show_verification_ui', flow: { id: flow.id, verifiable_address: email, url: this.s.flows.uiUrl(ctx, this, flow.id) } };
  }

  protected async checkCode(ctx: RequestContext, flow: FlowRecord, code: string): Promise<SubmitResult> {
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

  protected mailCode(to: string, name: string, code: string, link: string): Promise<void> {
    return this.s.mail.sendVerificationCode(to, name, code, link);
  }
}
