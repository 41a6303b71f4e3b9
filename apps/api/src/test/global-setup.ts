import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildTemplates, dropPgDatabase, type Driver } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory for this run's shared files, removed when the run ends. */
    testRunDir: string;
    /** Where the process tests' compiled API goes (built on first use, see api-process.ts), removed when the run ends. */
    apiBundle: string;
  }
}

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Once per run of an API project: builds the prepared databases every test file copies (see
 * test-database.ts), and removes them when the run ends, pass or fail, with what the process
 * tests make on first use (api-process.ts): their prepared database and the compiled API. The
 * compiled API goes beside apps/api/dist/main.js, to find node_modules as that one does, in a
 * directory of its own: an api and an api-pg run may build at the same time.
 */
export default async function setup(project: TestProject) {
  const driver: Driver = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const dir = mkdtempSync(join(tmpdir(), 'safar-test-db-'));
  const { templates, remove } = await buildTemplates(driver, dir);
  project.provide('dbTemplates', templates);
  project.provide('testRunDir', dir);
  const bundle = join(apiRoot, 'dist', basename(dir), 'main.js');
  project.provide('apiBundle', bundle);
  return async () => {
    rmSync(dirname(bundle), { recursive: true, force: true });
    await remove();
    const prepared = join(dir, 'prepared-postgres.done');
    if (existsSync(prepared)) await dropPgDatabase(readFileSync(prepared, 'utf8'));
    rmSync(dir, { recursive: true, force: true });
  };
}
