import type { TBaggage } from '@safar/contracts';
import type { TFunction } from 'i18next';
import { currentLocale, formatDate, formatNumber } from '@/lib/i18n';

/**
 * Flight times are the airport's local wall-clock time (`YYYY-MM-DDTHH:mm`, no zone): they are
 * formatted as UTC so that no time zone of the reader shifts them.
 */
const asUtc = (local: string) => `${local.slice(0, 16)}:00Z`;

/** "08:30" (Arabic: "8:30 ص"), as the airport's clock shows it. */
export const formatLocalTime = (local: string) => formatDate(asUtc(local), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** "Thu 10 Dec" */
export const formatLocalDay = (local: string) =>
  formatDate(asUtc(local), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Thursday 10 December 2026, 08:30" */
export const formatLocalDateTime = (local: string) => formatDate(asUtc(local), { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });

/** 150 → "2h 30m" (Arabic: "2 س 30 د"), through Intl's units. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = formatNumber(hours, { style: 'unit', unit: 'hour', unitDisplay: 'narrow' });
  const m = formatNumber(rest, { style: 'unit', unit: 'minute', unitDisplay: 'narrow' });
  if (hours === 0) return m;
  return rest === 0 ? h : `${h} ${m}`;
}

/** "7 kg" */
const kg = (value: number) => formatNumber(value, { style: 'unit', unit: 'kilogram', unitDisplay: 'short' });

/** Carry-on and checked bags per passenger, in words. */
export function baggageLines(t: TFunction, baggage: TBaggage): { carryOn: string; checked: string } {
  const carryOn =
    baggage.carry_on_pieces === 0
      ? t('flights:baggage.no_carry_on')
      : baggage.carry_on_kg
        ? t('flights:baggage.carry_on_kg', { pieces: formatNumber(baggage.carry_on_pieces), weight: kg(baggage.carry_on_kg) })
        : t('flights:baggage.carry_on', { pieces: formatNumber(baggage.carry_on_pieces) });
  const checked =
    baggage.checked_pieces === 0
      ? t('flights:baggage.no_checked')
      : baggage.checked_kg
        ? t('flights:baggage.checked_kg', { pieces: formatNumber(baggage.checked_pieces), weight: kg(baggage.checked_kg) })
        : t('flights:baggage.checked', { pieces: formatNumber(baggage.checked_pieces) });
  return { carryOn, checked };
}

/** "Non-stop", "1 stop", "2 stops" (the same words as the stops filter). */
export function stopsLabel(t: TFunction, stops: number): string {
  if (stops === 0) return t('flights:stops.none');
  if (stops === 1) return t('flights:stops.one');
  return t('flights:stops.many', { n: formatNumber(stops) });
}

/** "DOH, IST" (`unit`) or "Sabre and Duffel" (`conjunction`), in the reader's language. */
export const formatList = (items: readonly string[], type: 'unit' | 'conjunction' = 'unit') =>
  new Intl.ListFormat(currentLocale(), { style: type === 'unit' ? 'short' : 'long', type }).format(items);
