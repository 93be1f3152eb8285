import { defineConfig } from 'vitest/config';

// Two projects so that the API suite can run on its own against a real PostgreSQL server
// (CI runs it a second time with DATABASE_URL set).
export default defineConfig({
  test: {
    // Vitest runs cores − 1 workers by default: one on the two cores we have, leaving the other
    // idle. Two workers keep both busy (the runner itself does little while files run).
    maxWorkers: 2,
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
          // Files share their worker's modules: each file still builds its own app on its own
          // database, and nothing in the API keeps state in a module that a test could leave
          // behind, while compiling PGlite's WebAssembly and importing the app once per worker
          // instead of once per file saves minutes.
          isolate: false,
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
