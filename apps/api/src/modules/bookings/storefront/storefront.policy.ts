import { bookings } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import type { TBookingRow } from '../booking-transition';
import { bookingLinkValid } from './booking-link-token';

/*
 * Who reaches a storefront booking: the customer whose account it belongs to, or whoever holds
 * its link (the visitor who booked without an account, a customer opening the mail). Any other
 * booking, or any other reader, is "not found", as if it did not exist.
 */

export async function storefrontBooking(
  app: FastifyInstance,
  user: AuthUser | null,
  bookingId: string,
  token: string | undefined,
): Promise<TBookingRow> {
  const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw notFound();
  const owner = user !== null && booking.channel === 'customer' && booking.customerId === user.id;
  if (!owner && !bookingLinkValid(app.config, booking.id, token)) throw notFound();
  return booking;
}

/** Who books on the storefront: a customer, or a visitor without an account; agents and staff have their own checkouts. */
export function assertStorefrontBooker(user: AuthUser | null): void {
  if (user && user.role !== 'customer') throw forbidden();
}
