import type { TLocale, TScheduleChangeAnswer } from '@safar/contracts';
import { bookingPassengers, users, type Tx } from '@safar/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { renderMail } from '@/core/mail/mailer';
import { queueMails } from '@/core/mail/outbox';
import type { TBookingRow } from '@/modules/bookings/booking-transition';
import type { TSupplierSlice } from '@/modules/flights/suppliers/supplier';

/** The flights one a line: carrier and number, from and to, local times. */
export const itineraryText = (slices: TSupplierSlice[]) =>
  slices
    .flatMap((s) => s.segments)
    .map(
      (g) =>
        `${g.marketingCarrier} ${g.flightNumber}  ${g.origin} ${g.departureLocal.replace('T', ' ')} → ${g.destination} ${g.arrivalLocal.replace('T', ' ')}`,
    )
    .join('\n');

/**
 * Tells the booking's contact what came of the airline's change, in the booking's language (the
 * booker's when it was made). Queued in the caller's transaction.
 */
export async function mailChangeAnswer(
  tx: Tx,
  app: FastifyInstance,
  wakeJobs: Set<string> | undefined,
  booking: TBookingRow,
  answer: TScheduleChangeAnswer,
): Promise<void> {
  // Bookings made before their language was kept: the agent's it was made by or for.
  const speaker = booking.locale ? null : (booking.onBehalfOfId ?? booking.createdBy);
  const [agent] = speaker ? await tx.select({ locale: users.locale }).from(users).where(eq(users.id, speaker)) : [];
  const locale: TLocale = (booking.locale ?? agent?.locale) === 'ar' ? 'ar' : 'en';
  const [lead] = await tx
    .select({ given: bookingPassengers.givenName, family: bookingPassengers.familyName })
    .from(bookingPassengers)
    .where(eq(bookingPassengers.bookingId, booking.id))
    .orderBy(asc(bookingPassengers.ref))
    .limit(1);
  const kind = answer === 'accept' ? 'schedule_change_accepted' : 'schedule_change_refunded';
  const params = {
    reference: booking.reference,
    pnr: booking.pnr ?? '',
    itinerary: itineraryText((booking.offer as { slices: TSupplierSlice[] }).slices),
  };
  const mail = renderMail(locale, kind, lead ? `${lead.given} ${lead.family}` : '', params);
  await queueMails(tx, { server: app, ...(wakeJobs ? { wakeJobs } : {}) }, [{ ...mail, to: booking.contactEmail, kind }]);
}
