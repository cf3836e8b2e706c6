import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCanarySpecFiles } from '#src/health/canary-spec-files/canary-spec-files.service.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';

const canaryYaml = (name: string, endpoint: string) => `apiVersion: canaries.flanksource.com/v1
kind: Canary
metadata:
  name: ${name}
  namespace: ops
  labels:
    team: core
spec:
  schedule: '@every 30s'
  tcp:
    - name: ${name}-port
      endpoint: ${endpoint}
`;

interface Row {
  name: string;
  namespace: string;
  source: string;
  labels: Record<string, string> | null;
  spec: { tcp: { endpoint: string }[] };
  deleted_at: Date | null;
}

describe(`canary spec files applied at start (${testDbKind})`, () => {
  let db: TestDb;
  let folder: string;
  const errors: string[] = [];
  const logger = { info: () => undefined, error: (message: string) => void errors.push(message) };

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    folder = await mkdtemp(join(tmpdir(), 'canary-specs-'));
  });
  afterAll(async () => {
    await db?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const rows = async () =>
    (await db.query<Row>("SELECT name, namespace, source, labels, spec, deleted_at FROM canaries WHERE source LIKE 'file:%' ORDER BY source, name")).rows;
  const live = async () => (await rows()).filter((row) => row.deleted_at === null);

  it('creates one canary per document, named by file, and leaves them alone on an unchanged start', async () => {
    await writeFile(join(folder, 'web.yaml'), `${canaryYaml('web', 'web:80')}---\n${canaryYaml('api', 'api:443')}`);
    await mkdir(join(folder, 'db'));
    await writeFile(join(folder, 'db', 'primary.json'), JSON.stringify({
      apiVersion: 'canaries.flanksource.com/v1', kind: 'Canary', metadata: { name: 'primary' }, spec: { tcp: [{ name: 'pg', endpoint: 'db:5432' }] },
    }));
    await writeFile(join(folder, 'notes.txt'), 'not a spec');

    const first = await applyCanarySpecFiles(db, folder, logger);
    expect(first).toMatchObject({ loaded: 3, changed: 3, deleted: 0, problems: [] });
    expect((await live()).map((r) => [r.source, r.namespace, r.name])).toEqual([
      ['file:db/primary.json', 'default', 'primary'],
      ['file:web.yaml', 'ops', 'api'],
      ['file:web.yaml', 'ops', 'web'],
    ]);
    expect((await live()).find((r) => r.name === 'web')?.labels).toEqual({ team: 'core' });

    const again = await applyCanarySpecFiles(db, folder, logger);
    expect(again).toMatchObject({ loaded: 3, changed: 0, deleted: 0 });
  });

  it('updates a changed spec in place and soft-deletes canaries whose file or document is gone', async () => {
    await writeFile(join(folder, 'web.yaml'), canaryYaml('web', 'web:8080'));
    await rm(join(folder, 'db'), { recursive: true });

    const outcome = await applyCanarySpecFiles(db, folder, logger);
    expect(outcome).toMatchObject({ loaded: 1, changed: 1, deleted: 2 });
    const current = await live();
    expect(current.map((r) => r.name)).toEqual(['web']);
    expect(current[0]!.spec.tcp[0]!.endpoint).toBe('web:8080');
    expect((await rows()).filter((r) => r.deleted_at !== null).map((r) => r.name).sort()).toEqual(['api', 'primary']);
  });

  it('skips a bad document, logging file, document and field, and loads the good documents beside it and the rest', async () => {
    await writeFile(join(folder, 'web.yaml'), `${canaryYaml('web', 'web:9090')}---\n${canaryYaml('broken', 'x:1').replace('      endpoint: x:1\n', '')}`);
    await writeFile(join(folder, 'cache.yml'), canaryYaml('cache', 'cache:6379'));
    errors.length = 0;

    const outcome = await applyCanarySpecFiles(db, folder, logger);
    expect(outcome.problems).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('web.yaml');
    expect(errors[0]).toContain('document 2: spec.tcp[0].endpoint');
    const current = await live();
    expect(current.map((r) => r.name).sort()).toEqual(['cache', 'web']);
    // issue 13: the good document of a file with a bad one loads
    expect(current.find((r) => r.name === 'web')!.spec.tcp[0]!.endpoint).toBe('web:9090');
  });

  it('brings a deleted canary back when its document returns', async () => {
    await writeFile(join(folder, 'web.yaml'), `${canaryYaml('web', 'web:8080')}---\n${canaryYaml('api', 'api:443')}`);
    await applyCanarySpecFiles(db, folder, logger);
    expect((await live()).map((r) => r.name).sort()).toEqual(['api', 'cache', 'web']);
  });

  it('leaves canaries written another way alone', async () => {
    await db.query("INSERT INTO canaries (name, spec, source) VALUES ('by-hand', '{\"tcp\":[{\"name\":\"a\",\"endpoint\":\"a:1\"}]}', 'UI')");
    await rm(join(folder, 'web.yaml'));
    await applyCanarySpecFiles(db, folder, logger);
    const { rows: handMade } = await db.query<{ deleted_at: Date | null }>("SELECT deleted_at FROM canaries WHERE name = 'by-hand'");
    expect(handMade[0]!.deleted_at).toBeNull();
  });

  it('fails with one line naming CANARIES_DIR when the folder does not exist', async () => {
    await expect(applyCanarySpecFiles(db, join(folder, 'missing'), logger)).rejects.toThrow(/^Invalid configuration: CANARIES_DIR does not exist/);
  });
});
