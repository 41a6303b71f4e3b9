import type { TLocale } from '@safar/contracts';
import { bookingPassengers } from '@safar/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { renderMail } from '@/core/mail/mailer';
import { queueMails } from '@/core/mail/outbox';
import type { AuthUser } from '@/core/types';
import { noteOnBooking, type TBookingRow } from '@/modules/bookings/booking-transition';
import { bookingLinkToken } from '@/modules/bookings/storefront/booking-link-token';
import { assertCardPayable } from './start-card-payment';

const money = (minor: number, currency: string, locale: TLocale) =>
  new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB', { style: 'currency', currency }).format(minor / 100);

/**
 * Mails a held booking's customer the link that opens the booking and pays it by card: the
 * customer's price, before the booking's deadline. The link is the booking's own (the same that
 * opens a storefront booking), so a paid booking's link shows it paid and cannot be paid twice,
 * and one whose deadline passed says so. The mail, the timeline note and the activity entry commit together.
 */
export async function sendPaymentRequest(
  req: FastifyRequest,
  user: AuthUser,
  booking: TBookingRow,
  input: { to: string; locale?: TLocale | undefined },
) {
  assertCardPayable(booking);
  const app = req.server;
  const locale = input.locale ?? req.locale;
  const link = `${app.config.appUrl}/bookings-details?${new URLSearchParams({
    booking_id: booking.id,
    token: bookingLinkToken(app.config, booking),
  }).toString()}`;
  const [lead] = await app.db
    .select({ given: bookingPassengers.givenName, family: bookingPassengers.familyName })
    .from(bookingPassengers)
    .where(eq(bookingPassengers.bookingId, booking.id))
    .orderBy(asc(bookingPassengers.ref))
    .limit(1);
  const payBy = booking.agencyDeadlineAt;
  const mail = renderMail(locale, 'payment_request', lead ? `${lead.given} ${lead.family}` : '', {
    reference: booking.reference,
    amount: money(booking.grossMinor, booking.currency, locale),
    deadline: payBy
      ? new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          timeZone: app.config.agencyTimezone,
          timeZoneName: 'short',
        }).format(payBy)
      : '',
    link,
  });
  await app.db.transaction(async (tx) => {
    await queueMails(tx, req, [{ ...mail, to: input.to, kind: 'payment_request' }]);
    await noteOnBooking(tx, booking.id, 'payment_request_sent', user.id, { to: input.to, amount_minor: booking.grossMinor });
    await recordActivity(tx, req, {
      action: 'booking.payment_request_sent',
      subjectType: 'booking',
      subjectId: booking.id,
      after: { to: input.to, amount_minor: booking.grossMinor, currency: booking.currency },
    });
  });
  return { sent_to: input.to, amount_minor: booking.grossMinor, currency: booking.currency, pay_by: payBy?.toISOString() ?? null };
}
