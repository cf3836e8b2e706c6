import type { Role } from '@vigil/domain';
import type { Caller, IdentityDirectory } from '../auth/auth-contracts.ts';
import type { CallerChangeBus } from '../auth/caller-changes/caller-change-bus.ts';
import type { Db } from '../db/db.ts';
import { badRequest, conflict, notFound, ServiceError } from '../rbac/service-error.ts';
import type { InviteInput, UpdateInput, UserFields } from './user-input.ts';
import { UserRepository, type IdentityTraits, type PersonRow } from './user.repository.ts';

export interface UserSummary {
  id: string;
  name: string;
  email: string;
  roles: string[];
}

/** The person every installation has as the author of what the platform does itself. */
const SYSTEM_PERSON_ID = '00000000-0000-0000-0000-000000000001';

const fullName = (fields: UserFields) => `${fields.firstName} ${fields.lastName}`;
const traitsOf = (fields: UserFields): IdentityTraits => ({ name: { first: fields.firstName, last: fields.lastName }, email: fields.email });

/** Users (people with an identity): invitation, roles, profile changes and deletion. */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly directory: IdentityDirectory,
    /** Told when a person's roles, name or existence change, so no cached caller keeps the old ones. */
    private readonly callerChanges?: CallerChangeBus,
  ) {}

  /**
   * Creates the person and identity (active, no password yet), grants the role and emails an
   * invitation. An address that belonged to a deleted user brings that user back.
   */
  async invite(input: InviteInput, inviter: Caller): Promise<UserSummary> {
    const id = await this.db.transaction(async (tx) => {
      const users = new UserRepository(tx);
      const existing = await users.findByEmail(input.email);
      if (existing && !existing.deleted) throw conflict(`A user with the email ${input.email} already exists`);
      const personId = existing ? existing.id : await users.insertPerson(fullName(input), input.email);
      if (existing) await users.updatePerson(personId, fullName(input), input.email);
      await users.saveIdentity(personId, traitsOf(input), 'active');
      if (input.role) await users.addRoles(personId, [input.role], inviter.personId);
      return personId;
    });
    try {
      await this.directory.sendInvitation(id);
    } catch (error) {
      // Nobody could use an account whose invitation never left: take it back so the invite can be retried.
      await this.db.transaction((tx) => new UserRepository(tx).softDelete(id));
      const reason = error instanceof Error ? error.message : String(error);
      throw new ServiceError(502, `The invitation to ${input.email} could not be sent (${reason}); nothing was created`);
    }
    return { id, name: fullName(input), email: input.email, roles: await new UserRepository(this.db).rolesOf(id) };
  }

  /** Name, email and avatar of a person, for the signed-in user's own view. */
  async profile(personId: string): Promise<Pick<PersonRow, 'id' | 'name' | 'email' | 'avatar'>> {
    const person = await this.existing(new UserRepository(this.db), personId);
    return { id: person.id, name: person.name, email: person.email, avatar: person.avatar };
  }

  /** Adds roles; roles the person already holds stay. */
  async addRoles(personId: string, roles: readonly Role[], by: Caller): Promise<{ id: string; roles: string[] }> {
    const updated = await this.db.transaction(async (tx) => {
      const users = new UserRepository(tx);
      await this.existing(users, personId);
      await users.addRoles(personId, roles, by.personId);
      return { id: personId, roles: await users.rolesOf(personId) };
    });
    await this.personChanged(personId);
    return updated;
  }

  /** Makes the given roles the person's only roles; the last administrator keeps the admin role. */
  async replaceRoles(personId: string, roles: readonly Role[], by: Caller): Promise<{ id: string; roles: string[] }> {
    const updated = await this.db.transaction(async (tx) => {
      const users = new UserRepository(tx);
      await this.existing(users, personId);
      const losesAdmin = !roles.includes('admin') && (await users.rolesOf(personId)).includes('admin');
      if (losesAdmin && (await users.countAdmins()) <= 1) {
        throw conflict('The last administrator keeps the admin role: make someone else an administrator first');
      }
      await users.removeRolesOtherThan(personId, roles);
      await users.addRoles(personId, roles, by.personId);
      return { id: personId, roles: await users.rolesOf(personId) };
    });
    await this.personChanged(personId);
    return updated;
  }

  async update(input: UpdateInput): Promise<UserSummary> {
    const updated = await this.db.transaction(async (tx) => {
      const users = new UserRepository(tx);
      const person = await this.existing(users, input.id);
      if (person.type !== null) throw badRequest(`${person.name} is not a user (type ${person.type})`);
      const holder = await users.findByEmail(input.email);
      if (holder && holder.id !== input.id) throw conflict(`A user with the email ${input.email} already exists`);
      await users.updatePerson(input.id, fullName(input), input.email);
      await users.updateTraits(input.id, traitsOf(input));
      return { id: input.id, name: fullName(input), email: input.email, roles: await users.rolesOf(input.id) };
    });
    await this.personChanged(input.id);
    return updated;
  }

  /** Soft-deletes a user: no more sign-in, sessions ended, roles and access tokens removed. */
  async remove(personId: string, by: Caller): Promise<PersonRow> {
    if (personId === by.personId) throw badRequest('You cannot delete yourself');
    if (personId === SYSTEM_PERSON_ID) throw badRequest('The System user cannot be deleted');
    const person = await this.db.transaction(async (tx) => {
      const users = new UserRepository(tx);
      const found = await this.existing(users, personId);
      if (found.type === 'agent') throw badRequest(`${found.name} belongs to an agent; delete the agent instead`);
      await users.softDelete(personId);
      return found;
    });
    await this.personChanged(personId);
    await this.directory.revokeSessions(personId);
    return person;
  }

  private async personChanged(personId: string): Promise<void> {
    await this.callerChanges?.publish({ kind: 'person', id: personId });
  }

  private async existing(users: UserRepository, personId: string): Promise<PersonRow> {
    const person = await users.findById(personId);
    if (!person || person.deleted) throw notFound(`No user with id ${personId}`);
    return person;
  }
}
