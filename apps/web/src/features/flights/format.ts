import type { TBaggage } from '@safar/contracts';
import type { TFunction } from 'i18next';
import { currentLocale } from '@/lib/i18n';
import { currencyDigits, minorToDecimalString, numberLocale } from '@/lib/money';

/**
 * Formatting for the flight screens, through Intl with the app's locales (lib/i18n.ts,
 * lib/money.ts). A results list formats dozens of times and prices per card: the Intl
 * formatters are made once per language and kept, since making one costs more than using it.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(key: string, make: (locale: string) => T): T {
  const locale = currentLocale();
  const id = `${locale}|${key}`;
  let formatter = formatters.get(id) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    formatters.set(id, formatter);
  }
  return formatter;
}
const dateLocale = (locale: string) => (locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB');
const dates = (key: string, options: Intl.DateTimeFormatOptions) =>
  cached(key, (locale) => new Intl.DateTimeFormat(dateLocale(locale), { ...options, timeZone: 'UTC' }));
const numbers = (key: string, options: Intl.NumberFormatOptions) =>
  cached(key, (locale) => new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', options));

/**
 * Flight times are the airport's local wall-clock time (`YYYY-MM-DDTHH:mm`, no zone): they are
 * formatted as UTC so that no time zone of the reader shifts them.
 */
const asUtc = (local: string) => new Date(`${local.slice(0, 16)}:00Z`);

/** "08:30" (Arabic: "8:30 ص"), as the airport's clock shows it. */
export const formatLocalTime = (local: string) => dates('time', { hour: '2-digit', minute: '2-digit' }).format(asUtc(local));

/** "Thu 10 Dec" */
export const formatLocalDay = (local: string) => dates('day', { weekday: 'short', day: 'numeric', month: 'short' }).format(asUtc(local));

/** "Thursday 10 December 2026 at 08:30" */
export const formatLocalDateTime = (local: string) => dates('datetime', { dateStyle: 'full', timeStyle: 'short' }).format(asUtc(local));

/** 150 → "2h 30m" (Arabic: "2 س 30 د"), through Intl's units. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = numbers('hours', { style: 'unit', unit: 'hour', unitDisplay: 'narrow' }).format(hours);
  const m = numbers('minutes', { style: 'unit', unit: 'minute', unitDisplay: 'narrow' }).format(rest);
  if (hours === 0) return m;
  return rest === 0 ? h : `${h} ${m}`;
}

/** The same text as lib/money.ts formatMoney ("PKR 85,000.00"), with its formatter kept per currency. */
export function formatPrice(amountMinor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const format = cached(
    `money:${currency}`,
    (locale) =>
      new Intl.NumberFormat(numberLocale(locale === 'ar' ? 'ar' : 'en'), {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  return format.format(minorToDecimalString(amountMinor, digits) as unknown as number);
}

/** 12 → "12" in the reader's digits (Latin in both languages, as lib/i18n.ts formatNumber). */
export const formatCount = (n: number) => numbers('count', {}).format(n);

/** "7 kg" */
const kg = (value: number) => numbers('kg', { style: 'unit', unit: 'kilogram', unitDisplay: 'short' }).format(value);

/**
 * Carry-on and checked bags per passenger, in words: "Carry-on: 1 × 7 kg" on a card, or just
 * "1 × 7 kg" (`short`) beside a label that already says which bag.
 */
export function baggageLines(t: TFunction, baggage: TBaggage, short = false): { carryOn: string; checked: string } {
  if (short) {
    const value = (pieces: number, weight: number | null) =>
      pieces === 0
        ? t('flights:baggage.short_none')
        : weight
          ? t('flights:baggage.short_kg', { pieces: formatCount(pieces), weight: kg(weight) })
          : t('flights:baggage.short_pieces', { pieces: formatCount(pieces) });
    return { carryOn: value(baggage.carry_on_pieces, baggage.carry_on_kg), checked: value(baggage.checked_pieces, baggage.checked_kg) };
  }
  const carryOn =
    baggage.carry_on_pieces === 0
      ? t('flights:baggage.no_carry_on')
      : baggage.carry_on_kg
        ? t('flights:baggage.carry_on_kg', { pieces: formatCount(baggage.carry_on_pieces), weight: kg(baggage.carry_on_kg) })
        : t('flights:baggage.carry_on', { pieces: formatCount(baggage.carry_on_pieces) });
  const checked =
    baggage.checked_pieces === 0
      ? t('flights:baggage.no_checked')
      : baggage.checked_kg
        ? t('flights:baggage.checked_kg', { pieces: formatCount(baggage.checked_pieces), weight: kg(baggage.checked_kg) })
        : t('flights:baggage.checked', { pieces: formatCount(baggage.checked_pieces) });
  return { carryOn, checked };
}

/** "Non-stop", "1 stop", "2 stops" (the same words as the stops filter). */
export function stopsLabel(t: TFunction, stops: number): string {
  if (stops === 0) return t('flights:stops.none');
  if (stops === 1) return t('flights:stops.one');
  return t('flights:stops.many', { n: formatCount(stops) });
}

/** The parts of a list in the reader's language, for codes that each need their own direction isolate. */
export const listParts = (items: readonly string[]) =>
  cached('list:parts', (locale) => new Intl.ListFormat(locale, { style: 'short', type: 'unit' })).formatToParts(items);

/** "Sabre and Duffel", in the reader's language. */
export const formatNames = (names: readonly string[]) =>
  cached('list:names', (locale) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })).format(names);
