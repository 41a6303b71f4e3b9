import { localToUtcMs, passengerProblems, passengerTypeOn, type TBookingPassenger, type TCreateBooking } from '@safar/contracts';
import { agencies, bookingEvents, bookingPassengers, bookings, type Tx } from '@safar/db';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { AppError } from '@/core/app-error';
import { loadOffer, type TStoredOffer } from '@/modules/flights/offers/offer-store';
import { offerGone, recheckOffer } from '@/modules/flights/services/recheck-offer';
import { chosenExtras } from '@/modules/flights/services/ancillaries';
import { airportZone } from '@/modules/flights/suppliers/simulated';
import type { TSupplierOffer, TSupplierTraveller } from '@/modules/flights/suppliers/supplier';
import type { TBookingActor, TBookingDeps } from '../booking-deps';
import { payWrittenBooking } from '../booking-postings';
import { priceForAgency, priceForStorefront, withExtras } from '../booking-pricing';
import { assertExtrasCurrency, bookExtras, extrasMinor, extrasSupplierMinor, supplierServices } from '../booking-extras';
import { storedTripFacts } from '../trip-facts';
import { bookingMode } from '../booking-mode';
import type { TBookingRow } from '../booking-transition';
import { findDuplicates } from './duplicate-guard';
import { assertOwnTravellers } from './own-travellers';
import { applyBookAnswer } from './book-with-supplier';
import { confirmBooking } from './confirm-booking';
import { callSupplier } from '../booking-supplier';

type TCreateInput = Omit<TCreateBooking, 'passengers'> & {
  passengers: TBookingPassenger[];
  ticketing: 'hold' | 'now';
  confirm_duplicate: boolean;
};

/** The instant a local time at an airport happens (UTC when the airport's zone is unknown). */
const instantAt = (local: string, iata: string) => new Date(localToUtcMs(local, airportZone(iata) ?? 'UTC'));

/**
 * The stored offer a booking may be made from: not gone, not expired, and the booker's: an
 * agency's for that agency (or any staff search, for staff), a storefront search for the
 * customer or the visitor's browser that made it.
 */
async function offerFor(deps: TBookingDeps, actor: TBookingActor, flightId: string): Promise<TStoredOffer> {
  const stored = await loadOffer(deps.app.db, flightId);
  if (!stored || stored.expiresAt.getTime() <= Date.now()) throw offerGone();
  const viewer = stored.viewer;
  const ours =
    actor.channel === 'customer'
      ? viewer.kind === 'public' &&
        (viewer.userId ? viewer.userId === actor.customerId : viewer.visitorId !== null && viewer.visitorId === actor.visitorId)
      : (viewer.kind === 'agent' && viewer.agencyId === actor.agencyId) || (actor.channel === 'staff' && viewer.kind === 'staff');
  if (!ours) throw new AppError('forbidden', { key: 'messages.booking_offer_not_yours' });
  return stored;
}

/**
 * Books a stored offer for an agency: checks the passengers against the trip, guards against
 * booking the same person twice, re-checks the price with the supplier, writes the booking, and
 * only then asks the supplier for it. "Ticket now" holds and confirms at once where the supplier
 * holds, or pays first and books instantly where it does not.
 */
