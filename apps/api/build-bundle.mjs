#!/usr/bin/env node
// The API compiled to one JavaScript file, apps/api/dist/main.js, so that a start runs plain
// JavaScript instead of compiling TypeScript through tsx (about 1 s less per start, see
// docs/operations.md). Our own code (apps/api and the @safar/* workspace packages, whose entry
// points are TypeScript) goes into the bundle; every other package stays an import resolved from
// node_modules at run time, as under tsx — unless the bundle's place would find another copy.
//
// `node apps/api/build-bundle.mjs [--outfile <path>] [--if-changed]`; scripts/start.mjs calls
// buildApiIfChanged().
import { createHash } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, version as esbuildVersion } from 'esbuild';

const apiRoot = dirname(fileURLToPath(import.meta.url));
export const API_BUNDLE = join(apiRoot, 'dist/main.js');

/** Bare imports that are ours (workspace packages, the API's `@/` alias): bundled, not left to node_modules. */
const isOurs = (path) => path.startsWith('@safar/') || path.startsWith('@/');

/**
 * Some modules find files beside their source through `import.meta.url` (the database's
 * migrations folder, the built web app, packages resolved with createRequire). In a bundle that
 * URL would be the bundle's; each module is given its own source file's URL instead, written
 * relative to the bundle so that the repository can move as a whole.
 */
const ownModuleUrl = (outfile) => ({
  name: 'own-module-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(outfile), args.path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
});

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The directory of package `name` that Node would load from `dir` (the nearest node_modules holding it). */
function installedFrom(dir, name) {
  for (let d = dir; ; d = dirname(d)) {
    const candidate = join(d, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(d) === d) return null;
  }
}

/**
 * Packages stay outside the bundle, loaded from node_modules as the sources load them. A package
 * that one workspace keeps its own version of (packages/db has uuid 14 in its own node_modules
 * while an older uuid is hoisted to the root) would be found in its other version from the
 * bundle's place, so such a package is bundled instead.
 */
const leavePackagesOut = (outfile) => ({
  name: 'leave-packages-out',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (isOurs(args.path)) return undefined;
      if (args.path.startsWith('node:') || builtinModules.includes(args.path)) return { path: args.path, external: true };
      const name = packageName(args.path);
      const sameCopy = installedFrom(args.resolveDir, name) === installedFrom(dirname(outfile), name);
      return sameCopy ? { path: args.path, external: true } : undefined;
    });
  },
});

/**
 * Beside the bundle, `<bundle>.inputs.json` records what it was built from: every source file
 * esbuild read (its metafile), plus what changes how they are read (this script, the lockfile,
 * the TypeScript settings), each with a hash of its content.
 */
const inputsRecord = (outfile) => `${outfile}.inputs.json`;
const ALWAYS_INPUTS = ['apps/api/build-bundle.mjs', 'apps/api/tsconfig.json', 'tsconfig.base.json', 'package-lock.json'];
const repoRoot = join(apiRoot, '..', '..');

async function hashes(paths) {
  const entries = await Promise.all(
    paths.map(async (path) => {
      const content = await readFile(join(repoRoot, path)).catch(() => null);
      return [path, content ? createHash('sha256').update(content).digest('hex') : 'missing'];
    }),
  );
  return Object.fromEntries(entries);
}

/** Writes the bundle (and its source map) to `outfile`; resolves with the time it took, in ms. */
export async function buildApi(outfile = API_BUNDLE) {
  const started = performance.now();
  const target = resolve(outfile);
  // Gone while the bundle is rewritten: a build that fails half way is never taken as current.
  await rm(inputsRecord(target), { force: true });
  const { metafile } = await build({
    entryPoints: [join(apiRoot, 'src/main.ts')],
    outfile: target,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Linked, not loaded: `node --enable-source-maps` maps stack traces back to the sources.
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [leavePackagesOut(target), ownModuleUrl(target)],
    metafile: true,
  });
  const read = Object.keys(metafile.inputs)
    .map((path) => relative(repoRoot, resolve(path)).split('\\').join('/'))
    .filter((path) => !path.startsWith('..'));
  const inputs = await hashes([...new Set([...ALWAYS_INPUTS, ...read])].sort());
  await writeFile(inputsRecord(target), `${JSON.stringify({ esbuild: esbuildVersion, inputs }, null, 1)}\n`);
  return performance.now() - started;
}

/**
 * The bundle, built again only when one of its inputs changed since it was last built (hashing
 * them takes a few milliseconds, a build about a second of every start). Resolves with the
 * build's time in ms, or null when the bundle was current.
 */
export async function buildApiIfChanged(outfile = API_BUNDLE) {
  const target = resolve(outfile);
  const record = await readFile(inputsRecord(target), 'utf8').then(JSON.parse, () => null);
  if (record?.esbuild === esbuildVersion && existsSync(target)) {
    const now = await hashes(Object.keys(record.inputs));
    if (Object.entries(record.inputs).every(([path, hash]) => now[path] === hash)) return null;
  }
  return buildApi(target);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { outfile: { type: 'string' }, 'if-changed': { type: 'boolean' } } });
  const outfile = values.outfile ?? API_BUNDLE;
  const ms = values['if-changed'] ? await buildApiIfChanged(outfile) : await buildApi(outfile);
  const where = relative(process.cwd(), outfile);
  console.log(ms === null ? `API bundle ${where} is up to date` : `API bundled into ${where} in ${(ms / 1000).toFixed(1)} s`);
}
