import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplates, dropPgDatabase, type Driver } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory for this run's shared files, removed when the run ends. */
    testRunDir: string;
  }
}

/**
 * Once per run of an API project: builds the prepared databases every test file copies (see
 * test-database.ts), and removes them when the run ends, pass or fail, with the database the
 * process tests prepare on first use (api-process.ts).
 */
export default async function setup(project: TestProject) {
  const driver: Driver = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const dir = mkdtempSync(join(tmpdir(), 'safar-test-db-'));
  const { templates, remove } = await buildTemplates(driver, dir);
  project.provide('dbTemplates', templates);
  project.provide('testRunDir', dir);
  return async () => {
    await remove();
    const firstStart = join(dir, 'first-start-postgres.done');
    if (existsSync(firstStart)) await dropPgDatabase(readFileSync(firstStart, 'utf8'));
    rmSync(dir, { recursive: true, force: true });
  };
}
