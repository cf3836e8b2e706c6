import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServer, startServer, tempDir } from '../support/server-process.ts';

async function startFails(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const { exited, output } = runServer(['start'], env);
  const code = await exited;
  return { code, lines: output().trim().split('\n') };
}

describe('bad configuration', () => {
  const dir = tempDir('vigil-config-');
  afterAll(() => dir.remove());

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/app' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ DEMO: 'maybe' }, 'DEMO'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('%o stops the start with one line naming %s', async (env, variable) => {
    const { code, lines } = await startFails({ DATA_DIR: join(dir.path, 'data'), ...env });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(variable);
  });

  it('names DATA_DIR when it is not a folder', async () => {
    const file = join(dir.path, 'a-file');
    writeFileSync(file, 'x');
    const { code, lines } = await startFails({ DATA_DIR: file });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DATA_DIR');
  });

  it('refuses a second server on the same embedded database folder', async () => {
    const dataDir = join(dir.path, 'shared');
    const first = await startServer({ DATA_DIR: dataDir, DEMO: 'off' });
    try {
      const { code, lines } = await startFails({ DATA_DIR: dataDir, PORT: String(first.port + 1) });
      expect(code).toBe(1);
      expect(lines.at(-1)).toMatch(/DATA_DIR is in use by another server/);
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });
});
