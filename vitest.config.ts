import { defineConfig } from 'vitest/config';

// The API's test files share their worker's module cache (isolate: false): each file imports the
// whole app, and loading it afresh per file was a third of the suite's time. Every file builds its
// own app and database; a test that needs a module's first state imports a fresh copy
// (vi.resetModules). The web's jsdom files stay isolated.
const api = (name: string, env: Record<string, string>) => ({
  extends: './apps/api/vitest.config.ts',
  test: { name, root: './apps/api', env, isolate: false },
});

/**
 * One run: contracts and db units, the API suite on PGlite, again on PostgreSQL when
 * DATABASE_URL is set, and the web's jsdom tests. Browser journeys have their own config (e2e/).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      api('api', { TEST_DB: 'pglite' }),
      ...(process.env.DATABASE_URL ? [api('api-pg', { TEST_DB: 'postgres' })] : []),
      './apps/web/vitest.config.ts',
    ],
    fileParallelism: true,
    maxWorkers: 2,
  },
});
