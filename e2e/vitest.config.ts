import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Journeys that change what every search or booking sees (a flight supplier switched off and on,
 * the booking fees for a moment): they run after the others, so that no journey beside them
 * loses its offers or its figures midway.
 */
const ALONE = ['integration-settings.e2e.ts', 'booking-settings.e2e.ts'];
/** The booking desk sets the demo agency to staff approval for a moment: no other journey books then. */
const DESK = ['booking-desk.e2e.ts'];

const journeys = { root, environment: 'node' as const, testTimeout: 120_000, hookTimeout: 180_000 };

/**
 * Browser journeys (`npm run test:e2e`, after `npm run build`): one real server for the run
 * (global setup, once for both groups), Chromium through playwright-core. Three files run at a
 * time, each with its own browser: a journey spends most of its time waiting on the page or the
 * server, so even two cores take three (one at a time 239 s, two 139 s, three 107 s). Journeys
 * that share the server's data keep to their own records (their own names, stamps, airlines and
 * days); the few that change settings every journey depends on run in a group of their own.
 */
export default defineConfig({
  test: {
    root,
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 3,
    projects: [
      { test: { ...journeys, name: 'e2e', include: ['**/*.e2e.ts'], exclude: [...ALONE, ...DESK] } },
      { test: { ...journeys, name: 'e2e-alone', include: ALONE, sequence: { groupOrder: 1 } } },
      { test: { ...journeys, name: 'e2e-desk', include: DESK, sequence: { groupOrder: 2 } } },
    ],
  },
});
