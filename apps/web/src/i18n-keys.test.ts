// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every string exists in English and Arabic. Fails on a key present in one
 * language and not the other (every namespace, nested keys), and on a literal key the web
 * uses ('ns:key', or t('key') in a file whose useTranslation names the namespace) that the
 * English files lack.
 */
const LOCALES = fileURLToPath(new URL('../../../packages/contracts/locales', import.meta.url));
const SRC = fileURLToPath(new URL('.', import.meta.url));
const LANGS = ['en', 'ar'] as const;

type Json = { [key: string]: Json } | string | number | boolean | null | Json[];

function flatten(value: Json, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

const namespaces = (lang: string) =>
  readdirSync(join(LOCALES, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

const keysOf = (lang: string, ns: string) => new Set(flatten(JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Json));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('translation files', () => {
  it('have the same namespaces in every language', () => {
    expect(namespaces('ar')).toEqual(namespaces('en'));
  });

  // Arabic counts have plural forms English lacks (zero, two, few, many): such a key is Arabic's
  // own when English has the count's key (`x_other`, or `x` alone).
  const ARABIC_FORMS = /^(.*)_(zero|two|few|many)$/;
  const arabicForm = (key: string, en: Set<string>) => {
    const stem = ARABIC_FORMS.exec(key)?.[1];
    return stem !== undefined && (en.has(`${stem}_other`) || (en.has(stem) && en.has(`${stem}_one`)));
  };

  for (const ns of namespaces('en'))
    it(`${ns}: every key exists in both English and Arabic`, () => {
      const [en, ar] = LANGS.map((lang) => keysOf(lang, ns));
      const onlyEn = [...en!].filter((k) => !ar!.has(k));
      const onlyAr = [...ar!].filter((k) => !en!.has(k) && !arabicForm(k, en!));
      expect({ missingInArabic: onlyEn, missingInEnglish: onlyAr }).toEqual({ missingInArabic: [], missingInEnglish: [] });
    });

  it('contain every literal key the web app uses', () => {
    const known = new Map(namespaces('en').map((ns) => [ns, keysOf('en', ns)]));
    const has = (ns: string, key: string) => {
      const keys = known.get(ns);
      // i18next plurals: t('x', {count}) reads x_one / x_other.
      return Boolean(keys && (keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`)));
    };
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      const where = relative(SRC, file);
      // Any literal 'ns:key' whose namespace is a translation file (t(), messageKey, labelKey…).
      for (const m of text.matchAll(/['"`]([a-z_-]+):([A-Za-z0-9_.]+)['"`]/g)) {
        const [, ns, key] = m;
        if (known.has(ns!) && !has(ns!, key!)) missing.push(`${where}: ${ns}:${key}`);
      }
      // t('key') without a namespace: the first namespace of the file's useTranslation, else common.
      const defaultNs = /useTranslation\(\s*\[?\s*['"]([a-z_-]+)['"]/.exec(text)?.[1] ?? 'common';
      for (const m of text.matchAll(/\bt\(\s*['"`]([A-Za-z0-9_.]+)['"`]/g)) {
        if (!has(defaultNs, m[1]!)) missing.push(`${where}: ${defaultNs}:${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