export async function createBooking(
  deps: TBookingDeps,
  actor: TBookingActor,
  input: TCreateInput,
): Promise<{ booking: TBookingRow; messageKey: string }> {
  const db = deps.app.db;
  const sameRequest = requestOf(actor);
  if (sameRequest) {
    const [again] = await db.select().from(bookings).where(sameRequest.where);
    if (again) return { booking: again, messageKey: 'messages.booking_held' };
  }
  const stored = await offerFor(deps, actor, input.flight_id);
  const trip = storedTripFacts(stored);
  const problems = passengerProblems(input.passengers, trip);
  if (problems.length > 0) {
    const errors: Record<string, string[]> = {};
    for (const p of problems) (errors[p.path.join('.')] ??= []).push(p.key);
    throw new AppError('validation_failed', { errors, params: Object.assign({}, ...problems.map((p) => p.params ?? {})) });
  }
  await assertOwnTravellers(db, actor.agencyId, input.passengers, 'passengers');
  const first = stored.priced.offer.slices[0]!.segments[0]!;
  if (!input.confirm_duplicate && actor.agencyId) {
    const duplicates = await findDuplicates(db, actor.agencyId, first, input.passengers);
    if (duplicates.length > 0)
      throw new AppError('conflict', {
        key: 'messages.booking_duplicate',
        params: { name: duplicates[0]!.name, reference: duplicates[0]!.reference },
        details: { duplicates },
      });
  }

  const source = await deps.flights.registry.source(stored.supplierCode);
  if (!source) throw new AppError('conflict', { key: 'messages.booking_no_supplier' });
  const checked = await recheckOffer(stored, source);
  const offer: TSupplierOffer = checked.offer;
  const priced = actor.agencyId ? await priceForAgency(db, stored, offer, actor.agencyId) : await priceForStorefront(db, stored, offer);
  // The bags and seats chosen on the offer, as kept with it, for the passengers as typed.
  const party = input.passengers.map((p, i) => ({ ref: passengerRef(i), type: passengerTypeOn(p.born_on, trip.lastFlightOn) }));
  const extras = bookExtras(await chosenExtras(db, stored), stored.query, party);
  assertExtrasCurrency(extras, offer.currency, stored.supplierCurrency);
  const totals = withExtras(priced.totals, extrasMinor(extras));
  const due = totals.after_airline_minor;
  if (checked.changed && input.accept_total_minor !== due)
    throw new AppError('conflict', {
      key: 'messages.booking_price_changed',
      params: { amount: `${priced.currency} ${due}` },
      details: { price_changed: { due_minor: due, gross_minor: totals.gross_minor, currency: priced.currency } },
    });

  const extrasOnlyWhenPaid = extras.length > 0 && source.supplier.servicesOnlyWhenPaid === true;
  const canHold = offer.ticketingDeadline !== null;
  // The storefront holds first and takes the card after: a fare that cannot be held is not sold there yet.
  if (actor.channel === 'customer' && (!canHold || extrasOnlyWhenPaid))
    throw new AppError('conflict', { key: 'messages.booking_card_needs_hold' });
  const mode = bookingMode({
    ticketing: actor.channel === 'customer' ? 'hold' : input.ticketing,
    canHold,
    extrasOnlyWhenPaid,
    // Read only when the answer matters: a booking made at once on an agent's "ticket now".
    agentNeedsApproval:
      actor.channel === 'agent' &&
      input.ticketing === 'now' &&
      (!canHold || extrasOnlyWhenPaid) &&
      (await agencyNeedsApproval(db, actor.agencyId!)),
  });
  const lastSlice = offer.slices[offer.slices.length - 1]!;
  const lastSeg = lastSlice.segments[lastSlice.segments.length - 1]!;
  const written = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        channel: actor.channel,
        agencyId: actor.agencyId,
        customerId: actor.customerId ?? null,
        createdBy: actor.userId,
        onBehalfOfId: actor.onBehalfOfId,
        requestKey: sameRequest?.key ?? null,
        mode,
        // Mid-call from the moment it exists: a process that stops before the answer leaves it for a check.
        pendingCall: 'book',
        supplierCode: stored.supplierCode,
        supplierCurrency: offer.currency,
        supplierTotalMinor: offer.totalMinor + extrasSupplierMinor(extras),
        offerSetId: stored.setId,
        offerIndex: stored.index,
        offer,
        query: stored.query,
        priceLines: priced.lines,
        extras,
        currency: priced.currency,
        rateMillionths: stored.rate?.millionths ?? null,
        rateId: stored.rate?.id ?? null,
        rateDate: stored.rate?.date ?? null,
        netMinor: totals.net_minor,
        airlineMarginMinor: totals.airline_margin_minor,
        markupMinor: totals.sell_margin_minor,
        grossMinor: totals.gross_minor,
        dueMinor: due,
        contactEmail: input.contact.email,
        locale: actor.locale ?? null,
        contactPhone: input.contact.phone,
        offerExpiresAt: new Date(offer.expiresAt),
        departsAt: instantAt(first.departureLocal, first.origin),
        lastFlightOn: lastSeg.departureLocal.slice(0, 10),
        duplicateConfirmed: input.confirm_duplicate,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null; // the same key won a race a moment ago: its booking answers below
    const passengers = await tx
      .insert(bookingPassengers)
      .values(passengerRows(row.id, input.passengers, trip.lastFlightOn))
      .returning();
    await tx.insert(bookingEvents).values({
      bookingId: row.id,
      kind: 'requested',
      toStatus: 'pending',
      actorId: actor.userId,
      detail: {
        mode,
        ticketing: input.ticketing,
        on_behalf_of: actor.onBehalfOfId,
        duplicate_confirmed: input.confirm_duplicate,
        price_changed: checked.changed,
      },
    });
    // Where the supplier cannot hold, "ticket now" pays first: the money is taken in the same
    // transaction as the booking is written, so it is never taken for a booking that does not exist.
    if (mode === 'instant') {
      const paid = await payWrittenBooking(tx as Tx, row, actor.userId);
      await tx.insert(bookingEvents).values({
        bookingId: row.id,
        kind: 'paid',
        actorId: actor.userId,
        detail: { transaction: paid.reference, amount_minor: row.dueMinor },
      });
      return { booking: paid.booking, passengers };
    }
    return { booking: row, passengers };
  });
  if (!written) {
    const [winner] = await db.select().from(bookings).where(sameRequest!.where);
    return { booking: winner!, messageKey: 'messages.booking_held' };
  }

  const { booking, passengers } = written;
  // Written just above from the checkout's passengers, whose passport facts are all required.
  const travellers: TSupplierTraveller[] = passengers.map((p) => ({
    ref: p.ref,
    type: p.type,
    title: p.title.toUpperCase(),
    givenName: p.givenName,
    familyName: p.familyName,
    bornOn: p.bornOn!,
    gender: p.gender!,
    email: input.contact.email,
    phone: input.contact.phone,
    document: { type: 'passport', number: p.passportNumber!, issuingCountry: p.passportCountry!, expiresOn: p.passportExpiresOn! },
    ...(p.infantOf ? { infantOf: p.infantOf } : {}),
  }));
  const answer = await callSupplier((ctx) =>
    source.supplier.book(
      {
        offer,
        travellers,
        services: supplierServices(extras),
        mode,
        // The fare and the extras, in the supplier's currency, as agreed when the booking was written.
        expectedTotalMinor: booking.supplierTotalMinor,
        reference: booking.reference,
      },
      ctx,
    ),
  );
  const after = await applyBookAnswer(deps, booking, answer, actor.userId);
  if (after.status === 'failed' && answer.outcome === 'refused')
    throw new AppError('conflict', {
      key: answer.error.kind === 'price_changed' ? 'messages.booking_price_moved' : 'messages.booking_supplier_refused',
      params: { reason: answer.error.message },
      details: { booking_id: after.id, reference: after.reference, status: after.status, supplier_error: answer.error.kind },
    });
  // The storefront pays by card after the hold; an agency's "ticket now" pays from its wallet here.
  if (after.status === 'held' && input.ticketing === 'now' && actor.channel !== 'customer')
    return confirmBooking(deps, actor.userId!, after.id);
  const messageKey =
    after.status === 'outcome_unknown'
      ? 'messages.booking_outcome_unknown'
      : after.status === 'ticketed'
        ? 'messages.booking_confirmed'
        : 'messages.booking_held';
  return { booking: after, messageKey };
}

