import type { TBookingStatus } from '@safar/contracts';
import { agencies, airlines, bookingEvents, bookingPassengers, bookings, type DbOrTx } from '@safar/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AppError } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import type { TAgencyProfileRow } from '@/modules/agent-profile/agent-profile.presenter';
import { savedAgencyProfile } from '@/modules/agent-profile/agent-profile.service';
import { lookupAirports } from '@/modules/flights/services/reference-lookups';
import type { TSupplierOffer } from '@/modules/flights/suppliers/supplier';
import { assertReaches } from '../bookings.policy';
import type { TBookingRow } from '../booking-transition';

/*
 * Everything a booking's documents say, read once: the booking as sold (its offer, price lines
 * and passengers are copies, so a document printed again later says the same), its agency and
 * the profile it shows its customers,
 * when it was ticketed and, for one no longer valid, when that happened, and the names of the
 * airports and airlines it flies.
 */

export type TDocumentPassenger = typeof bookingPassengers.$inferSelect;

export interface TDocumentFacts {
  booking: TBookingRow;
  offer: TSupplierOffer;
  passengers: TDocumentPassenger[];
  /** The agency that owns the booking (null for a customer's own booking). */
  agencyName: string | null;
  /** What the agency shows its customers (name, logo, contacts), once it has saved it. */
  agencyProfile: TAgencyProfileRow | null;
  ticketedAt: Date;
  /** A voided or cancelled booking: when it stopped being valid. */
  closedAt: Date | null;
  places: Map<string, { city: string }>;
  airlineNames: Map<string, string>;
}

/** The states whose tickets exist: valid ones, and those voided or cancelled after issue (the documents say so). */
const ISSUED: readonly TBookingStatus[] = ['ticketed', 'void_requested', 'voided', 'cancelled'];

/** 409 naming the state of a booking that has no tickets (a hold, a failed or released booking). */
const notIssued = (status: TBookingStatus) =>
  new AppError('conflict', {
    key: 'booking_documents.not_issued',
    params: { status: { t: `bookings.status_${status}` } },
    details: { status },
  });

export async function documentFacts(db: DbOrTx, user: AuthUser, bookingId: string): Promise<TDocumentFacts> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return documentFactsOf(db, assertReaches(user, row));
}

/** The facts of a booking the reader was already found to reach (a storefront booking by its link). */
export async function documentFactsOf(db: DbOrTx, booking: TBookingRow): Promise<TDocumentFacts> {
  const passengers = await db
    .select()
    .from(bookingPassengers)
    .where(eq(bookingPassengers.bookingId, booking.id))
    .orderBy(asc(bookingPassengers.ref));
  // A hold released before issue ends "cancelled" too, but with no ticket to show.
  if (!ISSUED.includes(booking.status) || !passengers.some((p) => p.ticketNumber)) throw notIssued(booking.status);

  const offer = booking.offer as TSupplierOffer;
  const segments = offer.slices.flatMap((s) => s.segments);
  const carriers = [
    ...new Set([offer.validatingCarrier, ...segments.flatMap((s) => [s.marketingCarrier, s.operatingCarrier ?? s.marketingCarrier])]),
  ];
  const [events, agency, agencyProfile, places, carrierRows] = await Promise.all([
    db
      .select({ toStatus: bookingEvents.toStatus, at: bookingEvents.createdAt })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, booking.id), inArray(bookingEvents.toStatus, ['ticketed', 'voided', 'cancelled'])))
      .orderBy(asc(bookingEvents.createdAt)),
    booking.agencyId ? db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, booking.agencyId)) : [],
    booking.agencyId ? savedAgencyProfile(db, booking.agencyId) : null,
    lookupAirports(db, [...new Set(segments.flatMap((s) => [s.origin, s.destination]))]),
    db.select({ code: airlines.iataCode, name: airlines.name }).from(airlines).where(inArray(airlines.iataCode, carriers)),
  ]);
  const firstAt = (status: string) => events.find((e) => e.toStatus === status)?.at ?? null;
  const closed = booking.status === 'voided' || booking.status === 'cancelled';
  return {
    booking,
    offer,
    passengers,
    agencyName: agency[0]?.name ?? null,
    agencyProfile,
    // A ticket recorded by a correction has no "ticketed" move; its last change is the best date there is.
    ticketedAt: firstAt('ticketed') ?? booking.updatedAt,
    closedAt: closed ? (firstAt(booking.status) ?? booking.updatedAt) : null,
    places,
    airlineNames: new Map(carrierRows.map((r) => [r.code, r.name])),
  };
}
