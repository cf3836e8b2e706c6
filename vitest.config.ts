import { defineConfig } from 'vitest/config';

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
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
