import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDb } from '#src/db/pglite.db.ts';
import { testDbKind } from '../support/test-db.ts';

const run = promisify(execFile);
const PGLITE_MODULE = new URL('../../src/db/pglite.db.ts', import.meta.url).href;

// A fresh process opens a new data folder, writes a row and reports its peak resident memory (MiB).
const OPEN_NEW_FOLDER = `
const { openPgliteDb } = await import(process.argv[1]);
const db = await openPgliteDb(process.argv[2]);
await db.exec("CREATE TABLE probe (note text); INSERT INTO probe VALUES ('kept')");
await db.close();
const peakKib = Number(/^VmHWM:\\s+(\\d+) kB$/m.exec(await (await import('node:fs/promises')).readFile('/proc/self/status', 'utf8'))[1]);
console.log(JSON.stringify({ peakMib: Math.round(peakKib / 1024) }));
`;

// The embedded database whatever TEST_DB says: PostgreSQL is sized by whoever runs it.
describe(`embedded database sizing (suite on ${testDbKind})`, () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('runs with buffers sized for one workspace, not a stock server', async () => {
    const db = await openPgliteDb();
    try {
      const { rows } = await db.query<{ buffers: string; maintenance: string; work: string }>(
        `SELECT current_setting('shared_buffers') AS buffers, current_setting('maintenance_work_mem') AS maintenance,
                current_setting('work_mem') AS work`,
      );
      expect(rows).toEqual([{ buffers: '16MB', maintenance: '16MB', work: '4MB' }]);
    } finally {
      await db.close();
    }
  });

  it('creates a new data folder without the server process holding what initdb used', { timeout: 120_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'vigil-embedded-sizing-'));
    folders.push(folder);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', OPEN_NEW_FOLDER, PGLITE_MODULE, folder], {
      timeout: 110_000,
    });
    // initdb in the opening process itself peaks above 700 MiB; opening a created folder needs under 250.
    const { peakMib } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { peakMib: number };
    expect(peakMib).toBeLessThan(400);

    const reopened = await openPgliteDb(folder);
    try {
      const { rows } = await reopened.query<{ note: string }>('SELECT note FROM probe');
      expect(rows).toEqual([{ note: 'kept' }]);
    } finally {
      await reopened.close();
    }
  });
});
