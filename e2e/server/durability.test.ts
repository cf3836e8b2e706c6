import { afterAll, describe, expect, it } from 'vitest';
import { apiSession, type SessionHeaders } from '../support/api-session.ts';
import { startServer, tempDir } from '../support/server-process.ts';
import { teamNames } from '../support/teams.ts';

interface Team {
  id: string;
  name: string;
}

async function createTeam(url: string, session: SessionHeaders, name: string): Promise<Team | undefined> {
  try {
    const response = await fetch(`${url}/api/db/teams`, {
      method: 'POST',
      headers: { ...session, 'Content-Type': 'application/json', Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
      body: JSON.stringify({ name }),
    });
    return response.status === 201 ? ((await response.json()) as Team) : undefined;
  } catch {
    return undefined; // refused once the server stopped taking requests
  }
}


describe('the embedded database across restarts', () => {
  const dir = tempDir('vigil-durability-');
  afterAll(() => dir.remove());

  it('keeps every write that was acknowledged, even when stopped under load', async () => {
    const first = await startServer({ DATA_DIR: dir.path, DEMO: 'off' });
    const session = await apiSession(first.url);
    const before = await createTeam(first.url, session, 'written-before-load');
    expect(before?.name).toBe('written-before-load');

    const writes = Array.from({ length: 60 }, (_, i) => createTeam(first.url, session, `under-load-${String(i).padStart(2, '0')}`));
    await new Promise((r) => setTimeout(r, 30));
    const exitCode = await first.stop('SIGTERM');
    const acknowledged = (await Promise.all(writes)).filter((t): t is Team => t !== undefined).map((t) => t.name);
    expect(exitCode).toBe(0);
    expect(first.output()).toContain('SIGTERM: finishing requests in flight and closing the database');

    const second = await startServer({ DATA_DIR: dir.path });
    try {
      const names = await teamNames(second.url);
      expect(names).toContain('written-before-load');
      for (const name of acknowledged) expect(names).toContain(name);
    } finally {
      expect(await second.stop('SIGINT')).toBe(0);
    }
  });

  it('keeps acknowledged writes when the process is killed outright, and takes over its lock', async () => {
    const killed = await startServer({ DATA_DIR: dir.path, DEMO: 'off' });
    const killedSession = await apiSession(killed.url);
    const written = await Promise.all(Array.from({ length: 10 }, (_, i) => createTeam(killed.url, killedSession, `before-kill-${i}`)));
    expect(written.every((t) => t !== undefined)).toBe(true);
    await killed.stop('SIGKILL');

    const recovered = await startServer({ DATA_DIR: dir.path });
    try {
      const names = await teamNames(recovered.url);
      for (let i = 0; i < 10; i++) expect(names).toContain(`before-kill-${i}`);
    } finally {
      await recovered.stop();
    }
  });
});
