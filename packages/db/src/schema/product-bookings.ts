import type { TBookableProduct, TRoomSharing, TVisaStep } from '@safar/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

/**
 * What a booking of a product the agency sells itself adds to its booking row: which catalogue
 * item (and departure) was sold, how many seats it took, and a visa application's step. The
 * booking row keeps the reference, status, money and people, as for a flight.
 *
 * The item is named by id without a foreign key: visas, packages and insurance plans live in
 * their own tables, and each catalogue refuses to delete an item that a booking names (its
 * delete hook asks this table).
 */
export const bookingProducts = pgTable(
  'booking_products',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    product: text('product').$type<TBookableProduct>().notNull(),
    itemId: uuid('item_id').notNull(),
    departureId: uuid('departure_id'),
    roomSharing: text('room_sharing').$type<TRoomSharing>(),
    /** Seats taken on the departure (released when the booking lapses or is cancelled: then 0). */
    seats: integer('seats').notNull().default(0),
    visaStep: text('visa_step').$type<TVisaStep>(),
    /** The stored quote an insurance policy was bought from. */
    quoteId: uuid('quote_id'),
  },
  (t) => [
    index('booking_products_item_idx').on(t.product, t.itemId),
    index('booking_products_departure_idx').on(t.departureId),
    check('booking_products_seats', sql`${t.seats} >= 0`),
  ],
);
