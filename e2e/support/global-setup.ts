import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '@/config';
import { startServer } from '@/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server of this run listens, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
  }
}

const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * One real server for all journeys: the built SPA and the API on a free port, embedded PGlite
 * in a temp directory, demo data, and mails captured for GET /api/dev/mail. Builds nothing:
 * `npm test` builds the web app before the journeys run.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST}/index.html is missing: run \`npm run build\` before the browser journeys`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'safar-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST,
    APP_URL: baseUrl,
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
    // The journeys sign the same demo accounts in, through the screens, dozens of times within
    // ten minutes from one address: more than a person would, which the default refuses.
    AUTH_ACCOUNT_LOGIN_MAX: '200',
  });
  const app = await startServer(config);
  project.provide('baseUrl', baseUrl);

  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
