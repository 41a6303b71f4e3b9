import { defineConfig } from 'vitest/config';

const api = (name: string, env: Record<string, string>) => ({
  extends: './apps/api/vitest.config.ts',
  test: { name, root: './apps/api', env },
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