/**
 * The request key a booking is kept under, and how to find it: an account's key (unique per
 * account), or a visitor's, scoped to its browser (the signed visitor id), so that the same
 * request sent again (a retry after a lost answer) finds the booking instead of holding twice, and
 * no other visitor can reach it by guessing the key.
 */
export function requestOf(actor: TBookingActor): { key: string; where: SQL } | null {
  if (!actor.requestKey) return null;
  if (actor.userId)
    return { key: actor.requestKey, where: and(eq(bookings.createdBy, actor.userId), eq(bookings.requestKey, actor.requestKey))! };
  if (!actor.visitorId) return null;
  const key = `visitor:${actor.visitorId}:${actor.requestKey}`;
  return { key, where: and(isNull(bookings.createdBy), eq(bookings.requestKey, key))! };
}

/** A booking passenger's ref, by place in the order typed: p1, p2… (the supplier echoes it on tickets and extras). */
const passengerRef = (index: number) => `p${index + 1}`;

/** The passengers as booked, each typed (adult, child, infant) by their age on `agesOn`: a flight's last day, a trip's first. */
export function passengerRows(bookingId: string, passengers: TBookingPassenger[], agesOn: string) {
  return passengers.map((p, i) => ({
    bookingId,
    ref: passengerRef(i),
    type: passengerTypeOn(p.born_on, agesOn),
    title: p.title,
    givenName: p.given_name,
    familyName: p.family_name,
    bornOn: p.born_on,
    gender: p.gender,
    nationality: p.nationality,
    passportNumber: p.passport_number,
    passportCountry: p.passport_country,
    passportExpiresOn: p.passport_expires_on,
    infantOf: p.infant_of === null || p.infant_of === undefined ? null : `p${p.infant_of + 1}`,
    travellerId: p.traveller_id ?? null,
  }));
}

async function agencyNeedsApproval(db: TBookingDeps['app']['db'], agencyId: string): Promise<boolean> {
  const [agency] = await db.select({ approval: agencies.ticketingApproval }).from(agencies).where(eq(agencies.id, agencyId));
  return agency?.approval ?? false;
}
