import type { AppConfig } from '#src/config.ts';
import type { Db } from '#src/db/db.ts';
import { provisionAccount } from './account-provisioner.ts';
import { PersonRoleRepository } from './person-role.repository.ts';
import { randomSecrets } from './random-secrets.ts';

// Any constant: it only has to be the same for every replica.
const FIRST_ADMIN_LOCK_KEY = 72_640_119;
export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

export type FirstAdminOutcome = { created: false } | { created: true; email: string; generatedPassword: boolean };

/**
 * On start, when no person (not deleted) holds the admin role, creates the first administrator:
 * ADMIN_EMAIL (default admin@localhost) with ADMIN_PASSWORD, or with a random password printed
 * once to the console. Replicas starting together create one administrator between them.
 */
export async function ensureFirstAdmin(
  db: Db,
  config: Pick<AppConfig, 'adminEmail' | 'adminPassword'>,
  print: (line: string) => void = console.log,
): Promise<FirstAdminOutcome> {
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const password = config.adminPassword ?? randomSecrets.password();
  const outcome = await db.transaction(async (tx): Promise<FirstAdminOutcome> => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [FIRST_ADMIN_LOCK_KEY]);
    if (await new PersonRoleRepository(tx).anyoneHolds('admin')) return { created: false };
    await provisionAccount(tx, { email, firstName: 'Admin', lastName: 'User', password, roles: ['admin'] });
    return { created: true, email, generatedPassword: config.adminPassword === undefined };
  });
  if (outcome.created) {
    print(
      outcome.generatedPassword
        ? `First administrator created: ${email}  password: ${password}  (shown only this once; change it under Your Profile)`
        : `First administrator created: ${email} (password from ADMIN_PASSWORD)`,
    );
  }
  return outcome;
}
