import type { Queryable } from '#src/db/db.ts';
import type { IdentityRecord, SessionRecord } from './identity.types.ts';
import { VerifiedAddressRepository } from './verified-address.repository.ts';

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/** Identities and sessions in Ory Kratos's JSON shape. */
export class IdentityPresenter {
  private readonly addresses: VerifiedAddressRepository;

  constructor(db: Queryable) {
    this.addresses = new VerifiedAddressRepository(db);
  }

  async identity(identity: IdentityRecord, baseUrl: string): Promise<Record<string, unknown>> {
    const email = identity.traits.email;
    const verifiedAt = email ? await this.addresses.verifiedAt(identity.id, email) : null;
    const created = iso(identity.createdAt);
    const updated = iso(identity.updatedAt) ?? created;
    return {
      id: identity.id,
      schema_id: 'default',
      schema_url: `${baseUrl}/api/.ory/schemas/default`,
      state: identity.state,
      state_changed_at: iso(identity.stateChangedAt),
      traits: identity.traits,
      verifiable_addresses: email
        ? [
            {
              id: identity.id,
              value: email,
              verified: verifiedAt !== null,
              via: 'email',
              status: verifiedAt ? 'completed' : 'pending',
              ...(verifiedAt ? { verified_at: iso(verifiedAt) } : {}),
              created_at: created,
              updated_at: updated,
            },
          ]
        : [],
      recovery_addresses: email ? [{ id: identity.id, value: email, via: 'email', created_at: created, updated_at: updated }] : [],
      metadata_public: identity.metadataPublic,
      created_at: created,
      updated_at: updated,
    };
  }

  async session(session: SessionRecord, identity: IdentityRecord, baseUrl: string): Promise<Record<string, unknown>> {
    return {
      id: session.id,
      active: session.revokedAt === null && session.expiresAt.getTime() > Date.now(),
      expires_at: iso(session.expiresAt),
      authenticated_at: iso(session.authenticatedAt),
      authenticator_assurance_level: session.aal,
      authentication_methods: session.authenticationMethods,
      issued_at: iso(session.issuedAt),
      identity: await this.identity(identity, baseUrl),
    };
  }
}
