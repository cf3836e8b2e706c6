import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '#src/auth/identity/first-admin.service.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { createAccount, startIdentityTestApp, type IdentityTestApp } from './support/identity-test-app.ts';

async function admins(t: IdentityTestApp): Promise<string[]> {
  const { rows } = await t.db.query<{ email: string }>(
    `SELECT p.email FROM person_roles r JOIN people p ON p.id = r.person_id WHERE r.role = 'admin' AND p.deleted_at IS NULL ORDER BY p.email`,
  );
  return rows.map((r) => r.email);
}

describe(`first administrator (${testDbKind})`, () => {
  let t: IdentityTestApp;
  let printed: string[];
  const print = (line: string): void => void printed.push(line);

  beforeEach(async () => {
    t = await startIdentityTestApp();
    printed = [];
  });
  afterEach(async () => {
    await t.close();
  });

  it('creates ADMIN_EMAIL with ADMIN_PASSWORD, without printing the password', async () => {
    const outcome = await ensureFirstAdmin(t.db, { adminEmail: 'ops@example.com', adminPassword: 'from the environment' }, print);
    expect(outcome).toEqual({ created: true, email: 'ops@example.com', generatedPassword: false });
    expect(printed).toEqual(['First administrator created: ops@example.com (password from ADMIN_PASSWORD)']);
    expect(await admins(t)).toEqual(['ops@example.com']);
    const res = await t.browser().login('ops@example.com', 'from the environment');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ identity: { verifiable_addresses: [{ verified: true }] } });
  });

  it('creates admin@localhost with a random password printed once on one line', async () => {
    await ensureFirstAdmin(t.db, { adminEmail: undefined, adminPassword: undefined }, print);
    expect(printed).toHaveLength(1);
    const match = /admin@localhost {2}password: (\S+)/.exec(printed[0]!);
    expect(match).not.toBeNull();
    const password = match![1]!;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await t.browser().login('admin@localhost', password)).statusCode).toBe(200);

    // the next start finds an administrator and prints nothing
    expect(await ensureFirstAdmin(t.db, { adminEmail: undefined, adminPassword: undefined }, print)).toEqual({ created: false });
    expect(printed).toHaveLength(1);
    expect(await admins(t)).toEqual(['admin@localhost']);
  });

  it('creates nobody when an administrator exists, and one again when the last one was deleted', async () => {
    const existing = await createAccount(t.db, ['admin']);
    expect(await ensureFirstAdmin(t.db, { adminEmail: 'ops@example.com', adminPassword: 'from the environment' }, print)).toEqual({ created: false });
    expect(printed).toEqual([]);
    await t.db.query('UPDATE people SET deleted_at = now() WHERE id = $1', [existing.id]);
    expect(await ensureFirstAdmin(t.db, { adminEmail: 'ops@example.com', adminPassword: 'from the environment' }, print)).toMatchObject({ created: true });
    expect(await admins(t)).toEqual(['ops@example.com']);
  });

  it('takes over a person who already has the address (restoring it if deleted)', async () => {
    const person = await createAccount(t.db, ['viewer'], 'boss@example.com');
    await t.db.query('UPDATE people SET deleted_at = now() WHERE id = $1', [person.id]);
    await ensureFirstAdmin(t.db, { adminEmail: 'boss@example.com', adminPassword: 'the new password' }, print);
    expect(await admins(t)).toEqual(['boss@example.com']);
    expect((await t.browser().login('boss@example.com', 'the new password')).json()).toMatchObject({ identity: { id: person.id } });
  });

  it('creates a single administrator when replicas start together', async () => {
    await Promise.all([
      ensureFirstAdmin(t.db, { adminEmail: undefined, adminPassword: undefined }, print),
      ensureFirstAdmin(t.db, { adminEmail: undefined, adminPassword: undefined }, print),
    ]);
    expect(printed).toHaveLength(1);
    expect(await admins(t)).toEqual(['admin@localhost']);
  });
});
