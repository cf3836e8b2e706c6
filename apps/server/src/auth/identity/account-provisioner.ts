import type { Queryable } from '#src/db/db.ts';
import { CredentialRepository } from './credential.repository.ts';
import { IdentityRepository } from './identity.repository.ts';
import { PersonRoleRepository } from './person-role.repository.ts';
import { secretHasher } from './secret-hasher.ts';
import { VerifiedAddressRepository } from './verified-address.repository.ts';

export interface AccountSpec {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  roles: readonly string[];
}

/**
 * Makes sure a person can sign in with the given address and password and holds the roles: creates
 * the person and identity, or takes over (and restores) the one that has the address. The address
 * counts as verified: whoever set the account up chose it.
 */
export async function provisionAccount(db: Queryable, spec: AccountSpec): Promise<string> {
  const email = spec.email.toLowerCase();
  const identities = new IdentityRepository(db);
  const traits = { email, name: { first: spec.firstName, last: spec.lastName } };
  const personId = await identities.findPersonIdByEmail(email);
  let id: string;
  if (personId) {
    id = personId;
    await identities.ensureForPerson(id);
    await identities.restore(id);
  } else {
    id = await identities.create(traits);
  }
  await new CredentialRepository(db).setPassword(id, await secretHasher.hash(spec.password));
  const roles = new PersonRoleRepository(db);
  for (const role of spec.roles) await roles.grant(id, role);
  await new VerifiedAddressRepository(db).markVerified(id, email);
  return id;
}
