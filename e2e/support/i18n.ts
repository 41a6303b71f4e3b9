import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type TLocale = 'en' | 'ar';
export const LOCALES: readonly TLocale[] = ['en', 'ar'];

const LOCALES_DIR = fileURLToPath(new URL('../../packages/contracts/locales', import.meta.url));
const cache = new Map<string, Record<string, unknown>>();

/**
 * The text the app shows for `namespace:key.path` in `locale`, read from the same files the
 * web app uses, so the journeys select by what a person (or a screen reader) sees in each language.
 */
export function t(locale: TLocale, key: string, params: Record<string, string> = {}): string {
  const [namespace, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const file = `${locale}/${namespace}`;
  let messages = cache.get(file);
  if (!messages) {
    messages = JSON.parse(readFileSync(`${LOCALES_DIR}/${file}.json`, 'utf8')) as Record<string, unknown>;
    cache.set(file, messages);
  }
  const value = path
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
  if (typeof value !== 'string') throw new Error(`no ${locale} translation for ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? `{{${name}}}`);
}

/** A RegExp matching the text exactly (for accessible names that must not match longer ones). */
export const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** A RegExp matching text that starts with `text` (labels of required fields end in "(required)"). */
export const startsWith = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
