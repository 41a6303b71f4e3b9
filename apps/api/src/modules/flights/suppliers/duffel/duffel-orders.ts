import type { CreateOrderPassenger, DuffelPassengerTitle, Order } from '@duffel/api/types';
import type { TPassengerType } from '@safar/contracts';
import {
  SupplierError,
  type TSupplierBooking,
  type TSupplierBookingStatus,
  type TSupplierTraveller,
} from '@/modules/flights/suppliers/supplier';
import { decimalToMinor } from './duffel-money';
import type { TDuffelOfferPayload } from './duffel-offer-mapper';
import { ageOn } from './duffel-time';

const TITLES = new Set<DuffelPassengerTitle>(['mr', 'ms', 'mrs', 'miss', 'dr']);

/** Duffel knows mr, ms, mrs, miss and dr; anything else ("Mstr", "Master") falls back by gender. */
function duffelTitle(title: string, gender: 'm' | 'f'): DuffelPassengerTitle {
  const plain = title.trim().toLowerCase().replace(/\.$/, '');
  return TITLES.has(plain as DuffelPassengerTitle) ? (plain as DuffelPassengerTitle) : gender === 'm' ? 'mr' : 'ms';
}

/**
 * Pairs each traveller with one of the offer's Duffel passengers of the same type. Duffel fixed
 * the passengers (and their ids) at search time, so the counts must match; a child or infant goes
 * to a passenger searched with its age on `lastDepartureDate` (the last slice's departure day)
 * when there is one, else to the next one in order. Duffel refuses a passenger whose age on that
 * day is not the age searched, so that is refused here first, with a message saying what to do.
 */
export function assignPassengers(
  travellers: TSupplierTraveller[],
  payload: TDuffelOfferPayload,
  lastDepartureDate: string,
): Map<string, string> {
  const byRef = new Map<string, string>();
  const count = (list: { type: TPassengerType }[], type: TPassengerType) => list.filter((p) => p.type === type).length;
  for (const type of ['adult', 'child', 'infant'] as const) {
    if (count(travellers, type) !== count(payload.passengers, type))
      throw new SupplierError(
        'rejected',
        `The offer was priced for ${count(payload.passengers, type)} ${type}(s), the booking names ${count(travellers, type)}`,
      );
    const free = payload.passengers.filter((p) => p.type === type);
    const ofType = travellers.filter((t) => t.type === type);
    const ageOf = new Map(ofType.map((t) => [t.ref, ageOn(t.bornOn, lastDepartureDate)]));
    const take = (t: TSupplierTraveller, index: number) => byRef.set(t.ref, free.splice(index, 1)[0]!.id);
    // Travellers whose age was searched first, then the others in order.
    for (const t of ofType) {
      const index = free.findIndex((p) => p.age !== null && p.age !== undefined && p.age === ageOf.get(t.ref));
      if (index >= 0) take(t, index);
    }
    for (const t of ofType) if (!byRef.has(t.ref)) take(t, 0);
    for (const t of ofType) {
      const searched = payload.passengers.find((p) => p.id === byRef.get(t.ref))?.age;
      if (searched === null || searched === undefined) continue;
      const age = ageOf.get(t.ref);
      if (age === null || age === undefined) throw new SupplierError('rejected', `Traveller ${t.ref} has no valid date of birth`);
      if (age !== searched)
        throw new SupplierError(
          'rejected',
          `Traveller ${t.ref} (${type}) will be ${age} on ${lastDepartureDate.slice(0, 10)}, the day of the last flight, ` +
            `but the offer was searched for a ${type} of ${searched}: Duffel books only the ages searched, so search again with the real ages`,
        );
    }
  }
  return byRef;
}

