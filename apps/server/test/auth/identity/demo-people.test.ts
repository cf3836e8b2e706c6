import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoWorkspaceService } from '#src/demo/demo-workspace.service.ts';
import { demoSeeders } from '#src/demo/demo-seeders.ts';
import { peopleDemoSeeder } from '#src/users/people.demo-seeder.ts';
import { ensureFirstAdmin } from '#src/auth/identity/first-admin.service.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { startIdentityTestApp, type IdentityTestApp } from './support/identity-test-app.ts';

/** Where the demo's canaries and scrapers would point: nothing here runs them. */
const demoConfig = { host: '127.0.0.1', port: 8080, dataDir: '/tmp/vigil-demo-test' };

describe(`demo users (${testDbKind})`, () => {
  let t: IdentityTestApp;
  beforeEach(async () => {
    t = await startIdentityTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('creates one user per role and prints each password once, on its own readable line', async () => {
    const printed: string[] = [];
    const outcome = await new DemoWorkspaceService(t.db, [peopleDemoSeeder((text) => printed.push(text))]).ensure(true);
    expect(outcome).toEqual({ status: 'seeded', seeders: ['people'] });
    const lines = printed.join('\n').split('\n');
    expect(lines).toContain('Demo users (the passwords are shown only this once):');
    const users = lines.flatMap((line) => {
      const match = /^ {2}(\S+@\S+) {2}(\S+) {2}\((\w+)\)$/.exec(line);
      return match ? [{ email: match[1]!, password: match[2]!, role: match[3]! }] : [];
    });
    expect(users.map((u) => u.role)).toEqual(['admin', 'editor', 'viewer', 'commander', 'responder']);
    for (const user of users) {
      const res = await t.browser().login(user.email, user.password);
      expect(res.statusCode).toBe(200);
      const id = res.json<{ identity: { id: string } }>().identity.id;
      const { rows } = await t.db.query<{ roles: string[] }>('SELECT roles FROM people_roles WHERE id = $1', [id]);
      expect(rows[0]!.roles).toEqual([user.role]);
    }
    // passwords are random, not shared
    expect(new Set(users.map((u) => u.password)).size).toBe(5);
  });

  it('is part of the demo workspace, whose admin makes a first administrator unnecessary', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const outcome = await new DemoWorkspaceService(t.db, demoSeeders(demoConfig)).ensure(true);
    expect(outcome).toMatchObject({ status: 'seeded', seeders: expect.arrayContaining(['people']) });
    expect(log.mock.calls.join('\n')).toMatch(/^ {2}admin@demo\.local {2}\S+ {2}\(admin\)$/m);
    log.mockRestore();
    expect(await ensureFirstAdmin(t.db, { adminEmail: undefined, adminPassword: undefined }, () => undefined)).toEqual({ created: false });
  });
});
