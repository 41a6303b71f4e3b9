import { isLocale, LANGUAGE_PARAM, type TLocale } from '@safar/contracts';

/**
 * The language the address asks for (`/home?lang=ar`): the form the sitemap gives crawlers for
 * each language, and that a link can carry. The parameter is taken out of the address once read,
 * so that a reload keeps what the reader chooses afterwards with the language switch (kept in
 * storage) rather than the link's language. An unknown value is dropped and asks for nothing.
 */
export function takeLocaleFromAddress(): TLocale | null {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(LANGUAGE_PARAM);
  if (value === null) return null;
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return isLocale(value) ? value : null;
}
