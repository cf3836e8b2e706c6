import type { Queryable } from '#src/db/db.ts';
import type { IdentityMailService } from './identity-mail.service.ts';
import type { IdentityRecord } from './identity.types.ts';
import { IdentityRepository, personName } from './identity.repository.ts';
import { OneTimeCodeRepository, type OneTimeCode } from './one-time-code.repository.ts';
import { randomSecrets } from './random-secrets.ts';
import type { SecretHasher } from './secret-hasher.ts';

/** An invitation can be used once, within 7 days. */
export const INVITATION_LIFESPAN_MS = 7 * 24 * 60 * 60_000;

const CODE_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

export interface UsableInvitation {
  invitation: OneTimeCode;
  identity: IdentityRecord;
}

/**
 * Invitations: a person created by an administrator (with no password yet) receives a link
 * `<product>/registration?invite=<invitation id>.<secret>`; registering through it sets the password.
 * Only the argon2id hash of the secret is stored; a new invitation replaces an unused one.
 */
export class InvitationService {
  constructor(
    private readonly db: Queryable,
    private readonly hasher: SecretHasher,
    private readonly mail: IdentityMailService,
    private readonly linkBase: string,
  ) {}

  async send(personId: string): Promise<void> {
    const identities = new IdentityRepository(this.db);
    const identity = (await identities.findById(personId)) ?? (await identities.ensureForPerson(personId));
    if (!identity || identity.deletedAt) throw new Error(`No person with id ${personId} can be invited`);
    if (!identity.traits.email) throw new Error(`Person ${personId} has no email address to send an invitation to`);
    const codes = new OneTimeCodeRepository(this.db);
    await codes.retireUnused(identity.id, 'invitation');
    const secret = randomSecrets.token();
    const invitation = await codes.insert({
      purpose: 'invitation',
      identityId: identity.id,
      flowId: null,
      address: identity.traits.email,
      codeHash: await this.hasher.hash(secret),
      expiresAt: new Date(Date.now() + INVITATION_LIFESPAN_MS),
    });
    const link = `${this.linkBase}/registration?invite=${encodeURIComponent(`${invitation.id}.${secret}`)}`;
    await this.mail.sendInvitation(identity.traits.email, personName(identity.traits), link);
  }

  /** The invitation behind a code from a link, when it is unused, unexpired and its person still exists. */
  async findByCode(code: string): Promise<UsableInvitation | null> {
    const match = CODE_PATTERN.exec(code);
    if (!match) return null;
    const invitation = await new OneTimeCodeRepository(this.db).findById(match[1]!);
    if (!invitation || invitation.purpose !== 'invitation') return null;
    if (!(await this.hasher.verify(invitation.codeHash, match[2]!))) return null;
    return this.usable(invitation);
  }

  /** The invitation by id (a registration flow remembers it), when it can still be used. */
  async findById(id: string): Promise<UsableInvitation | null> {
    const invitation = await new OneTimeCodeRepository(this.db).findById(id);
    return invitation && invitation.purpose === 'invitation' ? this.usable(invitation) : null;
  }

  private async usable(invitation: OneTimeCode): Promise<UsableInvitation | null> {
    if (invitation.usedAt || invitation.expiresAt.getTime() <= Date.now()) return null;
    const identity = await new IdentityRepository(this.db).findById(invitation.identityId);
    if (!identity || identity.deletedAt || identity.state !== 'active') return null;
    return { invitation, identity };
  }
}
