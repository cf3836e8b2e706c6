import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db.ts';
import { PushScraperRepository } from '#src/catalog/push/push-scraper.repository.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';

const SYSTEM_PERSON = '00000000-0000-0000-0000-000000000001';

describe(`PushScraperRepository (${testDbKind})`, () => {
  let testDb: TestDb;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDb({ migrated: true });
    db = testDb;
  });
  afterAll(async () => {
    await testDb?.close();
  });

  const newAgent = async (name: string) =>
    (await db.query<{ id: string }>(`INSERT INTO agents (name) VALUES ($1) RETURNING id`, [name])).rows[0]!.id;
  const pushScrapersOf = async (agentId: string) =>
    (await db.query<{ id: string }>(`SELECT id FROM config_scrapers WHERE agent_id = $1 AND source = 'Push' AND deleted_at IS NULL`, [agentId])).rows;

  it('creates the push scraper on the first push and finds it afterwards', async () => {
    const agentId = await newAgent('first-push');
    const repository = new PushScraperRepository(db);
    const created = await repository.findOrCreateScraper(agentId, 'push: first-push', SYSTEM_PERSON);
    expect(await repository.findOrCreateScraper(agentId, 'push: first-push', SYSTEM_PERSON)).toBe(created);
    expect(await pushScrapersOf(agentId)).toEqual([{ id: created }]);
  });

  it('gives a push that started while another was creating the scraper the same scraper', async () => {
    const agentId = await newAgent('racing-push');
    let second: Promise<string> | undefined;
    const first = await db.transaction(async (tx) => {
      const id = await new PushScraperRepository(tx).findOrCreateScraper(agentId, 'push: racing-push', SYSTEM_PERSON);
      // The second push looks while the first one's row is not committed yet.
      second = new PushScraperRepository(db).findOrCreateScraper(agentId, 'push: racing-push', SYSTEM_PERSON);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return id;
    });
    expect(await second).toBe(first);
    expect(await pushScrapersOf(agentId)).toEqual([{ id: first }]);
  });
});
