import type { TBookableProduct, TRoomSharing, TVisaDocumentKind, TVisaStep } from '@safar/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, idColumn, tsColumn } from './columns';
import { users } from './users';

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

/**
 * The papers a visa application collects (a passport scan, a photo…), one row per file, uploaded
 * by the buyer (an agent, a customer, or a visitor holding the booking's link) or by staff. The
 * bytes live in the file storage under the server-made `file_name`; a file removed by mistake is
 * marked deleted (the row stays for the record) and its bytes go.
 */
export const visaDocuments = pgTable(
  'visa_documents',
  {
    id: idColumn(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The applicant, by position among the booking's travellers (0 is the first). */
    traveller: integer('traveller').notNull(),
    kind: text('kind').$type<TVisaDocumentKind>().notNull(),
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Null when a visitor without an account uploaded it through the booking's link. */
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
    deletedAt: tsColumn('deleted_at'),
  },
  (t) => [
    uniqueIndex('visa_documents_file_name_unique').on(t.fileName),
    index('visa_documents_booking_idx').on(t.bookingId, t.createdAt),
    check('visa_documents_traveller', sql`${t.traveller} between 0 and 8`),
    check('visa_documents_kind', sql`${t.kind} in ('passport', 'photo', 'other')`),
  ],
);
