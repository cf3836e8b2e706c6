import type { FlowHandler, FlowInit, FlowQuery, SubmitResult } from './flow-handler.ts';
import type { IdentityServices } from './identity-services.ts';
import type { FlowRecord, FlowUi, IdentityRecord, UiText } from './identity.types.ts';
import { IdentityRepository, personName } from './identity.repository.ts';
import { CODE_MAIL_LIMIT } from './request-limiter.service.ts';
import type { RequestContext } from './request-context.ts';
import { field, type SubmittedForm } from './submitted-form.ts';
import { isEmail } from './traits.validator.ts';
import { uiNodes } from './ui-nodes.ts';
import { uiTexts } from './ui-texts.ts';

/** The texts that tell one code-method flow from the other. */
export interface CodeMethodTexts {
  codeLabel: () => UiText;
  codeSent: () => UiText;
}

/**
 * The `code` method shared by recovery and verification: the person gives an address, a code is
 * mailed to it (with a link to this flow) when it belongs to an active account, and the answer is
 * the same either way, so the flow cannot be used to find out who has an account. What the right
 * code does is up to the flow.
 */
export abstract class CodeMethodFlowHandler implements FlowHandler {
  abstract readonly kind: 'recovery' | 'verification';
  abstract readonly uiPath: string;
  protected abstract readonly texts: CodeMethodTexts;

  constructor(protected readonly s: IdentityServices) {}

  abstract initialize(ctx: RequestContext, query: FlowQuery): Promise<FlowInit>;

  /** Answers a submitted code (the address step has passed when the flow is in `sent_email`). */
  protected abstract checkCode(ctx: RequestContext, flow: FlowRecord, code: string): Promise<SubmitResult>;

  protected abstract mailCode(to: string, name: string, code: string, link: string): Promise<void>;

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
    // Counted for every address, known or not, so the limit tells nothing about who has an account.
    const limit = await this.s.limiter.take(`${this.kind}-code`, email, CODE_MAIL_LIMIT);
    if (limit.blocked) {
      flow.ui.messages = [uiTexts.tooManyCodes(Math.ceil(limit.retryAfterSeconds / 60))];
      return this.save(flow, 400, { 'retry-after': String(limit.retryAfterSeconds) });
    }
    const identity = await new IdentityRepository(this.s.db).findByEmail(email);
    flow.state = 'sent_email';
    flow.context = { address: email };
    flow.ui = this.codeUi(email, [this.texts.codeSent()]);
    await this.sendCode(flow, email, identity && !identity.deletedAt && identity.state === 'active' ? identity : null);
    return this.save(flow, 200);
  }

  protected emailUi(email: string): FlowUi {
    return {
      nodes: [
        uiNodes.input({ group: 'code', name: 'email', type: 'email', value: email, required: true, autocomplete: 'email', label: uiTexts.email() }),
        uiNodes.submit('code', 'method', 'code', uiTexts.submit()),
      ],
      messages: [],
    };
  }

  protected codeUi(email: string, messages: UiText[]): FlowUi {
    return {
      nodes: [
        uiNodes.input({ group: 'code', name: 'code', type: 'text', required: true, autocomplete: 'one-time-code', label: this.texts.codeLabel() }),
        uiNodes.submit('code', 'method', 'code', uiTexts.continue()),
        uiNodes.submit('code', 'email', email, uiTexts.resendCode()),
      ],
      messages,
    };
  }

  /**
   * Issues the flow's code for the address and mails it when the address has an account (`recipient`).
   * The same work is done for an unknown address, and the mail leaves after the answer (a mail that
   * cannot be sent is logged, not shown): the time an answer takes tells nothing about the address.
   * The link points at the configured address, never at the Host the request named.
   */
  protected async sendCode(flow: FlowRecord, email: string, recipient: IdentityRecord | null): Promise<void> {
    const code = await this.s.codes.issue(this.kind, flow.id, email, recipient?.id ?? null);
    if (code === null || recipient === null) return;
    const link = `${this.s.emailLinkBase}/api/.ory/self-service/${this.kind}?flow=${flow.id}&code=${code}`;
    void this.mailCode(email, personName(recipient.traits), code, link).catch((error: unknown) => {
      this.s.logger.error({ err: error, flow: flow.id }, `Could not send the ${this.kind} email`);
    });
  }

  protected async save(flow: FlowRecord, status: 200 | 400, headers?: Record<string, string>): Promise<SubmitResult> {
    return { type: 'flow', status, flow: await this.s.flows.save(flow), ...(headers ? { headers } : {}) };
  }
}
