import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';

/*
 * Importing `@duffel/api` replaces `process.env` with a plain copy. The adapter puts the real
 * one back; these tests hold it to that, in this process and in a fresh Node process where the
 * SDK is evaluated for the first time for sure.
 */

const apiRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const supplierModule = fileURLToPath(new URL('./duffel-supplier.ts', import.meta.url));
const configModule = fileURLToPath(new URL('../../../../config.ts', import.meta.url));

const restore: (() => void)[] = [];
afterEach(() => restore.splice(0).forEach((undo) => undo()));
const setEnv = (name: string, value: unknown) => {
  const had = Object.hasOwn(process.env, name);
  const old = process.env[name];
  (process.env as Record<string, unknown>)[name] = value;
  restore.push(() => (had ? (process.env[name] = old) : delete process.env[name]));
};

describe('the Duffel SDK and process.env', () => {
  it('leaves process.env the real environment in this process', async () => {
    const before = process.env;
    await import('./duffel-supplier');
    expect(process.env).toBe(before);
    // The real environment turns values into strings; a plain object would keep the number.
    setEnv('SAFAR_DUFFEL_PROBE', 5);
    expect(process.env.SAFAR_DUFFEL_PROBE).toBe('5');
    setEnv('PORT', '4321');
    expect(loadConfig().port).toBe(4321);
  });

  it('leaves process.env the real environment in a fresh process, and the config reads it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'safar-duffel-env-'));
    restore.push(() => rmSync(dir, { recursive: true, force: true }));
    const probe = join(dir, 'probe.mjs');
    writeFileSync(
      probe,
      `const before = process.env;
await import(${JSON.stringify(pathToFileURL(supplierModule).href)});
const { loadConfig } = await import(${JSON.stringify(pathToFileURL(configModule).href)});
process.env.PORT = 4567;
console.log(JSON.stringify({ same: process.env === before, portType: typeof process.env.PORT, port: loadConfig().port, version: process.env.npm_package_version ?? null }));
`,
    );
    const output = await new Promise<string>((resolve, reject) => {
      let out = '';
      const child = spawn(process.execPath, ['--import', 'tsx', probe], {
        cwd: apiRoot,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, TSX_TSCONFIG_PATH: join(apiRoot, 'tsconfig.json') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`probe exited ${code}: ${out}`))));
    });
    const line = output.trim().split('\n').at(-1) ?? '';
    // The SDK would have set npm_package_version to its own version in its copy.
    expect(JSON.parse(line)).toEqual({ same: true, portType: 'string', port: 4567, version: null });
  });
});
