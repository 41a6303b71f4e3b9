import { translate, type TCurrency, type TFlightQuote, type TLocale } from '@safar/contracts';
import { displayAmount } from '@/core/money-format';
import type { TAgencyLetterhead } from '@/modules/agent-profile/agency-letterhead';

/**
 * A quote put into words in the client's language, once, for both the mail and its PDF: the same
 * figures, dates and labels in each. Amounts, dates and lists go through Intl for the language
 * (Arabic keeps Latin digits, as the web and the statements do); labels come from the `mail`
 * namespace, where the quote mail lives.
 */

export interface TQuoteParties {
  /** The client, as the sender typed the name. */
  client: string;
  /** The agent's agency that sends it; null when staff send it, in Safar's own name. */
  agency: string | null;
  /** The sender's words to the client, if any. */
  note: string | null;
  /** The agency's letterhead, once it has saved its public profile. */
  letterhead?: TAgencyLetterhead | null;
}

export interface TQuoteContext {
  /** City names of the airports flown, by code (a code stands alone when unknown). */
  places: Map<string, { city: string }>;
  /** The agency's time zone: the issue date and the expiry are instants, shown there. */
  timeZone: string;
  issuedAt: Date;
}

export interface TQuoteSliceText {
  title: string;
  route: string;
  departs: string;
  arrives: string;
  duration: string;
  stops: string;
  flights: string;
}

export interface TQuoteText {
  locale: TLocale;
  reference: string;
  client: string;
  /** Who the client is told sends the quote: the agency, or Safar. */
  sender: string;
  viaAgency: boolean;
  /** The agency's letterhead at the top of the PDF; null for staff and agencies without a saved profile. */
  letterhead: TAgencyLetterhead | null;
  note: string | null;
  issued: string;
  validUntil: string;
  /** Airport codes end to end (KHI–DXB–KHI), for the mail's subject. */
  routeCodes: string;
  slices: TQuoteSliceText[];
  airline: string;
  cabin: string;
  fareBrand: string | null;
  baggage: string;
  refunds: string;
  lines: { label: string; each: string; amount: string }[];
  currency: string;
  total: string;
  passengers: string;
}

export const quoteLabel = (locale: TLocale, key: string, params?: Record<string, unknown>) =>
  translate(locale, `mail.quote_${key}`, params);

const intlTag = (locale: TLocale) => (locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB');

export function quoteText(quote: TFlightQuote, parties: TQuoteParties, ctx: TQuoteContext, locale: TLocale): TQuoteText {
  const t = (key: string, params?: Record<string, unknown>) => quoteLabel(locale, key, params);
  const tag = intlTag(locale);
  const list = (items: string[]) => new Intl.ListFormat(tag, { type: 'unit' }).format(items);
  // The quote's currency is the priced offer's, always one of the contracts' currencies.
  const money = (minor: number) => `${quote.currency} ${displayAmount(minor, quote.currency as TCurrency, locale)}`;
  const dateTime = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  // Departure and arrival are wall-clock times at each airport: formatted as they are, in no zone.
  const wallClock = (local: string) =>
    t('local_time', { time: new Intl.DateTimeFormat(tag, { ...dateTime, timeZone: 'UTC' }).format(Date.parse(`${local}:00Z`)) });
  const instant = (at: Date) => new Intl.DateTimeFormat(tag, { ...dateTime, timeZone: ctx.timeZone, timeZoneName: 'short' }).format(at);
  const place = (code: string) => {
    const city = ctx.places.get(code)?.city;
    return city ? `${city} (${code})` : code;
  };
  const bags = (pieces: number, kg: number | null) =>
    pieces === 0 ? t('bag_none') : kg === null ? t('bag_pieces', { pieces }) : t('bag_pieces_kg', { pieces, kg });
  const passengerLabel = (type: string, count: number) => t('passengers_of', { count, type: t(`passenger_${type}`) });

  return {
    locale,
    reference: quote.reference,
    client: parties.client,
    sender: parties.agency ?? t('sender_staff'),
    viaAgency: parties.agency !== null,
    letterhead: parties.letterhead ?? null,
    note: parties.note,
    issued: instant(ctx.issuedAt),
    validUntil: instant(new Date(quote.valid_until)),
    routeCodes: [quote.slices[0]?.origin ?? '', ...quote.slices.map((s) => s.destination)].join('–'),
    slices: quote.slices.map((s, i) => ({
      title: t('flight_n', { n: i + 1 }),
      route: t('route', { origin: place(s.origin), destination: place(s.destination) }),
      departs: wallClock(s.departure_local),
      arrives:
        s.day_offset === 0 ? wallClock(s.arrival_local) : `${wallClock(s.arrival_local)} (${s.day_offset > 0 ? '+' : ''}${s.day_offset})`,
      duration: t('duration', { hours: Math.floor(s.duration_minutes / 60), minutes: s.duration_minutes % 60 }),
      stops: s.stops === 0 ? t('nonstop') : t('stops', { count: s.stops, airports: list(s.stop_airports) }),
      flights: list(s.flight_numbers),
    })),
    airline: quote.airline.name,
    cabin: t(`cabin_${quote.cabin_class}`),
    fareBrand: quote.fare_brand,
    baggage: t('baggage_line', {
      carry_on: bags(quote.baggage.carry_on_pieces, quote.baggage.carry_on_kg),
      checked: bags(quote.baggage.checked_pieces, quote.baggage.checked_kg),
    }),
    refunds: quote.refundable ? t('refundable') : t('non_refundable'),
    lines: quote.per_passenger.map((p) => ({
      label: passengerLabel(p.type, p.count),
      each: t('each', { amount: money(p.amount_minor) }),
      amount: money(p.amount_minor * p.count),
    })),
    currency: quote.currency,
    total: money(quote.total_minor),
    passengers: list(quote.per_passenger.map((p) => passengerLabel(p.type, p.count))),
  };
}
