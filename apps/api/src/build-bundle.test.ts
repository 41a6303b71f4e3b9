import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { TEST_DRIVER } from '@/test/test-app';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
// Beside the real bundle: packages are left out of it only when its place finds the same copy of them.
mkdirSync(join(apiRoot, 'dist'), { recursive: true });
const dir = mkdtempSync(join(apiRoot, 'dist', 'bundle-test-'));
const outfile = join(dir, 'main.js');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bundle = async () =>
  (await promisify(execFile)(process.execPath, [join(apiRoot, 'build-bundle.mjs'), '--outfile', outfile, '--if-changed'], { cwd: apiRoot }))
    .stdout;

// `npm start` compiles the API only when a source changed: the database does not matter here.
it.skipIf(TEST_DRIVER === 'postgres')(
  'builds the API bundle again only when one of the files it was built from changed',
  async () => {
    expect(await bundle()).toMatch(/API bundled into .* in [\d.]+ s/);
    const record = JSON.parse(readFileSync(`${outfile}.inputs.json`, 'utf8')) as { inputs: Record<string, string> };
    expect(Object.keys(record.inputs)).toEqual(
      expect.arrayContaining(['apps/api/src/main.ts', 'packages/db/src/index.ts', 'package-lock.json']),
    );
    expect(await bundle()).toMatch(/is up to date/);

    // As if src/main.ts had been edited since.
    record.inputs['apps/api/src/main.ts'] = 'an older content hash';
    writeFileSync(`${outfile}.inputs.json`, JSON.stringify(record));
    expect(await bundle()).toMatch(/API bundled into/);
    expect(await bundle()).toMatch(/is up to date/);

    rmSync(outfile);
    expect(await bundle()).toMatch(/API bundled into/);
  },
  60_000,
);
