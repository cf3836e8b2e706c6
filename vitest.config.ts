import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default leaves one core to its main process, i.e. one worker on a 2-core machine; the
// main process is idle while tests run, so every core gets a worker (decision 0075).
const WORKERS = Math.max(2, availableParallelism());

/**
 * One project per suite; scripts/test.mjs runs them one by one (the server suite twice: once
 * per database) and adds up the totals.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // `*.postgres.test.ts` is about several processes on one PostgreSQL database and
          // `*.pglite.test.ts` about the embedded database: each runs only on its own engine.
          exclude: [process.env.TEST_DB === 'postgres' ? '**/*.pglite.test.ts' : '**/*.postgres.test.ts', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          maxWorkers: WORKERS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/support/setup.ts'],
          maxWorkers: WORKERS,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Each file drives its own server and browser; two files at a time keep both cores busy.
          maxWorkers: 2,
        },
      },
    ],
  },
});
