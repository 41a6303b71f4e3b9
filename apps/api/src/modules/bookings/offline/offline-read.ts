import type { TBookingListQuery, TCurrency, TOfflineBookingDetails } from '@safar/contracts';
import { agencies, bookingEvents, bookingPassengers, bookings } from '@safar/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { renderMail } from '@/core/mail/mailer';
import { queueMails } from '@/core/mail/outbox';
import type { AuthUser } from '@/core/types';
import { noticeAmount } from '@/modules/notifications/notify';
import { assertReaches } from '../bookings.policy';
import { bookingDetails, listBookings } from '../services/read-bookings';
import { presentOfflineFacts, storedFacts } from './offline-record';

/** Bookings made outside Safar: typed offline, or imported from a supplier. */
export const OUTSIDE_CHANNELS = ['offline', 'import'] as const;
const outside = inArray(bookings.channel, [...OUTSIDE_CHANNELS]);

/** GET /get-offline-bookings: staff all of them, an agent its own agency's; each with the supplier as staff named it. */
export async function listOfflineBookings(req: FastifyRequest, user: AuthUser, q: TBookingListQuery) {
  const tz = req.server.config.agencyTimezone;
  const page = await listBookings(req.server.db, user, q, tz, new Date(), outside);
  const ids = page.items.map((i) => i.id);
  const rows = ids.length ? await req.server.db.select().from(bookings).where(inArray(bookings.id, ids)) : [];
  const names = new Map(rows.map((r) => [r.id, storedFacts(r).supplier_name]));
  return { ...page, items: page.items.map((i) => ({ ...i, supplier_name: names.get(i.id) ?? i.supplier })) };
}

/** One booking made outside Safar that the user reaches (another agency's, or one made in Safar, is not found). */
async function outsideRow(req: FastifyRequest, user: AuthUser, id: string) {
  const [row] = await req.server.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), outside));
  return assertReaches(user, row);
}

/** GET /get-offline-booking-details: the booking as every booking is shown, with what only such a booking has. */
export async function offlineBookingDetails(req: FastifyRequest, user: AuthUser, id: string): Promise<TOfflineBookingDetails> {
  const row = await outsideRow(req, user, id);
  const booking = await bookingDetails(req.server.db, user, id, req.server.config.agencyTimezone);
  return { booking, offline: presentOfflineFacts(row, user.role) };
}

/**
 * POST /send-offline-booking-email: the booking's summary, in the booking's language, through the
 * outbox, to the address staff give or the booking's contact (the walk-in customer, or the
 * agency's agent); on the timeline and in the activity log.
 */
export async function sendOfflineBookingEmail(req: FastifyRequest, user: AuthUser, id: string, to: string | undefined) {
  const db = req.server.db;
  const row = await outsideRow(req, user, id);
  const facts = storedFacts(row);
  const [agency] = row.agencyId ? await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, row.agencyId)) : [];
  const passengers = await db
    .select({ given: bookingPassengers.givenName, family: bookingPassengers.familyName, ticket: bookingPassengers.ticketNumber })
    .from(bookingPassengers)
    .where(eq(bookingPassengers.bookingId, row.id))
    .orderBy(asc(bookingPassengers.ref));
  const recipient = to ?? row.contactEmail;
  const name = facts.customer?.name ?? agency?.name ?? recipient;
  const mail = renderMail(facts.locale, 'offline_booking', name, {
    reference: row.reference,
    pnr: row.pnr ?? '',
    flights: facts.flights
      .map(
        (f) =>
          `${f.flight_number} ${f.origin} → ${f.destination} ${f.departure_local.replace('T', ' ')} – ${f.arrival_local.replace('T', ' ')}`,
      )
      .join('\n'),
    passengers: passengers.map((p) => `${p.given} ${p.family}${p.ticket ? ` (${p.ticket})` : ''}`).join('\n'),
    amount: noticeAmount(row.dueMinor, row.currency as TCurrency),
  });
  await db.transaction(async (tx) => {
    await queueMails(tx, req, [{ to: recipient, kind: 'offline_booking', ...mail }]);
    await tx.insert(bookingEvents).values({ bookingId: row.id, kind: 'offline_mailed', actorId: user.id, detail: { to: recipient } });
    await recordActivity(tx, req, {
      action: 'offline_booking.emailed',
      subjectType: 'booking',
      subjectId: row.id,
      after: { to: recipient, locale: facts.locale },
    });
  });
  return { to: recipient };
}
