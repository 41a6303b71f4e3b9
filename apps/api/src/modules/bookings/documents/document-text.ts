import {
  invoiceNumberOf,
  translate,
  type TBookingDocument,
  type TBookingDocumentCopy,
  type TCurrency,
  type TLocale,
} from '@safar/contracts';
import { displayAmount } from '@/core/money-format';
import { isolateLtr, type TDirection } from '@/core/pdf/pdf-text';
import type { TSupplierPenalty } from '@/modules/flights/suppliers/supplier';
import { agencyLetterhead, type TAgencyLetterhead } from '@/modules/agent-profile/agency-letterhead';
import { toAgencyMinor } from '../booking-pricing';
import type { TDocumentFacts } from './document-facts';
import { documentPrice, type TDocumentPrice } from './document-price';

/*
 * A booking document put into words in its reader's language, once: every label, date and
 * amount the PDF draws (and the mail repeats). Amounts and dates go through Intl, Arabic keeping
 * Latin digits as the web and the statements do; flight times are the airports' wall clocks.
 */

export interface TDocumentOptions {
  document: TBookingDocument;
  copy: TBookingDocumentCopy;
  showPrice: boolean;
  /** The name the agent gives itself on its customer's copy. */
  agencyName: string | null;
  locale: TLocale;
  /** The agency's time zone: the date of issue and of a void are instants, shown there. */
  timeZone: string;
}

/** A label and its value; `dir` is the value's direction (user text takes its own first letter's). */
export interface TDocumentField {
  label: string;
  value: string;
  dir: TDirection;
}

export interface TDocumentSegment {
  title: string;
  fields: TDocumentField[];
}

export interface TDocumentText {
  locale: TLocale;
  document: TBookingDocument;
  title: string;
  copyLabel: string;
  /** Why the document no longer stands for valid tickets (a void, a cancellation). */
  mark: string | null;
  invoiceNumber: string;
  reference: string;
  pnr: string;
  /** Who the document comes from: Safar to the agency, or the agency to its customer. */
  issuer: string;
  /** The customer's copy of an agency that saved its profile; null otherwise (the title stands alone). */
  letterhead: TAgencyLetterhead | null;
  header: TDocumentField[];
  passengers: { heading: string; columns: [string, string, string]; rows: [string, string, string][] };
  itinerary: { heading: string; segments: TDocumentSegment[] };
  fare: { heading: string; fields: TDocumentField[] };
  price: TDocumentPrice | null;
  notice: string;
  /** Airport codes end to end (KHI–DXB–KHI) and the first departure, for the mail. */
  routeCodes: string;
  firstDeparture: string;
  passengerNames: string[];
}

export const documentLabel = (locale: TLocale, key: string, params?: Record<string, unknown>) =>
  translate(locale, `booking_documents.${key}`, params);

