import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys (`npm run test:e2e`, after `npm run build`): one real server for the run
 * (global setup), Chromium through playwright-core. Three files run at a time, each with its own
 * browser: a journey spends most of its time waiting on the page or the server, so even two cores
 * take three (one at a time 239 s, two 139 s, three 107 s). Journeys that share the server's data
 * keep to their own records (their own names, stamps and days), as they always had to.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 3,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
