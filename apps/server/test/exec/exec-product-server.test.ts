import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, type AppConfig } from '#src/config.ts';
import { startProductServer, type ProductServer } from '#src/server/product-server.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';

// A first start migrates a new embedded database on disk, which takes a while on a busy machine.
const STARTUP_TIMEOUT_MS = 90_000;
const runningAsRoot = process.getuid?.() === 0;

/** Exec as the product server wires it from EXEC and EXEC_USER: at start, in the scheduler, around the data folder. */
describe(`exec at product start (${testDbKind})`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    vi.restoreAllMocks();
  });

  async function configFor(env: Record<string, string>): Promise<AppConfig> {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-exec-start-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (testDbKind === 'postgres') {
      const db: TestDb = await createTestDb({ migrated: false });
      cleanups.push(() => db.close());
      databaseUrl = db.url;
    }
    return { ...loadConfig({ DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent', DEMO: 'off', ...env }), port: 0, databaseUrl };
  }

  async function start(config: AppConfig): Promise<ProductServer> {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const server = await startProductServer(config, { webDir: join(config.dataDir, 'no-web-build') });
    cleanups.push(() => server.stop());
    return server;
  }

  /** Stores a canary without the checks a write through /api/db makes, as one saved before would be. */
  async function storeCanary(server: ProductServer, name: string, script: string): Promise<void> {
    const spec = { interval: 1, exec: [{ name: 'script', script }] };
    await server.db.query('INSERT INTO canaries (name, spec) VALUES ($1, $2::jsonb)', [name, JSON.stringify(spec)]);
  }

  async function firstStatus(server: ProductServer, canary: string): Promise<{ status: boolean; message: string; error: string | null }> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { rows } = await server.db.query<{ status: boolean; message: string; error: string | null }>(
        `SELECT s.status, s.message, s.error FROM check_statuses s JOIN checks k ON k.id = s.check_id JOIN canaries c ON c.id = k.canary_id
         WHERE c.name = $1 ORDER BY s.time LIMIT 1`,
        [canary],
      );
      if (rows[0]) return rows[0];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the scheduler did not run ${canary}`);
  }

  it(
    runningAsRoot ? 'refuses to start, naming EXEC_USER, when that account does not exist' : 'starts whatever EXEC_USER says when it cannot switch accounts',
    async () => {
      const config = await configFor({ EXEC_USER: 'no-such-account' });
      if (runningAsRoot) {
        const failure = await startProductServer(config).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ConfigError);
        expect((failure as ConfigError).variable).toBe('EXEC_USER');
        expect((failure as Error).message).toContain('"no-such-account"');
        // Refused before anything was opened.
        expect(existsSync(config.dataDir)).toBe(false);
      } else {
        const server = await start(config);
        expect(server.url).toMatch(/^http:/);
      }
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    runningAsRoot ? 'closes the data folder to the exec account: a scheduled script cannot read it' : 'leaves the data folder as it is when scripts run as the server account',
    async () => {
      const config = await configFor({});
      // As an operator would have made it, readable by every account (the default umask).
      mkdirSync(config.dataDir, { mode: 0o755 });
      const server = await start(config);
      await storeCanary(server, 'lists-data', `ls '${config.dataDir}'`);
      const result = await firstStatus(server, 'lists-data');
      if (runningAsRoot) {
        expect(statSync(config.dataDir).mode & 0o077).toBe(0);
        expect(result.status).toBe(false);
        expect(result.message).toContain('Permission denied');
      } else {
        expect(result.status).toBe(true);
        expect(statSync(config.dataDir).mode & 0o777).toBe(0o755);
      }
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'EXEC=off: the scheduler fails a stored exec check with the reason',
    async () => {
      const server = await start(await configFor({ EXEC: 'off' }));
      await storeCanary(server, 'stored-exec', 'echo ok');
      expect(await firstStatus(server, 'stored-exec')).toEqual({
        status: false,
        message: 'exec is disabled on this server (EXEC=off)',
        error: 'exec is disabled on this server (EXEC=off)',
      });
    },
    STARTUP_TIMEOUT_MS,
  );
});