const intlTag = (locale: TLocale) => (locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB');
const DATE_TIME = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

export function documentText(facts: TDocumentFacts, options: TDocumentOptions): TDocumentText {
  const { booking, offer } = facts;
  const { locale } = options;
  const t = (key: string, params?: Record<string, unknown>) => documentLabel(locale, key, params);
  const tag = intlTag(locale);
  const currency = booking.currency as TCurrency;
  const money = (minor: number) => `${currency} ${displayAmount(minor, currency, locale)}`;
  const instant = (at: Date) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: options.timeZone }).format(at);
  // Departure and arrival are wall-clock times at each airport: formatted as they are, in no zone.
  const wallClock = (local: string) =>
    t('local_time', { time: new Intl.DateTimeFormat(tag, { ...DATE_TIME, timeZone: 'UTC' }).format(Date.parse(`${local}:00Z`)) });
  const place = (code: string) => {
    const city = facts.places.get(code)?.city;
    return city ? `${city} (${code})` : code;
  };
  const airline = (code: string) => facts.airlineNames.get(code) ?? code;
  const atTerminal = (time: string, terminal: string | null) =>
    terminal ? t('at_terminal', { time, terminal: t('terminal', { terminal }) }) : time;
  const bags = (pieces: number, kg: number | null) =>
    pieces === 0 ? t('bag_none') : kg === null ? t('bag_pieces', { pieces }) : t('bag_pieces_kg', { pieces, kg });
  const penalty = (p: TSupplierPenalty) => {
    if (!p.allowed) return t('penalty_not_allowed');
    if (p.penaltyMinor === null) return t('penalty_unstated');
    if (p.penaltyMinor === 0) return t('penalty_free');
    return t('penalty_fee', { amount: money(toAgencyMinor(p.penaltyMinor, booking)) });
  };

  const invoiceNumber = invoiceNumberOf(booking.reference);
  const pnr = booking.pnr ?? '—';
  const agency = facts.agencyName ?? t('sender_safar');
  const customerCopy = options.copy === 'customer';
  const lead = facts.passengers[0];
  const passengerName = (p: (typeof facts.passengers)[number]) => `${p.familyName}/${p.givenName} ${p.title.toUpperCase()}`;
  const profile = facts.agencyProfile;
  // Safar bills the agency; on its customer's copy the agency (by the name given, else its profile's) bills the lead passenger.
  const issuer = customerCopy
    ? (options.agencyName ?? profile?.displayName ?? agency)
    : options.document === 'invoice'
      ? t('sender_safar')
      : agency;
  const letterhead = customerCopy && profile ? agencyLetterhead(profile, issuer, locale) : null;
  const closedMark = facts.closedAt
    ? t(booking.status === 'voided' ? 'mark_voided' : 'mark_cancelled', { date: instant(facts.closedAt) })
    : null;

  const field = (label: string, value: string, dir: TDirection = locale === 'ar' ? 'rtl' : 'ltr'): TDocumentField => ({
    label,
    value,
    dir,
  });
  const header: TDocumentField[] = [
    ...(options.document === 'invoice' ? [field(t('invoice_number'), invoiceNumber, 'ltr')] : []),
    field(t('reference'), booking.reference, 'ltr'),
    field(t('pnr'), pnr, 'ltr'),
    field(t('issued'), instant(facts.ticketedAt)),
    field(t('issued_by'), issuer, 'auto'),
    ...(options.document === 'invoice'
      ? [field(t('billed_to'), customerCopy ? (lead ? `${lead.givenName} ${lead.familyName}` : '—') : agency, 'auto')]
      : []),
    field(t('status'), translate(locale, `bookings.status_${booking.status}`)),
  ];

  let n = 0;
  const segments: TDocumentSegment[] = offer.slices.flatMap((slice) =>
    slice.segments.map((s) => {
      n += 1;
      const flight = `${s.marketingCarrier} ${s.flightNumber}`;
      const operator = s.operatingCarrier && s.operatingCarrier !== s.marketingCarrier ? s.operatingCarrier : null;
      return {
        // Isolated, so Arabic around it cannot move the number's dot to the other side.
        title: t('segment_title', { flight: isolateLtr(`${n}. ${flight}`), origin: place(s.origin), destination: place(s.destination) }),
        fields: [
          field(t('departs'), atTerminal(wallClock(s.departureLocal), s.originTerminal)),
          field(t('arrives'), atTerminal(wallClock(s.arrivalLocal), s.destinationTerminal)),
          field(t('duration'), t('duration_value', { hours: Math.floor(s.durationMinutes / 60), minutes: s.durationMinutes % 60 })),
          ...(operator ? [field(t('operated_by'), airline(operator), 'auto')] : []),
          ...(s.aircraft ? [field(t('aircraft'), s.aircraft, 'ltr')] : []),
        ],
      };
    }),
  );

  const fare = [
    field(t('airline'), airline(offer.validatingCarrier), 'auto'),
    field(t('cabin'), t(`cabin_${offer.cabin}`)),
    ...(offer.fareBrand ? [field(t('fare_brand'), offer.fareBrand, 'auto')] : []),
    field(
      t('baggage'),
      t('baggage_line', {
        carry_on: bags(offer.baggage.carryOnPieces, offer.baggage.carryOnKg),
        checked: bags(offer.baggage.checkedPieces, offer.baggage.checkedKg),
      }),
    ),
    field(t('refunds'), penalty(offer.refund)),
    field(t('changes'), penalty(offer.change)),
  ];

  const segmentsAll = offer.slices.flatMap((s) => s.segments);
  return {
    locale,
    document: options.document,
    title: t(options.document === 'invoice' ? 'invoice_title' : 'eticket_title'),
    copyLabel: t(customerCopy ? 'customer_copy' : 'agency_copy'),
    mark: closedMark,
    invoiceNumber,
    reference: booking.reference,
    pnr,
    issuer,
    letterhead,
    header,
    passengers: {
      heading: t('passengers'),
      columns: [t('column_passenger'), t('column_type'), t('column_ticket')],
      rows: facts.passengers.map((p) => [passengerName(p), t(`passenger_${p.type}`), p.ticketNumber ?? t('no_ticket')]),
    },
    itinerary: { heading: t('itinerary'), segments },
    fare: { heading: t('fare'), fields: fare },
    price: options.showPrice ? documentPrice(facts, customerCopy, t, money) : null,
    notice: t(options.document === 'invoice' ? 'invoice_notice' : 'eticket_notice'),
    routeCodes: [segmentsAll[0]?.origin ?? '', ...offer.slices.map((s) => s.segments[s.segments.length - 1]?.destination ?? '')].join('–'),
    firstDeparture: segmentsAll[0] ? wallClock(segmentsAll[0].departureLocal) : '',
    passengerNames: facts.passengers.map((p) => `${p.givenName} ${p.familyName}`),
  };
}
