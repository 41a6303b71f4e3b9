import type { TLocale, TPackageView } from '@safar/contracts';
import { currentLocale } from '@/lib/i18n';
import { keptFormatter } from '@/lib/intl-cache';

/** The text of a bilingual field in the reader's language. */
export const inLocale = (locale: TLocale, en: string, ar: string) => (locale === 'ar' && ar ? ar : en);

/** A package's title in the reader's language. */
export const titleOf = (p: Pick<TPackageView, 'title_en' | 'title_ar'>, locale: TLocale = currentLocale()) =>
  inLocale(locale, p.title_en, p.title_ar);

/** "Dubai, United Arab Emirates" in the reader's language (the country's name from Intl). */
export function destinationOf(p: Pick<TPackageView, 'city_en' | 'city_ar' | 'country_code'>, locale: TLocale = currentLocale()) {
  let country = p.country_code;
  try {
    country =
      keptFormatter(`regions|${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' })).of(p.country_code) ?? p.country_code;
  } catch {
    // An engine without region names shows the code.
  }
  return `${inLocale(locale, p.city_en, p.city_ar)}${locale === 'ar' ? '، ' : ', '}${country}`;
}

/** The "from" price the reader pays: an agent's own, else the public one; null when nothing is on sale. */
export const fromPriceOf = (p: TPackageView): number | null =>
  'agent_from_price_minor' in p && !('from_price_minor' in p)
    ? p.agent_from_price_minor
    : 'from_price_minor' in p
      ? p.from_price_minor
      : null;

/** A calendar day (YYYY-MM-DD) through Intl, in the reader's language, without moving it across time zones. */
export function formatDay(day: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const locale = currentLocale();
  const format = keptFormatter(
    `day|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB', { ...options, timeZone: 'UTC' }),
  );
  return format.format(new Date(`${day}T00:00:00Z`));
}
