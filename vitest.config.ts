import { defineConfig } from 'vitest/config';

// Two projects so that the API suite can run on its own against a real PostgreSQL server
// (CI runs it a second time with DATABASE_URL set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A hang detector, not a speed check: a screen test typing into a form takes seconds
          // when the two shared cores are busy.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/test/globalSetup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['packages/domain/src/**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: '.test-output/coverage',
      thresholds: { lines: 95, branches: 95 },
    },
  },
});
