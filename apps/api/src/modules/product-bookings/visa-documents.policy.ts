import { decideAccess } from '@safar/contracts';
import { bookingProducts, bookings, type Tx } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import type { TBookingRow } from '@/modules/bookings/booking-transition';
import { bookingLinkValid } from '@/modules/bookings/storefront/booking-link-token';

/*
 * Who reaches a visa application's files — passport scans and photos, so fewer than read the
 * booking: the bookings desk (admin, reservation), the agency's own agents, the storefront
 * customer whose booking it is, and whoever holds the booking's link (a visitor without an account). Anyone else is told "not found".
 */

/** A visa application takes (and gives up) files until it is submitted to the embassy. */
const OPEN_STEPS = new Set([null, 'awaiting_documents', 'documents_received']);
/** Enough for every applicant's passport, photo and a few more papers. */
export const MAX_VISA_DOCUMENTS = 40;

/** The booking, locked, when the caller reaches its files; 404 otherwise (and for a booking that is not a visa's). */
export async function reachVisaApplication(
  app: FastifyInstance,
  tx: Tx,
  user: AuthUser | null,
  bookingId: string,
  linkToken: string | undefined,
): Promise<{ booking: TBookingRow; step: string | null }> {
  const [found] = await tx
    .select({ booking: bookings, step: bookingProducts.visaStep })
    .from(bookings)
    .innerJoin(bookingProducts, eq(bookingProducts.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  if (!found || found.booking.product !== 'visa') throw notFound();
  const { booking } = found;
  if (user && user.role !== 'customer') {
    if (user.role === 'agent') {
      if (decideAccess('agentApproved', user) !== 'allow') throw forbidden();
      if (booking.agencyId !== user.agencyId) throw notFound();
    } else if (decideAccess('bookingsDesk', user) !== 'allow') throw forbidden();
    return found;
  }
  const owner = user !== null && booking.channel === 'customer' && booking.customerId === user.id;
  if (!owner && !bookingLinkValid(app.config, booking.id, linkToken)) throw notFound();
  return found;
}

/** Files are added or removed only while the application is open (not yet submitted, nor ended). */
export function assertTakesDocuments(booking: TBookingRow, step: string | null): void {
  const live = booking.status === 'awaiting_payment' || booking.status === 'confirmed';
  if (!live || !OPEN_STEPS.has(step)) throw conflict('messages.visa_documents_closed');
}
