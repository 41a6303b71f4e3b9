import type { TBookingDetails, TBookingRow as TBookingRowView, TCardPayment, TProduct, TProductBookingFacts } from '@safar/contracts';
import type { bookingEvents, bookingPassengers } from '@safar/db';
import { productBookingTitle } from '@/modules/product-bookings/product-facts.presenter';
import type { AuthUser } from '@/core/types';
import type { TSupplierOffer } from '@/modules/flights/suppliers/supplier';
import type { TBookingRow } from './booking-transition';
import { presentExtras, type TBookedExtra } from './booking-extras';
import { actionsFor } from './bookings.policy';
import type { TPricedLine } from '@/modules/flights/pricing/price-offer';

/** Finance and admin see the net and the airline margin apart; agents see what they pay, their markup and the customer's price. */
const seesAirlineMargins = (user: AuthUser) => user.role === 'admin' || user.role === 'accounts';

function presentLines(lines: TPricedLine[], full: boolean) {
  return lines.map((l) => ({
    type: l.type,
    count: l.count,
    due_minor: l.unit.after_airline_minor,
    markup_minor: l.unit.sell_margin_minor,
    gross_minor: l.unit.gross_minor,
    ...(full ? { net_minor: l.unit.net_minor, airline_margin_minor: l.unit.airline_margin_minor } : {}),
  }));
}

type TPassenger = typeof bookingPassengers.$inferSelect;
type TEvent = typeof bookingEvents.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface TRowFacts {
  agencyName: string | null;
  lead: string;
  passengers: number;
}

/** A flight's first and last airports; a product has none. */
function route(b: TBookingRow): { origin: string | null; destination: string | null } {
  if (b.product !== 'flight') return { origin: null, destination: null };
  const firstSlice = (b.offer as TSupplierOffer).slices[0]!;
  return { origin: firstSlice.segments[0]!.origin, destination: firstSlice.segments[firstSlice.segments.length - 1]!.destination };
}

export function presentBookingRow(b: TBookingRow, facts: TRowFacts, user: AuthUser, timeZone: string): TBookingRowView {
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    channel: b.channel,
    agency: b.agencyId && facts.agencyName !== null ? { id: b.agencyId, name: facts.agencyName } : null,
    pnr: b.pnr,
    supplier: b.supplierCode,
    product: b.product as TProduct,
    title: productBookingTitle(b, user.locale),
    ...route(b),
    departs_at: b.departsAt.toISOString(),
    lead_passenger: facts.lead,
    passengers: facts.passengers,
    currency: b.currency,
    due_minor: b.dueMinor,
    markup_minor: b.markupMinor,
    gross_minor: b.grossMinor,
    needs_approval: b.needsApproval,
    deadlines: {
      offer_expires_at: iso(b.offerExpiresAt),
      supplier_deadline_at: iso(b.supplierDeadlineAt),
      price_guarantee_until: iso(b.priceGuaranteeUntil),
      agency_deadline_at: iso(b.agencyDeadlineAt),
      void_until: iso(b.voidUntil),
      time_zone: timeZone,
    },
    actions: actionsFor(user, b),
    created_at: b.createdAt.toISOString(),
  };
}

export interface TDetailFacts extends TRowFacts {
  names: Map<string, string>;
  passengerRows: TPassenger[];
  events: TEvent[];
  payment: { id: string; reference: string } | null;
  refund: { id: string; reference: string } | null;
  cardPayments: TCardPayment[];
  /** A product booking's own facts (null for a flight). */
  productFacts: TProductBookingFacts | null;
}

export function presentBookingDetails(b: TBookingRow, facts: TDetailFacts, user: AuthUser, timeZone: string): TBookingDetails {
  const person = (id: string | null) => (id ? { id, name: facts.names.get(id) ?? '' } : null);
  return {
    ...presentBookingRow(b, facts, user, timeZone),
    contact: { email: b.contactEmail, phone: b.contactPhone },
    created_by: person(b.createdBy),
    on_behalf_of: person(b.onBehalfOfId),
    passenger_list: facts.passengerRows.map((p) => ({
      ref: p.ref,
      type: p.type,
      title: p.title,
      given_name: p.givenName,
      family_name: p.familyName,
      born_on: p.bornOn,
      gender: p.gender,
      nationality: p.nationality,
      passport_number: p.passportNumber,
      passport_country: p.passportCountry,
      passport_expires_on: p.passportExpiresOn,
      infant_of: p.infantOf,
      ticket_number: p.ticketNumber,
    })),
    slices: b.product === 'flight' ? (b.offer as TSupplierOffer).slices : [],
    price_lines: b.product === 'flight' ? presentLines(b.priceLines as TPricedLine[], seesAirlineMargins(user)) : [],
    extras: presentExtras(b.extras as TBookedExtra[]),
    payment: facts.payment,
    refund: facts.refund,
    card_payments: facts.cardPayments,
    timeline: facts.events.map((e) => ({
      kind: e.kind,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      actor: person(e.actorId),
      detail: e.detail as Record<string, unknown>,
      at: e.createdAt.toISOString(),
    })),
    product_facts: facts.productFacts,
  };
}
