import { asDbError } from '#src/db/db.ts';
import { CredentialRepository } from './credential.repository.ts';
import type { FlowHandler, FlowInit, FlowQuery, SubmitResult } from './flow-handler.ts';
import { IdentityError } from './identity-error.ts';
import type { IdentityServices } from './identity-services.ts';
import type { FlowRecord, FlowUi, IdentityTraits, UiText } from './identity.types.ts';
import { IdentityRepository } from './identity.repository.ts';
import type { InvitationService, UsableInvitation } from './invitation.service.ts';
import { OneTimeCodeRepository } from './one-time-code.repository.ts';
import type { RequestContext } from './request-context.ts';
import type { SubmittedForm } from './submitted-form.ts';
import { passwordProblem, readTraits } from './traits.validator.ts';
import { uiNodes } from './ui-nodes.ts';
import { uiTexts } from './ui-texts.ts';
import { VerifiedAddressRepository } from './verified-address.repository.ts';
import type { VerificationFlowHandler } from './verification-flow.handler.ts';

const EMPTY_TRAITS: IdentityTraits = { email: '', name: { first: '', last: '' } };

function registrationUi(traits: IdentityTraits, invitationId: string | null, messages: UiText[]): FlowUi {
  const nodes = [
    uiNodes.input({ group: 'default', name: 'traits.email', type: 'email', value: traits.email, required: true, autocomplete: 'email', label: uiTexts.email() }),
    uiNodes.input({ group: 'default', name: 'traits.name.first', type: 'text', value: traits.name.first, required: true, autocomplete: 'given-name', label: uiTexts.firstName() }),
    uiNodes.input({ group: 'default', name: 'traits.name.last', type: 'text', value: traits.name.last, required: true, autocomplete: 'family-name', label: uiTexts.lastName() }),
    uiNodes.input({ group: 'password', name: 'password', type: 'password', required: true, autocomplete: 'new-password', label: uiTexts.password() }),
  ];
  if (invitationId) nodes.push(uiNodes.hidden('default', 'invite', invitationId));
  nodes.push(uiNodes.submit('password', 'method', 'password', uiTexts.signUp()));
  return { nodes, messages };
}

class InvitationUsedUp extends Error {}

/**
 * Registration with a password. In `open` mode anyone may register (and starts with no roles, that is
 * as a viewer); in `invite` mode only through an invitation link, which names the address and, once
 * used, sets the invited person's password, marks the address verified and signs them in.
 */
export class RegistrationFlowHandler implements FlowHandler {
  readonly kind = 'registration';
  readonly uiPath = '/registration';

  constructor(
    private readonly s: IdentityServices,
    private readonly invitations: InvitationService,
    private readonly verification: VerificationFlowHandler,
  ) {}

  async initialize(ctx: RequestContext, query: FlowQuery): Promise<FlowInit> {
    if (ctx.session) throw IdentityError.sessionAlreadyAvailable();
    if (query.invite !== undefined) {
      const found = await this.invitations.findByCode(query.invite);
      if (found) {
        return {
          state: 'choose_method',
          ui: registrationUi(found.identity.traits, found.invitation.id, [uiTexts.invitedAs(found.identity.traits.email)]),
          context: { invitationId: found.invitation.id },
        };
      }
      return { state: 'choose_method', ui: this.withoutInvitation(uiTexts.invitationInvalid()) };
    }
    if (this.s.registration === 'invite') return { state: 'choose_method', ui: this.withoutInvitation(uiTexts.invitationOnly()) };
    return { state: 'choose_method', ui: registrationUi(EMPTY_TRAITS, null, []) };
  }

  /**
   * The flow for someone without a usable invitation: when registration is by invitation only a
   * form could never succeed, so it shows only the reason; open registration still offers it.
   */
  private withoutInvitation(reason: UiText): FlowUi {
    if (this.s.registration === 'invite') return { nodes: [], messages: [reason] };
    return registrationUi(EMPTY_TRAITS, null, [reason]);
  }

