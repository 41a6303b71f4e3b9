import type { TLocale, TProductBookingFacts } from '@safar/contracts';
import { bookingProducts, visaDocuments, type Db } from '@safar/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TBookingRow } from '@/modules/bookings/booking-transition';
import { presentProductFacts } from './product-facts.presenter';

/** A product booking's own facts (with a visa application's files) for its details; null for a flight. */
export async function readProductFacts(db: Db, booking: TBookingRow, locale: TLocale): Promise<TProductBookingFacts | null> {
  if (booking.product === 'flight') return null;
  const [[row], files] = await Promise.all([
    db.select().from(bookingProducts).where(eq(bookingProducts.bookingId, booking.id)),
    booking.product === 'visa'
      ? db
          .select()
          .from(visaDocuments)
          .where(and(eq(visaDocuments.bookingId, booking.id), isNull(visaDocuments.deletedAt)))
          .orderBy(asc(visaDocuments.createdAt), asc(visaDocuments.id))
      : [],
  ]);
  return row ? presentProductFacts(booking, row, files, locale) : null;
}
