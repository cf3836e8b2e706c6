import { CodeMethodFlowHandler } from './code-method-flow.handler.ts';
import type { FlowInit, SubmitResult } from './flow-handler.ts';
import { IdentityError } from './identity-error.ts';
import type { IdentityServices } from './identity-services.ts';
import type { FlowRecord } from './identity.types.ts';
import { IdentityRepository } from './identity.repository.ts';
import type { RequestContext } from './request-context.ts';
import type { SettingsFlowHandler } from './settings-flow.handler.ts';
import { uiNodes } from './ui-nodes.ts';
import { uiTexts } from './ui-texts.ts';
import { VerifiedAddressRepository } from './verified-address.repository.ts';

/**
 * Account recovery by a code sent to the account's address (the code method). The right code signs
 * the person in with a fresh (privileged) session and sends the browser to a settings flow to choose
 * a new password. Unknown addresses get the same answer and no mail.
 */
export class RecoveryFlowHandler extends CodeMethodFlowHandler {
  readonly kind = 'recovery';
  readonly uiPath = '/recovery';
  protected readonly texts = { codeLabel: uiTexts.recoveryCode, codeSent: uiTexts.recoveryCodeSent };

  constructor(
    s: IdentityServices,
    private readonly settings: SettingsFlowHandler,
  ) {
    super(s);
  }

  async initialize(ctx: RequestContext): Promise<FlowInit> {
    if (ctx.session) throw IdentityError.sessionAlreadyAvailable();
    return { state: 'choose_method', ui: this.emailUi('') };
  }

  protected async checkCode(ctx: RequestContext, flow: FlowRecord, code: string): Promise<SubmitResult> {
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

  protected mailCode(to: string, name: string, code: string, link: string): Promise<void> {
    return this.s.mail.sendRecoveryCode(to, name, code, link);
  }
}