  async submit(ctx: RequestContext, flow: FlowRecord, form: SubmittedForm): Promise<SubmitResult> {
    if (ctx.session) throw IdentityError.sessionAlreadyAvailable();
    uiNodes.clearMessages(flow.ui.nodes);
    flow.ui.messages = [];
    if ((form.method ?? 'password') !== 'password') return this.fail(flow, uiTexts.unknownMethod());

    const { traits, errors } = readTraits(form);
    const invitation = flow.context.invitationId ? await this.invitations.findById(flow.context.invitationId) : null;
    if (flow.context.invitationId && !invitation) return this.fail(flow, uiTexts.invitationInvalid());
    if (invitation) {
      const invited = invitation.identity.traits.email.toLowerCase();
      if (!traits.email) {
        traits.email = invited;
        delete errors['traits.email'];
      } else if (traits.email !== invited) {
        errors['traits.email'] = uiTexts.invitedAddressOnly(invited);
      }
    }
    uiNodes.setValue(flow.ui.nodes, 'traits.email', traits.email);
    uiNodes.setValue(flow.ui.nodes, 'traits.name.first', traits.name.first);
    uiNodes.setValue(flow.ui.nodes, 'traits.name.last', traits.name.last);
    if (!invitation && this.s.registration === 'invite') return this.fail(flow, uiTexts.invitationOnly());

    const password = form.password;
    const problem = passwordProblem(password, traits.email);
    if (problem) errors.password = problem;
    if (!errors['traits.email'] && !invitation && (await new IdentityRepository(this.s.db).emailTaken(traits.email))) {
      errors['traits.email'] = uiTexts.duplicateIdentifier();
    }
    for (const [name, message] of Object.entries(errors)) uiNodes.addMessage(flow.ui, name, message);
    if (Object.keys(errors).length > 0) return this.save(flow, 400);

    let identityId: string;
    try {
      identityId = await this.store(traits, password!, invitation);
    } catch (error) {
      if (error instanceof InvitationUsedUp) return this.fail(flow, uiTexts.invitationInvalid());
      if (asDbError(error)?.code === '23505') {
        uiNodes.addMessage(flow.ui, 'traits.email', uiTexts.duplicateIdentifier());
        return this.save(flow, 400);
      }
      throw error;
    }
    const identities = new IdentityRepository(this.s.db);
    await identities.recordLogin(identityId);
    const identity = (await identities.findById(identityId))!;
    const issued = await this.s.sessions.issue(identityId, 'password', 'aal1', ctx);
    flow.state = 'passed_challenge';
    const saved = await this.s.flows.save(flow);
    const continueWith = invitation ? [] : [await this.verification.startFor(ctx, identity, flow.type)];
    return { type: 'signed-in', flow: saved, token: issued.token, session: issued.session, identity, continueWith };
  }

  /** Creates the identity (open) or completes the invited one, in one transaction. */
  private async store(traits: IdentityTraits, password: string, invitation: UsableInvitation | null): Promise<string> {
    const passwordHash = await this.s.hasher.hash(password);
    return this.s.db.transaction(async (tx) => {
      const identities = new IdentityRepository(tx);
      if (!invitation) {
        const id = await identities.create(traits);
        await new CredentialRepository(tx).setPassword(id, passwordHash);
        return id;
      }
      const id = invitation.identity.id;
      if (!(await new OneTimeCodeRepository(tx).consume(invitation.invitation.id))) throw new InvitationUsedUp();
      await identities.updateTraits(id, traits);
      await new CredentialRepository(tx).setPassword(id, passwordHash);
      await new VerifiedAddressRepository(tx).markVerified(id, traits.email);
      return id;
    });
  }

  private fail(flow: FlowRecord, message: UiText): Promise<SubmitResult> {
    flow.ui.messages = [message];
    return this.save(flow, 400);
  }

  private async save(flow: FlowRecord, status: 200 | 400): Promise<SubmitResult> {
    return { type: 'flow', status, flow: await this.s.flows.save(flow) };
  }
}
