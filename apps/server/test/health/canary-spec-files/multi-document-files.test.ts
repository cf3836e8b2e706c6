import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCanarySpecFiles } from '#src/health/canary-spec-files/canary-spec-files.service.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';

const canary = (name: string, check: string) => `apiVersion: canaries.flanksource.com/v1
kind: Canary
metadata:
  name: ${name}
  namespace: ops
spec:
  tcp:
    - name: ${name}-port
${check}`;

describe(`a canary spec file with several documents loads the good ones (${testDbKind})`, () => {
  let db: TestDb;
  let folder: string;
  const errors: string[] = [];
  const logger = { info: () => undefined, error: (message: string) => void errors.push(message) };

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    folder = await mkdtemp(join(tmpdir(), 'canary-documents-'));
  });
  afterAll(async () => {
    await db?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const live = async () =>
    (await db.query<{ name: string; spec: { tcp: { endpoint: string }[] } }>("SELECT name, spec FROM canaries WHERE source = 'file:all.yaml' AND deleted_at IS NULL ORDER BY name")).rows;

  it('loads every good document and reports each bad one by its index and field, keeping its earlier canary', async () => {
    await writeFile(join(folder, 'all.yaml'), [canary('web', '      endpoint: web:80\n'), canary('cache', '      endpoint: cache:6379\n')].join('---\n'));
    await applyCanarySpecFiles(db, folder, logger);
    expect((await live()).map((row) => row.name)).toEqual(['cache', 'web']);

    await writeFile(join(folder, 'all.yaml'), [
      canary('web', '      endpoint: web:8080\n'),
      canary('cache', '      port: 6379\n'),
      canary('queue', '      endpoint: queue:5672\n      colour: red\n'),
      canary('api', '      endpoint: api:443\n'),
      canary('web', '      endpoint: web:9999\n'),
    ].join('---\n'));
    errors.length = 0;
    const outcome = await applyCanarySpecFiles(db, folder, logger);

    expect(outcome.loaded).toBe(2);
    expect(outcome.problems.map((problem) => problem.message)).toEqual([
      'document 2: spec.tcp[0].endpoint: endpoint is required; spec.tcp[0].port: unknown key',
      'document 3: spec.tcp[0].colour: unknown key',
      'document 5: metadata.name: ops/web appears twice',
    ]);
    expect(outcome.problems.every((problem) => problem.source === 'file:all.yaml')).toBe(true);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('all.yaml');
    expect(errors[0]).toContain('document 2: spec.tcp[0].endpoint: endpoint is required');

    const rows = await live();
    expect(rows.map((row) => [row.name, row.spec.tcp[0]!.endpoint])).toEqual([
      ['api', 'api:443'],
      // the bad document's canary stays as it was loaded before
      ['cache', 'cache:6379'],
      ['web', 'web:8080'],
    ]);
  });
});
