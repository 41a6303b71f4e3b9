import { isLocale, LANGUAGE_COOKIE, type TLocale } from '@safar/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { takeLocaleFromAddress } from './address-locale';
import { withPluralForms } from './plural-forms';
import { STORAGE } from './storage';

/**
 * Translations live in packages/contracts/locales/{en,ar}/{namespace}.json (shared with the
 * API's messages and mails). Each namespace is its own chunk, loaded in the reader's language
 * only when a screen names it: useTranslation(ns) suspends the screen until its namespaces are
 * in, so no key shows untranslated. Only `common` is loaded at start, with the namespaces the
 * first screen's route names (loadTranslations); the server's messages arrive translated in the
 * API's answers, so `messages` and `validation` wait for the screens that show the web's own
 * fallbacks and form checks (the back-office layout, the forms).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('@locales/*/*.json');

/** The file of `namespace` in `language`, as a lazy import (its own chunk). */
const fileOf = (language: string, namespace: string) =>
  files[`/../../packages/contracts/locales/${language}/${namespace}.json`] ??
  Object.entries(files).find(([path]) => path.endsWith(`/${language}/${namespace}.json`))?.[1];

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = fileOf(language, namespace);
    if (!load) return callback(new Error(`no translations for ${language}/${namespace}`), null);
    load().then(
      (m) => callback(null, withPluralForms(language, m.default as Parameters<typeof withPluralForms>[1])),
      (err: Error) => callback(err, null),
    );
  },
};

/** The first of the browser's preferred languages that the app speaks (a first visit has no stored choice). */
function browserLocale(): TLocale | null {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const language = tag?.split('-')[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return null;
}

/** The reader's language: the one they chose (kept in localStorage), else their browser's, else English. */
export function storedLocale(): TLocale {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE.locale);
  return isLocale(value) ? value : (browserLocale() ?? 'en');
}

export const currentLocale = (): TLocale => (isLocale(i18next.language) ? i18next.language : storedLocale());

function applyDocumentLanguage(locale: TLocale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
}

/** The chosen language as a cookie for a year: the server paints the next page in it. */
export function rememberLocaleForServer(locale: TLocale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** Resolves once i18next has started (initI18n), read from i18next itself: the one instance there is. */
const initialised = () =>
  i18next.isInitialized ? Promise.resolve() : new Promise<void>((resolve) => i18next.on('initialized', () => resolve()));

/**
 * Starts fetching `namespaces` in the reader's language now (the module cache keeps the files
 * for the backend), and resolves once i18next has them. A route's loader calls it beside its
 * code, so the screen's first render is translated instead of suspending once per namespace,
 * each wait starting only after the previous component rendered.
 */
export async function loadTranslations(namespaces: readonly string[]): Promise<void> {
  const locale = currentLocale();
  // A failed fetch is reported by i18next's own load below (the backend's read of the same file).
  for (const namespace of namespaces) fileOf(locale, namespace)?.().catch(() => undefined);
  await initialised();
  await i18next.loadNamespaces([...namespaces]);
}

/** i18next with the app's backend and settings, in `locale` (no page to change: the server's first paint uses it too). */
export async function startI18n(locale: TLocale, namespaces: readonly string[] = ['common']): Promise<typeof i18next> {
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      // Both languages have the same keys (i18n-keys.test.ts), so an Arabic reader never
      // needs the English files: no fallback language, nothing fetched twice.
      fallbackLng: false,
      supportedLngs: ['en', 'ar'],
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18next;
}

/** Every namespace there is (the translation files' names). */
export const allNamespaces = () => [...new Set(Object.keys(files).map((path) => /([^/]+)\.json$/.exec(path)?.[1] ?? ''))].filter(Boolean);

/** The language to start in: `?lang=ar` in the address wins (and is then kept like a choice made with the switch). */
export const startingLocale = (): TLocale => takeLocaleFromAddress() ?? storedLocale();

export async function initI18n(locale: TLocale = startingLocale()): Promise<typeof i18next> {
  applyDocumentLanguage(locale);
  i18next.on('languageChanged', (lng) => {
    if (!isLocale(lng)) return;
    localStorage.setItem(STORAGE.locale, lng);
    rememberLocaleForServer(lng);
    applyDocumentLanguage(lng);
  });
  return startI18n(locale);
}

export const setLocale = (locale: TLocale) => i18next.changeLanguage(locale);

/** Dates and numbers through Intl, in the current language (Arabic keeps Latin digits for clarity in amounts). */
export const formatDate = (iso: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
  new Intl.DateTimeFormat(currentLocale() === 'ar' ? 'ar-u-nu-latn' : 'en-GB', options).format(
    typeof iso === 'string' ? new Date(iso) : iso,
  );
export const formatDateTime = (iso: string | Date) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
export const formatNumber = (n: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(currentLocale() === 'ar' ? 'ar-u-nu-latn' : 'en-US', options).format(n);
