import { bookingEvents, bookingPassengers, bookings, jsonRowsOf, ledgerAccounts, rowsFromJson } from '@safar/db';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { adult, buildBookingWorld, type TBookingWorld } from './bookings.test-kit';

// A booking's details come in one statement, its children aggregated as JSON (jsonRowsOf) and read
// back with rowsFromJson: the rows must be exactly those drizzle reads from the tables themselves
// (dates, big integers, JSON, nulls), on both databases.

let w: TBookingWorld;
beforeAll(async () => {
  w = await buildBookingWorld();
  await w.fund(10_000_000_00);
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

describe('rows read back from JSON', () => {
  it('are the rows drizzle reads, field for field, in the order asked', async () => {
    const flightId = await w.searchOffer({ adults: 2 });
    const held = await w.book(flightId, { passengers: [adult({ given_name: 'FIRST' }), adult({ given_name: 'SECOND' })] });
    expect(held.statusCode, held.body).toBe(200);
    const id = held.json().data.booking.id as string;
    expect((await w.action('confirm-pnr', id)).json().data.booking.status).toBe('ticketed');
    const db = w.t.database.db;

    const [read] = await db
      .select({
        passengers: jsonRowsOf(bookingPassengers, eq(bookingPassengers.bookingId, bookings.id), sql`${bookingPassengers.ref}`),
        events: jsonRowsOf(bookingEvents, eq(bookingEvents.bookingId, bookings.id), sql`${bookingEvents.createdAt}, ${bookingEvents.id}`),
        booking: jsonRowsOf(bookings, eq(bookings.id, id), sql`${bookings.id}`),
      })
      .from(bookings)
      .where(eq(bookings.id, id));

    const passengers = await db
      .select()
      .from(bookingPassengers)
      .where(eq(bookingPassengers.bookingId, id))
      .orderBy(asc(bookingPassengers.ref));
    expect(passengers).toHaveLength(2);
    expect(rowsFromJson(bookingPassengers, read!.passengers)).toEqual(passengers);

    const events = await db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, id))
      .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
    expect(events.map((e) => e.kind)).toContain('ticketed');
    expect(rowsFromJson(bookingEvents, read!.events)).toEqual(events);

    // The widest row: timestamps, amounts, JSON, and the columns still empty.
    const booking = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(rowsFromJson(bookings, read!.booking)).toEqual(booking);
    expect(booking[0]!.dueMinor).toBeGreaterThan(0);
    expect(booking[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('an empty set is an empty list; big integers stay exact', async () => {
    await w.fund(5_000_000_000_01); // past 2^32 minor units, and odd
    const [read] = await w.t.database.db
      .select({
        none: jsonRowsOf(bookingEvents, sql`false`, sql`${bookingEvents.id}`),
        accounts: jsonRowsOf(ledgerAccounts, sql`true`, sql`${ledgerAccounts.id}`),
      })
      .from(sql`(select 1) as one`);
    expect(read!.none).toEqual([]);
    const accounts = await w.t.database.db.select().from(ledgerAccounts).orderBy(asc(ledgerAccounts.id));
    expect(accounts.some((a) => Math.abs(a.balanceMinor) > 2 ** 32)).toBe(true);
    expect(rowsFromJson(ledgerAccounts, read!.accounts)).toEqual(accounts);
  });
});
