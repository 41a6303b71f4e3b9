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

const TITLES = new Set<DuffelPassengerTitle>(['mr', 'ms', 'mrs', 'miss', 'dr']);

/** Duffel knows mr, ms, mrs, miss and dr; anything else ("Mstr", "Master") falls back by gender. */
function duffelTitle(title: string, gender: 'm' | 'f'): DuffelPassengerTitle {
  const plain = title.trim().toLowerCase().replace(/\.$/, '');
  return TITLES.has(plain as DuffelPassengerTitle) ? (plain as DuffelPassengerTitle) : gender === 'm' ? 'mr' : 'ms';
}

/**
 * Pairs each traveller with one of the offer's Duffel passengers of the same type, in order.
 * Duffel fixed the passengers (and their ids) at search time, so the counts must match.
 */
export function assignPassengers(travellers: TSupplierTraveller[], payload: TDuffelOfferPayload): Map<string, string> {
  const byRef = new Map<string, string>();
  const count = (list: { type: TPassengerType }[], type: TPassengerType) => list.filter((p) => p.type === type).length;
  for (const type of ['adult', 'child', 'infant'] as const) {
    if (count(travellers, type) !== count(payload.passengers, type))
      throw new SupplierError(
        'rejected',
        `The offer was priced for ${count(payload.passengers, type)} ${type}(s), the booking names ${count(travellers, type)}`,
      );
    const ids = payload.passengers.filter((p) => p.type === type).map((p) => p.id);
    travellers.filter((t) => t.type === type).forEach((t, i) => byRef.set(t.ref, ids[i]!));
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

/**
 * The passengers of a Duffel order. Duffel asks an email and a phone number of every passenger;
 * a traveller without one (a child) is given the first one another traveller has.
 */
export function orderPassengers(travellers: TSupplierTraveller[], idByRef: Map<string, string>): CreateOrderPassenger[] {
  const email = travellers.find((t) => t.email)?.email ?? '';
  const phone = travellers.find((t) => t.phone)?.phone ?? '';
  const carrierOf = infantCarriers(travellers);
  return travellers.map((t) => {
    const infantRef = carrierOf.get(t.ref);
    return {
      id: idByRef.get(t.ref)!,
      title: duffelTitle(t.title, t.gender),
      given_name: t.givenName,
      family_name: t.familyName,
      born_on: t.bornOn,
      gender: t.gender,
      email: t.email ?? email,
      phone_number: t.phone ?? phone,
      ...(infantRef ? { infant_passenger_id: idByRef.get(infantRef)! } : {}),
      ...(t.document
        ? {
            identity_documents: [
              {
                type: 'passport' as const,
                unique_identifier: t.document.number,
                issuing_country_code: t.document.issuingCountry,
                expires_on: t.document.expiresOn,
              },
            ],
          }
        : {}),
    };
  });
}

/** Metadata key of the total the core agreed to when the order was made (a Duffel decimal). */
export const AGREED_TOTAL_KEY = 'safar_agreed_total';

/**
 * The order's metadata maps Duffel passenger ids to the app's traveller refs, so tickets can
 * name them on any later read, and keeps the agreed total, so paying a held order later can
 * refuse a price that rose meanwhile.
 */
export const orderMetadata = (idByRef: Map<string, string>, agreedTotal: string): Record<string, string> => ({
  ...Object.fromEntries([...idByRef].map(([ref, id]) => [id, ref])),
  [AGREED_TOTAL_KEY]: agreedTotal,
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
      liveMode: order.live_mode ?? false,
    },
  };
}
