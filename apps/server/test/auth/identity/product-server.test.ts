import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type AppConfig } from '#src/config.ts';
import { startProductServer, type ProductServer } from '#src/server/product-server.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { BrowserClient } from './support/browser-client.ts';

// A first start migrates a new embedded database on disk, which takes a while on a busy machine.
const STARTUP_TIMEOUT_MS = 90_000;

/**
 * The product as `npm start` runs it: migrations, the demo decision, the first administrator and the
 * registration mode wired into the real app.
 */
describe(`identity at product start (${testDbKind})`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    vi.restoreAllMocks();
  });

  async function start(env: Record<string, string>): Promise<{ server: ProductServer; printed: string }> {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-identity-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (testDbKind === 'postgres') {
      const db: TestDb = await createTestDb({ migrated: false });
      cleanups.push(() => db.close());
      databaseUrl = db.url;
    }
    const config: AppConfig = { ...loadConfig({ DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent', ...env }), port: 0, databaseUrl };
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
    const server = await startProductServer(config, { webDir: join(dir, 'no-web-build') });
    cleanups.push(() => server.stop());
    return { server, printed: lines.join('\n') };
  }

  it('an empty workspace gets a first administrator with a printed password, and invite-only registration', async () => {
    const { server, printed } = await start({ DEMO: 'off' });
    const password = /admin@localhost {2}password: (\S+)/.exec(printed)?.[1];
    expect(password).toBeDefined();
    const browser = new BrowserClient(server.app);
    expect((await browser.login('admin@localhost', password!)).statusCode).toBe(200);
    const registration = await new BrowserClient(server.app).createFlow('registration');
    expect(registration.ui.messages?.[0]?.id).toBe(4010101);
  }, STARTUP_TIMEOUT_MS);

  it('the demo workspace creates the first administrator, prints its users and lets anyone register', async () => {
    const { server, printed } = await start({});
    expect(printed).toMatch(/^ {2}viewer@demo\.local {2}\S+ {2}\(viewer\)$/m);
    // The first administrator comes first, so the demo's own admin does not stand in for it.
    expect(printed).toMatch(/First administrator created: admin@localhost {2}password: \S+/);
    const registration = await new BrowserClient(server.app).createFlow('registration');
    expect(registration.ui.messages).toBeUndefined();
  }, STARTUP_TIMEOUT_MS);

  it('ADMIN_EMAIL / ADMIN_PASSWORD name the first administrator; REGISTRATION wins over the default', async () => {
    const { server, printed } = await start({ DEMO: 'off', ADMIN_EMAIL: 'Chief@Example.com', ADMIN_PASSWORD: 'chief password 1', REGISTRATION: 'open' });
    expect(printed).toContain('First administrator created: chief@example.com (password from ADMIN_PASSWORD)');
    expect(printed).not.toContain('chief password 1');
    expect((await new BrowserClient(server.app).login('chief@example.com', 'chief password 1')).statusCode).toBe(200);
    const registration = await new BrowserClient(server.app).createFlow('registration');
    expect(registration.ui.messages).toBeUndefined();
  }, STARTUP_TIMEOUT_MS);
});