/** Each infant rides on an adult: the one it names, else the next adult without an infant. */
function infantCarriers(travellers: TSupplierTraveller[]): Map<string, string> {
  const carrierOf = new Map<string, string>();
  const adults = travellers.filter((t) => t.type === 'adult').map((t) => t.ref);
  const taken = new Set<string>();
  for (const infant of travellers.filter((t) => t.type === 'infant')) {
    const carrier =
      infant.infantOf && adults.includes(infant.infantOf) && !taken.has(infant.infantOf)
        ? infant.infantOf
        : adults.find((a) => !taken.has(a));
    if (!carrier) throw new SupplierError('rejected', 'Every infant needs an adult of its own to travel on');
    taken.add(carrier);
    carrierOf.set(carrier, infant.ref);
  }
  return carrierOf;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Duffel takes phone numbers in E.164: a plus, the country code and the number, no spaces. */
const E164 = /^\+[1-9]\d{6,14}$/;

/** "+44 20 8016-0509", "0044 (20) 80160509" → "+442080160509"; anything else is left to be refused. */
export function internationalPhone(phone: string): string {
  const compact = phone.trim().replace(/[\s().-]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/**
 * Every Duffel passenger needs an email and a phone number in international form. A traveller
 * without one (a child) is given the first one another traveller has; when none has any, or a
 * number is not international, the booking is refused here rather than sent with a blank.
 */
function contactsOf(travellers: TSupplierTraveller[]): Map<string, { email: string; phone: string }> {
  const own = travellers.map((t) => ({ ref: t.ref, email: t.email?.trim() || null, phone: t.phone?.trim() || null }));
  for (const t of own) {
    if (t.email && !EMAIL.test(t.email)) throw new SupplierError('rejected', `Traveller ${t.ref}'s email address is not valid`);
    if (t.phone && !E164.test(internationalPhone(t.phone)))
      throw new SupplierError(
        'rejected',
        `Traveller ${t.ref}'s phone number is not in international form: Duffel needs + and the country code (like +442080160509)`,
      );
  }
  const email = own.find((t) => t.email)?.email;
  const phone = own.find((t) => t.phone)?.phone;
  if (!email) throw new SupplierError('rejected', 'Duffel needs an email address for every passenger, and no traveller has one');
  if (!phone) throw new SupplierError('rejected', 'Duffel needs a phone number for every passenger, and no traveller has one');
  return new Map(own.map((t) => [t.ref, { email: t.email ?? email, phone: internationalPhone(t.phone ?? phone) }]));
}

/**
 * Identity documents go to Duffel only when the offer requires them, and only of a type it
 * takes (Safar keeps passports): when the offer does not ask for them, or names no type, none
 * is sent, since Duffel refuses a document it does not take.
 */
function identityDocuments(t: TSupplierTraveller, payload: TDuffelOfferPayload): CreateOrderPassenger['identity_documents'] | null {
  const types = payload.identityDocumentTypes ?? ['passport'];
  if (!payload.identityDocumentsRequired || types.length === 0) return null;
  if (!types.includes('passport'))
    throw new SupplierError(
      'rejected',
      `This fare needs identity documents of a kind Safar does not keep (${types.join(', ')}); Safar keeps passports only`,
    );
  if (!t.document) throw new SupplierError('rejected', `This fare needs every passenger's passport, and traveller ${t.ref} has none`);
  return [
    {
      type: 'passport',
      unique_identifier: t.document.number,
      issuing_country_code: t.document.issuingCountry,
      expires_on: t.document.expiresOn,
    },
  ];
}

/** The passengers of a Duffel order, with their contacts, infants and identity documents. */
export function orderPassengers(
  travellers: TSupplierTraveller[],
  idByRef: Map<string, string>,
  payload: TDuffelOfferPayload,
): CreateOrderPassenger[] {
  const contacts = contactsOf(travellers);
  const carrierOf = infantCarriers(travellers);
  return travellers.map((t) => {
    const infantRef = carrierOf.get(t.ref);
    const documents = identityDocuments(t, payload);
    const contact = contacts.get(t.ref)!;
    return {
      id: idByRef.get(t.ref)!,
      title: duffelTitle(t.title, t.gender),
      given_name: t.givenName,
      family_name: t.familyName,
      born_on: t.bornOn,
      gender: t.gender,
      email: contact.email,
      phone_number: contact.phone,
      ...(infantRef ? { infant_passenger_id: idByRef.get(infantRef)! } : {}),
      ...(documents ? { identity_documents: documents } : {}),
    };
  });
}

/** Metadata key of the total the core agreed to when the order was made (a Duffel decimal). */
export const AGREED_TOTAL_KEY = 'safar_agreed_total';

/** Metadata key of the core's own booking reference, when it gives one. */
export const REFERENCE_KEY = 'safar_reference';

/**
 * The order's metadata maps Duffel passenger ids to the app's traveller refs, so tickets can
 * name them on any later read; keeps the agreed total, so paying a held order later can refuse
 * a price that rose meanwhile; and the core's reference, which Duffel echoes in its webhooks
 * (an order created after a 202 arrives only there).
 */
export const orderMetadata = (idByRef: Map<string, string>, agreedTotal: string, reference?: string): Record<string, string> => ({
  ...Object.fromEntries([...idByRef].map(([ref, id]) => [id, ref])),
  [AGREED_TOTAL_KEY]: agreedTotal,
  ...(reference ? { [REFERENCE_KEY]: reference } : {}),
});

const isoInstant = (value: string | null | undefined): string | null => {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
};

function statusOf(order: Order): TSupplierBookingStatus {
  if (order.cancelled_at) return 'cancelled';
  if ((order.documents ?? []).some((d) => d.type === 'electronic_ticket')) return 'ticketed';
  if (order.payment_status?.awaiting_payment) return 'held';
  return 'confirmed';
}

/**
 * A Duffel order as the app's booking. Duffel exposes no void window (a void is the airline's own
 * cancellation shortly after ticketing), so `voidDeadline` is always null.
 */
export function mapOrder(order: Order): TSupplierBooking {
  const currency = order.total_currency;
  const status = statusOf(order);
  const refs = order.metadata ?? {};
  const tickets = (order.documents ?? [])
    .filter((d) => d.type === 'electronic_ticket')
    .flatMap((d) => (d.passenger_ids ?? []).map((id) => ({ travellerRef: refs[id] ?? id, number: d.unique_identifier })));
  return {
    orderKey: order.id,
    pnr: order.booking_reference,
    status,
    currency,
    totalMinor: decimalToMinor(order.total_amount, currency),
    paymentDeadline: status === 'held' ? isoInstant(order.payment_status?.payment_required_by) : null,
    priceGuaranteeUntil: status === 'held' ? isoInstant(order.payment_status?.price_guarantee_expires_at) : null,
    voidDeadline: null,
    tickets,
    offer: null,
    payload: {
      orderId: order.id,
      awaitingPayment: order.payment_status?.awaiting_payment ?? false,
      priceGuaranteeExpiresAt: order.payment_status?.price_guarantee_expires_at ?? null,
      availableActions: order.available_actions ?? [],
      reference: order.metadata?.[REFERENCE_KEY] ?? null,
      liveMode: order.live_mode ?? false,
    },
  };
}
