import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The simulated GDS's own records. The simulator stands in for a supplier's system, so these
 * tables are its, as a real GDS's databases are the GDS's: only its store
 * (modules/flights/simulator-db-store.ts) reads or writes them, and nothing of the core refers
 * to them. They are what lets its PNRs, tickets and sold seats survive a restart, a change of
 * the supplier's settings, and be seen alike by every Safar process on one database.
 */

export const simOrders = pgTable(
  'sim_orders',
  {
    /** `<supplier code>:<PNR>`, the key every later call names. */
    orderKey: text('order_key').primaryKey(),
    supplierCode: text('supplier_code').notNull(),
    pnr: text('pnr').notNull(),
    /** The booking reference the client sent (an agency's own), to find an order whose answer was lost. */
    clientReference: text('client_reference'),
    status: text('status').notNull(),
    /** The whole order as the simulator keeps it (travellers, offer, tickets, history). */
    record: jsonb('record').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One locator per simulated GDS, whoever made it.
    uniqueIndex('sim_orders_pnr_unique').on(t.supplierCode, t.pnr),
    index('sim_orders_reference_idx').on(t.supplierCode, t.clientReference),
  ],
);

export const simCancelQuotes = pgTable('sim_cancel_quotes', {
  quoteKey: text('quote_key').primaryKey(),
  orderKey: text('order_key')
    .notNull()
    .references(() => simOrders.orderKey, { onDelete: 'cascade' }),
  /** The quote and the order status it was made for. */
  record: jsonb('record').notNull(),
});

/**
 * Seats an order takes on each cabin of each flight. They count against the cabin while the
 * hold lasts (`until`, the hold's deadline), for good once ticketed (`until` null), and no longer
 * once released (cancelled, voided).
 */
export const simSeatHolds = pgTable(
  'sim_seat_holds',
  {
    orderKey: text('order_key')
      .notNull()
      .references(() => simOrders.orderKey, { onDelete: 'cascade' }),
    /** The flight's cabin: carrier, number, route, day, cabin. */
    seatKey: text('seat_key').notNull(),
    supplierCode: text('supplier_code').notNull(),
    legDate: date('leg_date', { mode: 'string' }).notNull(),
    seats: integer('seats').notNull(),
    until: timestamp('until', { withTimezone: true, mode: 'date' }),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.orderKey, t.seatKey] }),
    index('sim_seat_holds_leg_idx').on(t.supplierCode, t.legDate, t.seatKey),
    check('sim_seat_holds_seats_range', sql`${t.seats} between 1 and 9`),
  ],
);
