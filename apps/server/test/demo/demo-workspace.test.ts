import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '#src/db/db.ts';
import type { DemoSeeder } from '#src/demo/demo-seeder.ts';
import { demoSeeders } from '#src/demo/demo-seeders.ts';
import { DemoWorkspaceService } from '#src/demo/demo-workspace.service.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';

/** Where the demo's canaries and scrapers would point: nothing here runs them. */
const demoConfig = { host: '127.0.0.1', port: 8080, dataDir: '/tmp/vigil-demo-test' };

async function teamNames(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM teams ORDER BY name');
  return rows.map((r) => r.name);
}

function teamSeeder(name: string, team: string): DemoSeeder {
  return { name, seed: async (tx) => void (await tx.query('INSERT INTO teams (name) VALUES ($1)', [team])) };
}

describe(`demo workspace (${testDbKind})`, () => {
  let db: TestDb;
  beforeEach(async () => {
    db = await createTestDb();
  });
  afterEach(async () => {
    await db.close();
  });

  it('seeds a new demo workspace once', async () => {
    const service = new DemoWorkspaceService(db, demoSeeders(demoConfig));
    expect(await service.ensure(true)).toEqual({ status: 'seeded', seeders: ['workspace', 'people', 'team-members', 'canaries', 'scrapers', 'topology', 'incidents', 'playbooks', 'notifications'] });
    expect(await teamNames(db)).toEqual(['Platform']);
    const { rows: members } = await db.query<{ email: string }>(
      `SELECT p.email FROM team_members m JOIN people p ON p.id = m.person_id JOIN teams t ON t.id = m.team_id WHERE t.name = 'Platform' ORDER BY p.email`,
    );
    expect(members.map((m) => m.email)).toEqual(['commander@demo.local', 'editor@demo.local', 'responder@demo.local']);
    expect(await service.ensure(true)).toEqual({ status: 'already-seeded' });
    expect(await teamNames(db)).toEqual(['Platform']);
  });

  it('never seeds a workspace first started without the demo', async () => {
    const service = new DemoWorkspaceService(db, demoSeeders(demoConfig));
    expect(await service.ensure(false)).toEqual({ status: 'disabled' });
    expect(await service.ensure(true)).toEqual({ status: 'disabled' });
    expect(await teamNames(db)).toEqual([]);
  });

  it('runs seeders added later on an existing demo workspace, and only those', async () => {
    await new DemoWorkspaceService(db, [teamSeeder('first', 'Alpha')]).ensure(true);
    const outcome = await new DemoWorkspaceService(db, [teamSeeder('first', 'Alpha'), teamSeeder('second', 'Beta')]).ensure(true);
    expect(outcome).toEqual({ status: 'seeded', seeders: ['second'] });
    expect(await teamNames(db)).toEqual(['Alpha', 'Beta']);
  });

  it('leaves nothing behind when a seeder fails, and seeds in full on the next start', async () => {
    const failing: DemoSeeder = {
      name: 'broken',
      seed: async () => {
        throw new Error('disk full');
      },
    };
    await expect(new DemoWorkspaceService(db, [teamSeeder('first', 'Alpha'), failing]).ensure(true)).rejects.toThrow('disk full');
    expect(await teamNames(db)).toEqual([]);
    expect(await new DemoWorkspaceService(db, [teamSeeder('first', 'Alpha')]).ensure(true)).toEqual({ status: 'seeded', seeders: ['first'] });
    expect(await teamNames(db)).toEqual(['Alpha']);
  });
});
