import type { TLocale } from '@safar/contracts';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { renderMail } from '@/core/mail/mailer';
import { queueMails } from '@/core/mail/outbox';
import type { AuthUser } from '@/core/types';
import { noteOnBooking, type TBookingRow } from '@/modules/bookings/booking-transition';
import { bookingMailFacts } from '@/modules/bookings/storefront/storefront-mails';
import { assertCardPayable } from './start-card-payment';

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
  const { name, params } = await bookingMailFacts(app.db, app, booking, locale);
  const mail = renderMail(locale, 'payment_request', name, params);
  const payBy = booking.agencyDeadlineAt;
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
