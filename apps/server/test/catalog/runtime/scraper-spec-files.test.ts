import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyScraperSpecFiles } from '#src/catalog/runtime/spec-files/scraper-spec-files.service.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { ScriptedScrapers } from './scripted-scraper-type.ts';

const document = (name: string, entries: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ apiVersion: 'configs.flanksource.com/v1', kind: 'ScrapeConfig', metadata: { name }, spec: { scripted: entries, ...extra } });

describe(`scraper spec files (${testDbKind})`, () => {
  let db: TestDb;
  let folder: string;
  const { lookup } = new ScriptedScrapers();
  const logged: string[] = [];
  const logger = { info: (message: string) => logged.push(`info: ${message}`), error: (message: string) => logged.push(`error: ${message}`) };

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
  });
  afterAll(async () => {
    await db?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    logged.length = 0;
    if (folder) await rm(folder, { recursive: true, force: true });
    folder = await mkdtemp(join(tmpdir(), 'scraper-specs-'));
  });

  const fileScrapers = async () =>
    (await db.query<{ name: string; namespace: string; spec: unknown }>(
      "SELECT name, namespace, spec FROM config_scrapers WHERE source = 'ConfigFile' AND deleted_at IS NULL ORDER BY name",
    )).rows;

  it('stores each document of each file as a ConfigFile scraper, YAML and JSON alike', async () => {
    await writeFile(join(folder, 'two.yaml'), `${document('files-a', [{ name: 'a' }])}\n---\n${document('files-b', [{ name: 'b' }], { schedule: '@every 5m' })}\n`);
    await writeFile(join(folder, 'one.json'), document('files-c', [{ name: 'c' }]));
    const outcome = await applyScraperSpecFiles(db, folder, logger, lookup);
    expect(outcome).toMatchObject({ loaded: 3, changed: 3, problems: [] });
    expect(await fileScrapers()).toEqual([
      { name: 'files-a', namespace: 'default', spec: { scripted: [{ name: 'a' }] } },
      { name: 'files-b', namespace: 'default', spec: { schedule: '@every 5m', scripted: [{ name: 'b' }] } },
      { name: 'files-c', namespace: 'default', spec: { scripted: [{ name: 'c' }] } },
    ]);
    expect((await applyScraperSpecFiles(db, folder, logger, lookup)).changed).toBe(0);
  });

  it('logs a bad file with its path and the field at fault, keeps what it named before, and loads the others', async () => {
    await writeFile(join(folder, 'kept.yaml'), document('kept', [{ name: 'v1' }]));
    await writeFile(join(folder, 'other.yaml'), document('other', [{ name: 'o' }]));
    await applyScraperSpecFiles(db, folder, logger, lookup);

    await writeFile(join(folder, 'kept.yaml'), document('kept', [{ name: 'v2', colour: 'red' }]));
    await writeFile(join(folder, 'other.yaml'), document('other', [{ name: 'o2' }]));
    logged.length = 0;
    const outcome = await applyScraperSpecFiles(db, folder, logger, lookup);
    expect(outcome.problems.map((p) => p.file)).toEqual(['kept.yaml']);
    expect(logged).toContain('error: Scraper spec file kept.yaml was not loaded: spec.scripted[0].colour: unknown key');
    const stored = await fileScrapers();
    expect(stored.find((s) => s.name === 'kept')?.spec).toEqual({ scripted: [{ name: 'v1' }] });
    expect(stored.find((s) => s.name === 'other')?.spec).toEqual({ scripted: [{ name: 'o2' }] });
  });

  it('refuses a schedule under 30 seconds and a bare spec in a file', async () => {
    await writeFile(join(folder, 'fast.yaml'), document('fast', [{ name: 'f' }], { schedule: '@every 1s' }));
    await writeFile(join(folder, 'bare.yaml'), 'scripted:\n  - name: bare\n');
    const outcome = await applyScraperSpecFiles(db, folder, logger, lookup);
    expect(outcome.loaded).toBe(0);
    expect(outcome.problems.map((p) => `${p.file}: ${p.message}`)).toEqual([
      'bare.yaml: must be a whole ScrapeConfig document (apiVersion, kind, metadata, spec)',
      "fast.yaml: spec.schedule: '@every 1s' runs more often than every 30s, the shortest schedule a scraper may have",
    ]);
    expect((await fileScrapers()).map((s) => s.name)).not.toContain('fast');
  });

  it('refuses a bad entry of every built scraper type by its file and the field at fault, and loads a good one beside them', async () => {
    const scrapeConfig = (name: string, spec: string) =>
      `apiVersion: configs.flanksource.com/v1\nkind: ScrapeConfig\nmetadata:\n  name: ${name}\nspec:\n${spec}`;
    await writeFile(join(folder, 'file.yaml'), scrapeConfig('bad-file', '  file:\n    - type: Demo::Service\n      id: $.name\n'));
    await writeFile(join(folder, 'http.yaml'), scrapeConfig('bad-http', '  http:\n    - url: ftp://files.example/endpoints\n      type: Demo::Endpoint\n      id: $.name\n'));
    await writeFile(join(folder, 'sql.yaml'), scrapeConfig('bad-sql', '  sql:\n    - connection: connection://default/inventory\n      type: Inventory::Host\n      id: $.host\n'));
    await writeFile(join(folder, 'kubernetes.yaml'), scrapeConfig('bad-kubernetes', '  kubernetes:\n    - clusterName: demo\n      namespace: Shop_Front\n'));
    await writeFile(join(folder, 'good.yaml'), scrapeConfig('good-file', "  file:\n    - type: Demo::Service\n      paths: ['/srv/services/*.json']\n"));
    const outcome = await applyScraperSpecFiles(db, folder, logger);
    expect(outcome.loaded).toBe(1);
    expect(outcome.problems.map((p) => `${p.file}: ${p.message}`).sort()).toEqual([
      'file.yaml: spec.file[0].paths: paths is required',
      'http.yaml: spec.http[0].url: must be an http or https URL',
      'kubernetes.yaml: spec.kubernetes[0].namespace: must be a Kubernetes namespace name (lower-case letters, digits and -)',
      'sql.yaml: spec.sql[0].query: query is required',
    ]);
    expect(logged).toContain('error: Scraper spec file http.yaml was not loaded: spec.http[0].url: must be an http or https URL');
    expect((await fileScrapers()).map((s) => s.name)).toEqual(['good-file']);
  });

  it('removes the scrapers of a file that is gone, and stops the start when the folder is missing', async () => {
    await writeFile(join(folder, 'going.yaml'), document('going', [{ name: 'g' }]));
    await applyScraperSpecFiles(db, folder, logger, lookup);
    await rm(join(folder, 'going.yaml'));
    expect((await applyScraperSpecFiles(db, folder, logger, lookup)).deleted).toBeGreaterThanOrEqual(1);
    expect((await fileScrapers()).map((s) => s.name)).not.toContain('going');

    await expect(applyScraperSpecFiles(db, join(folder, 'nope'), logger, lookup)).rejects.toThrow(/SCRAPERS_DIR/);
  });
});
