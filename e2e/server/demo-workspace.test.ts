import { afterAll, describe, expect, it } from 'vitest';
import { startServer, tempDir } from '../support/server-process.ts';
import { teamNames } from '../support/teams.ts';


describe('the demo workspace', () => {
  const dirs = [tempDir('vigil-demo-'), tempDir('vigil-empty-')];
  afterAll(() => dirs.forEach((d) => d.remove()));

  it('is seeded on the first start of a new database, once', async () => {
    const first = await startServer({ DATA_DIR: dirs[0]!.path });
    expect(first.output()).toContain('Demo workspace created');
    expect(await teamNames(first.url)).toContain('Platform');
    await first.stop();
    const again = await startServer({ DATA_DIR: dirs[0]!.path });
    expect(again.output()).not.toContain('Demo workspace created');
    expect((await teamNames(again.url)).filter((n) => n === 'Platform')).toHaveLength(1);
    await again.stop();
  });

  it('stays out of a workspace first started with DEMO=off, even when later started without it', async () => {
    const empty = await startServer({ DATA_DIR: dirs[1]!.path, DEMO: 'off' });
    expect(await teamNames(empty.url)).toEqual([]);
    await empty.stop();
    const later = await startServer({ DATA_DIR: dirs[1]!.path });
    expect(await teamNames(later.url)).toEqual([]);
    await later.stop();
  });
});
