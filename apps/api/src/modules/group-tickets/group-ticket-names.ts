import type { TGroupTicketNames, TPassengerType } from '@safar/contracts';
import { bookingPassengers, bookings, groupTickets, groupTicketSales, type Db } from '@safar/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { notFound } from '@/core/app-error';

/**
 * A block's name list, for the staff who send it to the airline: every passenger of every sale,
 * oldest sale first, with the booking it was made for (the sale's client reference), the type
 * the booking gave each passenger, and the sale's status (a cancelled or voided name is off the
 * airline's list, but staff still see that it was there). 404 for a block that does not exist.
 */
export async function groupTicketNames(db: Db, groupTicketId: string): Promise<TGroupTicketNames> {
  const [block] = await db.select({ reference: groupTickets.reference }).from(groupTickets).where(eq(groupTickets.id, groupTicketId));
  if (!block) throw notFound();
  const sales = await db
    .select({
      travellers: groupTicketSales.travellers,
      status: groupTicketSales.status,
      reference: groupTicketSales.clientReference,
      bookingId: bookings.id,
    })
    .from(groupTicketSales)
    .leftJoin(bookings, eq(bookings.reference, groupTicketSales.clientReference))
    .where(eq(groupTicketSales.groupTicketId, groupTicketId))
    .orderBy(asc(groupTicketSales.createdAt), asc(groupTicketSales.orderKey));
  const bookingIds = [...new Set(sales.flatMap((s) => (s.bookingId ? [s.bookingId] : [])))];
  const types = bookingIds.length
    ? await db
        .select({ bookingId: bookingPassengers.bookingId, ref: bookingPassengers.ref, type: bookingPassengers.type })
        .from(bookingPassengers)
        .where(inArray(bookingPassengers.bookingId, bookingIds))
    : [];
  const typeOf = new Map<string, TPassengerType>(types.map((p) => [`${p.bookingId}:${p.ref}`, p.type]));
  return {
    reference: block.reference,
    names: sales.flatMap((sale) =>
      sale.travellers.map((traveller) => ({
        booking_reference: sale.reference,
        booking_id: sale.bookingId,
        ref: traveller.ref,
        name: traveller.name,
        type: sale.bookingId ? (typeOf.get(`${sale.bookingId}:${traveller.ref}`) ?? null) : null,
        status: sale.status,
      })),
    ),
  };
}
