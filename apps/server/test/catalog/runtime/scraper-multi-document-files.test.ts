import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyScraperSpecFiles } from '#src/catalog/runtime/spec-files/scraper-spec-files.service.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { ScriptedScrapers } from './scripted-scraper-type.ts';

const document = (name: string, entries: unknown[]) =>
  JSON.stringify({ apiVersion: 'configs.flanksource.com/v1', kind: 'ScrapeConfig', metadata: { name }, spec: { scripted: entries } });

describe(`a scraper spec file with several documents loads the good ones (${testDbKind})`, () => {
  let db: TestDb;
  let folder: string;
  const { lookup } = new ScriptedScrapers();
  const logged: string[] = [];
  const logger = { info: (message: string) => logged.push(`info: ${message}`), error: (message: string) => logged.push(`error: ${message}`) };

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    folder = await mkdtemp(join(tmpdir(), 'scraper-documents-'));
  });
  afterAll(async () => {
    await db?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const fileScrapers = async () =>
    (await db.query<{ name: string; spec: unknown }>("SELECT name, spec FROM config_scrapers WHERE source = 'ConfigFile' AND deleted_at IS NULL ORDER BY name")).rows;

  it('loads every good document and reports each bad one by its index and field, keeping the scraper it named', async () => {
    await writeFile(join(folder, 'all.yaml'), [document('alpha', [{ name: 'a1' }]), document('beta', [{ name: 'b1' }])].join('\n---\n'));
    await applyScraperSpecFiles(db, folder, logger, lookup);

    await writeFile(join(folder, 'all.yaml'), [
      document('alpha', [{ name: 'a2' }]),
      document('beta', [{ name: 'b2', colour: 'red' }]),
      document('gamma', [{ name: 'g1' }]),
    ].join('\n---\n'));
    logged.length = 0;
    const outcome = await applyScraperSpecFiles(db, folder, logger, lookup);

    expect(outcome.loaded).toBe(2);
    expect(outcome.deleted).toBe(0);
    expect(outcome.problems.map((problem) => `${problem.file}: ${problem.message}`)).toEqual(['all.yaml: document 2: spec.scripted[0].colour: unknown key']);
    expect(logged).toContain('error: Scraper spec file all.yaml was not loaded: document 2: spec.scripted[0].colour: unknown key');
    expect(await fileScrapers()).toEqual([
      { name: 'alpha', spec: { scripted: [{ name: 'a2' }] } },
      // the bad document's scraper stays as it was loaded before
      { name: 'beta', spec: { scripted: [{ name: 'b1' }] } },
      { name: 'gamma', spec: { scripted: [{ name: 'g1' }] } },
    ]);
  });

  it('still refuses the whole file when it is not YAML at all', async () => {
    await writeFile(join(folder, 'all.yaml'), `${document('alpha', [{ name: 'a3' }])}\n---\nkey: [unclosed\n`);
    const outcome = await applyScraperSpecFiles(db, folder, logger, lookup);
    expect(outcome.loaded).toBe(0);
    expect(outcome.problems.map((problem) => problem.message)).toEqual([expect.stringMatching(/^document 2 is not valid YAML or JSON/)]);
    expect((await fileScrapers()).find((scraper) => scraper.name === 'alpha')?.spec).toEqual({ scripted: [{ name: 'a2' }] });
  });
});
