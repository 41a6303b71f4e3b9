import type { TBookingDetails, TBookingListQuery, TBookingRow as TBookingRowView } from '@safar/contracts';
import {
  agencies,
  bookingEvents,
  bookingPassengers,
  bookings,
  cardPayments,
  jsonRowsOf,
  ledgerTransactions,
  rowsFromJson,
  users,
  type Db,
} from '@safar/db';
import { shownCardPayments } from '@/modules/card-payments/card-payment.presenter';
import { readProductFacts } from '@/modules/product-bookings/read-product-facts';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { list } from '@/core/envelope';
import { builtOnce, UNNAMED } from '@/core/prepared';
import { containsPattern } from '@/core/like';
import type { AuthUser } from '@/core/types';
import { presentBookingDetails, presentBookingRow } from '../booking.presenter';
import { assertReaches, bookingsScope } from '../bookings.policy';
import type { TBookingRow } from '../booking-transition';

const payment = alias(ledgerTransactions, 'payment');
const refund = alias(ledgerTransactions, 'refund');

/** The next calendar day (YYYY-MM-DD). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A page of the bookings a user reaches, newest first: by status, by the day they were made (in
 * the agency's time zone), and by a reference, PNR or passenger name. `deadline_within_hours`
 * keeps those whose agency deadline is ahead and at most that far away, soonest first. `only`
 * narrows the list further (the bookings made outside Safar).
 */
export async function listBookings(db: Db, user: AuthUser, q: TBookingListQuery, timeZone: string, now = new Date(), only?: SQL) {
  const conditions: (SQL | undefined)[] = [bookingsScope(user), only];
  if (q.agency_id && user.role !== 'agent') conditions.push(eq(bookings.agencyId, q.agency_id));
  if (q.status) conditions.push(eq(bookings.status, q.status));
  if (q.channel) conditions.push(eq(bookings.channel, q.channel));
  const local = sql`(${bookings.createdAt} at time zone ${timeZone})`;
  if (q.from) conditions.push(gte(local, sql`${q.from}::timestamp`));
  if (q.to) conditions.push(lt(local, sql`${dayAfter(q.to)}::timestamp`));
  if (q.q) {
    const pattern = containsPattern(q.q.trim());
    const like = (text: SQL | AnyColumn) => sql`${text} ilike ${pattern}`;
    const withPassenger = db
      .select({ id: bookingPassengers.bookingId })
      .from(bookingPassengers)
      .where(
        or(
          like(sql`${bookingPassengers.givenName} || ' ' || ${bookingPassengers.familyName}`),
          like(sql`${bookingPassengers.familyName} || ' ' || ${bookingPassengers.givenName}`),
        ),
      );
    conditions.push(or(like(bookings.reference), like(bookings.pnr), inArray(bookings.id, withPassenger)));
  }
  const byDeadline = q.deadline_within_hours !== undefined;
  if (byDeadline) {
    const until = new Date(now.getTime() + q.deadline_within_hours! * 3_600_000);
    conditions.push(gt(bookings.agencyDeadlineAt, now), lte(bookings.agencyDeadlineAt, until));
  }
  const where = and(...conditions);
  const order = byDeadline ? [asc(bookings.agencyDeadlineAt), asc(bookings.id)] : [desc(bookings.createdAt), desc(bookings.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(...order)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  const items = await presentRows(db, rows, user, timeZone);
  return list(items, q.page, q.per_page, total?.n ?? 0);
}

async function rowFacts(db: Db, rows: TBookingRow[]) {
  const ids = rows.map((r) => r.id);
  const agencyIds = [...new Set(rows.map((r) => r.agencyId).filter((id): id is string => id !== null))];
  const [names, passengers] = await Promise.all([
    agencyIds.length ? db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(inArray(agencies.id, agencyIds)) : [],
    ids.length
      ? db
          .select({
            bookingId: bookingPassengers.bookingId,
            ref: bookingPassengers.ref,
            given: bookingPassengers.givenName,
            family: bookingPassengers.familyName,
          })
          .from(bookingPassengers)
          .where(inArray(bookingPassengers.bookingId, ids))
          .orderBy(asc(bookingPassengers.ref))
      : [],
  ]);
  const agencyName = new Map(names.map((a) => [a.id, a.name]));
  return (r: TBookingRow) => {
    const own = passengers.filter((p) => p.bookingId === r.id);
    return {
      agencyName: r.agencyId ? (agencyName.get(r.agencyId) ?? null) : null,
      lead: own[0] ? `${own[0].given} ${own[0].family}` : '',
      passengers: own.length,
    };
  };
}

export async function presentRows(db: Db, rows: TBookingRow[], user: AuthUser, timeZone: string): Promise<TBookingRowView[]> {
  const facts = await rowFacts(db, rows);
  return rows.map((r) => presentBookingRow(r, facts(r), user, timeZone));
}

/**
 * The booking with all it shows (its agency, payment and refund, passengers, timeline, the names
 * of the people in it, card payments) in one prepared statement: every answer that changes a
 * booking ends with this read, and under load each round trip and each build of it counts.
 */
const detailsRead = builtOnce((db) =>
  db
    .select({
      booking: bookings,
      agencyName: agencies.name,
      payment: { id: payment.id, reference: payment.reference },
      refund: { id: refund.id, reference: refund.reference },
      passengers: jsonRowsOf(bookingPassengers, eq(bookingPassengers.bookingId, bookings.id), sql`${bookingPassengers.ref}`),
      events: jsonRowsOf(bookingEvents, eq(bookingEvents.bookingId, bookings.id), sql`${bookingEvents.createdAt}, ${bookingEvents.id}`),
      cards: jsonRowsOf(cardPayments, eq(cardPayments.bookingId, bookings.id), sql`${cardPayments.createdAt}`),
      names: sql<{ id: string; name: string }[]>`(
        select coalesce(json_agg(json_build_object('id', ${users.id}, 'name', ${users.name})), '[]'::json) from ${users}
        where ${users.id} in (${bookings.createdBy}, ${bookings.onBehalfOfId})
           or ${users.id} in (select ${bookingEvents.actorId} from ${bookingEvents} where ${bookingEvents.bookingId} = ${bookings.id}))`,
    })
    .from(bookings)
    .leftJoin(agencies, eq(agencies.id, bookings.agencyId))
    .leftJoin(payment, eq(payment.id, bookings.paymentTransactionId))
    .leftJoin(refund, eq(refund.id, bookings.refundTransactionId))
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare(UNNAMED),
);

/** One booking with its passengers, timeline and money, if the user reaches it. */
export async function bookingDetails(db: Db, user: AuthUser, bookingId: string, timeZone: string): Promise<TBookingDetails> {
  const [found] = await detailsRead(db).execute({ id: bookingId });
  const booking = assertReaches(user, found?.booking);
  const read = found!;
  const passengerRows = rowsFromJson(bookingPassengers, read.passengers);
  const productFacts = await readProductFacts(db, booking, user.locale);
  const lead = passengerRows[0];
  return presentBookingDetails(
    booking,
    {
      agencyName: read.agencyName,
      lead: lead ? `${lead.givenName} ${lead.familyName}` : '',
      passengers: passengerRows.length,
      names: new Map(read.names.map((n) => [n.id, n.name])),
      passengerRows,
      events: rowsFromJson(bookingEvents, read.events),
      payment: read.payment,
      refund: read.refund,
      cardPayments: shownCardPayments(rowsFromJson(cardPayments, read.cards)),
      productFacts,
    },
    user,
    timeZone,
  );
}
