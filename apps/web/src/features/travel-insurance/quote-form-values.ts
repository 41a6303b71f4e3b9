import { INSURANCE_REGIONS, MAX_INSURANCE_TRAVELLERS, type TInsuranceRegion } from '@safar/contracts';

/*
 * The quote form as its inputs hold it, the request made from it, and the same trip kept in the
 * page's address (so a reload, a shared link or the way back from the purchase shows it again).
 */

export interface TQuoteFormValues {
  region: TInsuranceRegion | '';
  start_date: string;
  end_date: string;
  /** One age per traveller, as typed; the count of travellers is their number. */
  ages: string[];
}

export const EMPTY_QUOTE_FORM: TQuoteFormValues = { region: '', start_date: '', end_date: '', ages: [''] };

/** The travellers' ages as the list grows or shrinks with the count chosen (typed ages are kept). */
export const resizeAges = (ages: string[], count: number) => Array.from({ length: count }, (_, i) => ages[i] ?? '');

const age = (text: string) => (text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export const quoteBody = (v: TQuoteFormValues) => ({
  region: v.region === '' ? undefined : v.region,
  start_date: v.start_date,
  end_date: v.end_date,
  travellers: v.ages.map((a) => ({ age: age(a) })),
});

/** The address of a trip: `?region=schengen&start=2026-07-01&end=2026-07-10&ages=40,38,7`. */
export function quoteSearchParams(v: TQuoteFormValues): Record<string, string> {
  return { region: v.region, start: v.start_date, end: v.end_date, ages: v.ages.map((a) => a.trim()).join(',') };
}

/** The trip an address names, or null when it names none (or not a whole one). */
export function valuesFromSearch(params: URLSearchParams): TQuoteFormValues | null {
  const region = params.get('region') ?? '';
  const ages = (params.get('ages') ?? '').split(',').filter((a) => a !== '');
  if (!(INSURANCE_REGIONS as readonly string[]).includes(region) || !params.get('start') || !params.get('end')) return null;
  if (ages.length < 1 || ages.length > MAX_INSURANCE_TRAVELLERS) return null;
  return { region: region as TInsuranceRegion, start_date: params.get('start')!, end_date: params.get('end')!, ages };
}
