import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '#test/support/test-db.ts';
import { expectBadSpecRefused } from './support/expect-bad-spec-refused.ts';
import { ScraperLifecycleApp } from './support/scraper-lifecycle-app.ts';

const DISABLED = 'exec is disabled on this server (EXEC=off)';

/** A script that prints the hosts it is given, one JSON object each; the server's environment (VITEST here) is not its own. */
const HOSTS_SCRIPT = [
  'test -z "$VITEST" || exit 7',
  'printf \'[{"host": "web-1", "zone": "%s", "dir": "%s"}, {"host": "web-2", "zone": "%s", "dir": "%s"}]\' "$ZONE" "$PWD" "$ZONE" "$PWD"',
].join('\n');

describe(`an exec scraper's life, stored in the catalog (${testDbKind})`, () => {
  let app: ScraperLifecycleApp;
  let scraperId: string;
  const spec = { schedule: '@every 10m', exec: [{ type: 'Demo::Host', id: '$.host', name: '$.host', script: HOSTS_SCRIPT, env: [{ name: 'ZONE', value: 'eu-1' }] }] };

  beforeAll(async () => {
    app = await ScraperLifecycleApp.start();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores one item per object the script prints, with the type, id and name the spec gives, when created and run now', async () => {
    scraperId = await app.createScraper('hosts', spec);
    const answer = await app.runNow(scraperId);
    expect(answer).toMatchObject({ message: 'Scraper hosts ran: SUCCESS', payload: { status: 'SUCCESS', success_count: 2, errors: [], scrape_summary: { created: 2 } } });
    const items = await app.itemsOf(scraperId);
    expect(items.map(({ type, name, deletedAt }) => ({ type, name, deletedAt }))).toEqual([
      { type: 'Demo::Host', name: 'web-1', deletedAt: null },
      { type: 'Demo::Host', name: 'web-2', deletedAt: null },
    ]);
    // Only the declared environment, in a folder of its own that is not the server's.
    const configs = items.map((item) => item.config as { zone: string; dir: string });
    expect(configs.map((config) => config.zone)).toEqual(['eu-1', 'eu-1']);
    expect(configs[0]!.dir).toMatch(/vigil-exec-/);
    expect(configs[0]!.dir).not.toBe(process.cwd());
  });

  it('fails the run with the exit code and the last line of stderr when the script fails, and keeps the stored items', async () => {
    const failing = { exec: [{ type: 'Demo::Host', id: '$.host', script: 'echo "inventory unreachable" >&2\nexit 3' }] };
    const failingId = await app.createScraper('failing-hosts', failing);
    const answer = await app.runNow(failingId);
    expect(answer.payload).toMatchObject({ status: 'FAILED', success_count: 0, errors: ['spec.exec[0]: the script exited with code 3: inventory unreachable'] });
    expect(await app.itemsOf(failingId)).toEqual([]);
    expect((await app.itemsOf(scraperId)).filter((item) => item.deletedAt === null)).toHaveLength(2);
  });

  it('fails the run, naming what was wrong, when the script prints something else than JSON objects', async () => {
    const id = await app.createScraper('not-json', { exec: [{ type: 'Demo::Host', id: '$.host', script: 'echo hello' }] });
    const answer = await app.runNow(id);
    expect(answer.payload.status).toBe('FAILED');
    expect(answer.payload.errors[0]).toMatch(/^spec\.exec\[0\]: the script's output is not JSON/);
    const list = await app.createScraper('not-objects', { exec: [{ type: 'Demo::Host', id: '$.host', script: 'echo "[1, 2]"' }] });
    expect((await app.runNow(list)).payload.errors).toEqual(["spec.exec[0]: the script's output is a list whose entry 0 is not an object"]);
  });

  it('refuses an exec entry without a script, id or type, or with what is not supported yet, naming each field, and changes nothing', async () => {
    await expectBadSpecRefused(app, { id: scraperId, storedSpec: spec }, { name: 'no-script', badSpec: { exec: [{ type: 'Demo::Host', id: '$.host' }] }, message: 'spec.exec[0].script: script is required' });
    const response = await app.write('POST', '/api/db/config_scrapers', { name: 'bad-exec', spec: { exec: [{ script: 'echo {}', checkout: { url: 'https://example.org/repo.git' }, env: { A: {} } }] } });
    expect(response.statusCode).toBe(400);
    const { message } = response.json<{ message: string }>();
    for (const issue of ['spec.exec[0].id: id is required', 'spec.exec[0].type: type is required', 'spec.exec[0].env.A: must be a string', 'spec.exec[0].checkout is not supported yet']) {
      expect(message).toContain(issue);
    }
    expect(await app.scrapersNamed('bad-exec')).toBe(0);
  });
});

describe(`EXEC=off: no exec scraper runs (${testDbKind})`, () => {
  let off: ScraperLifecycleApp;
  let on: ScraperLifecycleApp;

  beforeAll(async () => {
    on = await ScraperLifecycleApp.start();
    off = await ScraperLifecycleApp.start({ env: { EXEC: 'off' }, db: on.db });
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  const hosts = { exec: [{ type: 'Demo::Host', id: '$.host', script: 'echo \'{"host": "web-1"}\'' }], file: [{ type: 'Demo::File', paths: ['/nowhere/*.json'] }] };

  it('refuses to save a scraper with exec entries, naming each, and stores nothing; without them it saves', async () => {
    const response = await off.write('POST', '/api/db/config_scrapers', { name: 'refused-exec', spec: hosts });
    expect(response.statusCode).toBe(400);
    const { message } = response.json<{ message: string }>();
    expect(message).toContain(`spec.exec[0]: ${DISABLED}`);
    expect(message).not.toContain('spec.file');
    expect(await off.scrapersNamed('refused-exec')).toBe(0);
    await off.createScraper('files-only', { file: hosts.file });
  });

  it('fails an exec scraper stored before with the reason when it is run now, and stores nothing of it', async () => {
    const id = await on.createScraper('stored-before', { exec: hosts.exec });
    const answer = await off.runNow(id);
    expect(answer.payload).toMatchObject({ status: 'FAILED', success_count: 0, errors: [`spec.exec[0]: ${DISABLED}`] });
    expect(await off.itemsOf(id)).toEqual([]);
    expect((await on.runNow(id)).payload).toMatchObject({ status: 'SUCCESS', success_count: 1 });
  });
});
