#!/usr/bin/env node
// `npm run test:budget` (after `npm run build`): the JavaScript the login screen downloads —
// the entry chunk, the login route's lazy chunk (and its auth layout's, if it has one), and
// everything those import statically, and the translation files it needs in one language — must
// stay at or under 130 KB gzipped. The figure is printed for both languages; keep it well under the
// limit (the margin is for features to come, not for growing the first download back).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const LIMIT_KB = 130;
/** Modules whose lazy chunks the login screen loads: the login page and the auth area's layout. */
const LOGIN_PATTERNS = [/features\/auth\/login[^/]*\.tsx?$/, /layouts\/auth[^/]*\.tsx?$/];

const results = [];
const check = (name, passed, detail) => {
  results.push(passed);
  console.log(`${passed ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};
const finish = () => {
  const failed = results.filter((r) => !r).length;
  console.log(`budget: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
};

if (!existsSync(manifestPath)) {
  check('build manifest exists', false, `${manifestPath} is missing: run \`npm run build\` first (build.manifest must be on)`);
  finish();
}

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
const loginKeys = Object.keys(manifest).filter((key) => LOGIN_PATTERNS.some((p) => p.test(key)));
const loginPage = loginKeys.find((key) => LOGIN_PATTERNS[0].test(key));

check('entry chunk found', entries.length > 0, entries.map(([key]) => key).join(', '));
check('login screen chunk found', Boolean(loginPage), loginPage ?? 'no manifest key matches features/auth/login*');
if (!entries.length || !loginPage) finish();

// The chunks a browser fetches: each start point and, recursively, its static imports.
const visitFrom = (keys) => {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
};
const codeFiles = visitFrom([...entries.map(([key]) => key), ...loginKeys]);
const gzipOf = new Map();
const sizes = (file) => {
  if (!gzipOf.has(file)) {
    const source = readFileSync(join(dist, file));
    gzipOf.set(file, { raw: source.length, gz: gzipSync(source).length, text: source.toString('utf8') });
  }
  return gzipOf.get(file);
};

// Translations are JavaScript chunks too (lib/i18n.ts imports each namespace lazily): count the
// namespaces that i18n loads at start (`ns: [...]`) and those the counted code names ('auth:…').
const localeKey = (locale, ns) => Object.keys(manifest).find((key) => key.endsWith(`/locales/${locale}/${ns}.json`));
const namespaces = new Set(Object.keys(manifest).flatMap((key) => /\/locales\/en\/([\w-]+)\.json$/.exec(key)?.[1] ?? []));
const used = new Set();
for (const file of codeFiles) {
  const text = sizes(file).text;
  for (const m of text.matchAll(/[`'"]([a-z_-]+):[a-z_]/g)) if (namespaces.has(m[1])) used.add(m[1]);
  for (const m of text.matchAll(/\bns:\[([^\]]*)\]/g))
    for (const n of m[1].matchAll(/[`'"]([\w-]+)[`'"]/g)) if (namespaces.has(n[1])) used.add(n[1]);
}

const LOCALES = ['en', 'ar'];
const totals = LOCALES.map((locale) => {
  const files = new Set([...codeFiles, ...visitFrom([...used].map((ns) => localeKey(locale, ns)).filter(Boolean))]);
  const rows = [...files].map((file) => ({ file, ...sizes(file) }));
  return { locale, rows, total: rows.reduce((sum, r) => sum + r.gz, 0) };
});
const worst = totals.reduce((a, b) => (b.total > a.total ? b : a));
for (const row of worst.rows.sort((a, b) => b.gz - a.gz)) {
  console.log(`  ${(row.gz / 1024).toFixed(1).padStart(7)} KB gz  ${(row.raw / 1024).toFixed(1).padStart(7)} KB raw  ${row.file}`);
}
console.log(`translations counted: ${[...used].sort().join(', ') || 'none'}`);
for (const { locale, rows, total } of totals) {
  console.log(`login screen JavaScript (${locale}): ${(total / 1024).toFixed(1)} KB gzipped in ${rows.length} files`);
}
const totalKb = worst.total / 1024;
check(
  `login screen JavaScript ≤ ${LIMIT_KB} KB gzipped`,
  totalKb <= LIMIT_KB,
  `${totalKb.toFixed(1)} KB (${worst.locale}, the larger language)`,
);

// The server sends the build's .br/.gz copies as they are (apps/web/precompress-plugin.ts): each
// file the login screen loads must have both, holding exactly the file.
const served = ['index.html', ...new Set(totals.flatMap(({ rows }) => rows.map((r) => r.file)))];
const unpacked = { br: brotliDecompressSync, gz: gunzipSync };
const badCopies = served.flatMap((file) =>
  Object.entries(unpacked).flatMap(([ext, unpack]) => {
    const copy = join(dist, `${file}.${ext}`);
    if (!existsSync(copy)) return [`${file}.${ext} missing`];
    return unpack(readFileSync(copy)).equals(readFileSync(join(dist, file))) ? [] : [`${file}.${ext} differs`];
  }),
);
check('login screen files precompressed (.br and .gz)', badCopies.length === 0, badCopies.join(', ') || `${served.length} files`);
finish();
