import type { TLocale, TVisaView } from '@safar/contracts';
import { keptFormatter } from '@/lib/intl-cache';
import { numberLocale } from '@/lib/money';

/** The visa's texts in the reader's language (the English one when the Arabic is missing). */
export const visaTitle = (visa: Pick<TVisaView, 'title_en' | 'title_ar'>, locale: TLocale) =>
  (locale === 'ar' && visa.title_ar) || visa.title_en;
export const visaSummary = (visa: Pick<TVisaView, 'summary_en' | 'summary_ar'>, locale: TLocale) =>
  (locale === 'ar' && visa.summary_ar) || visa.summary_en;
export const visaDescription = (visa: Pick<TVisaView, 'description_en' | 'description_ar'>, locale: TLocale) =>
  (locale === 'ar' && visa.description_ar) || visa.description_en;

/**
 * A country's name in the reader's language, from Intl (the reference data has English names
 * only); the stored name when the browser's Intl does not know the code.
 */
export function countryName(code: string, fallback: string, locale: TLocale): string {
  try {
    const name = keptFormatter(`regions|${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' })).of(code);
    return name && name !== code ? name : fallback;
  } catch {
    return fallback;
  }
}

const dayFormat = (locale: TLocale) =>
  keptFormatter(`days|${locale}`, () => new Intl.NumberFormat(numberLocale(locale), { style: 'unit', unit: 'day', unitDisplay: 'long' }));

/** "30 days", "30 يومًا": Intl says the plural the language needs. */
export const formatDays = (days: number, locale: TLocale) => dayFormat(locale).format(days);

/** "3–5 days", or "5 days" when both ends are the same. */
export const formatDayRange = (min: number, max: number, locale: TLocale) =>
  min === max ? formatDays(max, locale) : dayFormat(locale).formatRange(min, max);

/**
 * The prices the reader pays per applicant: the public ones for visitors, customers and staff,
 * the agent's own for an approved agent (whose view carries no public price).
 */
export function readerPrices(visa: TVisaView): { adult: number; child: number; agent: boolean } {
  if ('adult_price_minor' in visa) return { adult: visa.adult_price_minor, child: visa.child_price_minor, agent: false };
  return { adult: visa.agent_adult_price_minor, child: visa.agent_child_price_minor, agent: true };
}
