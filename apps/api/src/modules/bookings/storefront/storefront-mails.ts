import type { TLocale } from '@safar/contracts';
import { bookingPassengers, type DbOrTx } from '@safar/db';
import { asc, eq } from 'drizzle-orm';
import { renderMail } from '@/core/mail/mailer';
import { queueMails, type TMailContext } from '@/core/mail/outbox';
import type { TBookingRow } from '../booking-transition';
import { bookingLinkToken } from './booking-link-token';

/*
 * What a storefront booking's contact is mailed, in the booking's language, each with the
 * booking's link (for a visitor without an account, the only way back to it): the hold with
 * what to pay and by when, and the tickets once issued.
 */

export type TStorefrontMail = 'storefront_held' | 'storefront_ticketed';

const formats = (locale: TLocale) => (locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB');

export async function mailStorefrontBooking(tx: DbOrTx, ctx: TMailContext, booking: TBookingRow, kind: TStorefrontMail): Promise<void> {
  const app = ctx.server;
  const locale: TLocale = booking.locale === 'ar' ? 'ar' : 'en';
  const [lead] = await tx
    .select({ given: bookingPassengers.givenName, family: bookingPassengers.familyName })
    .from(bookingPassengers)
    .where(eq(bookingPassengers.bookingId, booking.id))
    .orderBy(asc(bookingPassengers.ref))
    .limit(1);
  const link = `${app.config.appUrl}/bookings-details?${new URLSearchParams({ booking_id: booking.id, token: bookingLinkToken(app.config, booking) }).toString()}`;
  const deadline = booking.agencyDeadlineAt
    ? new Intl.DateTimeFormat(formats(locale), {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: app.config.agencyTimezone,
        timeZoneName: 'short',
      }).format(booking.agencyDeadlineAt)
    : '';
  const mail = renderMail(locale, kind, lead ? `${lead.given} ${lead.family}` : '', {
    reference: booking.reference,
    pnr: booking.pnr ?? '',
    amount: new Intl.NumberFormat(formats(locale), { style: 'currency', currency: booking.currency }).format(booking.grossMinor / 100),
    deadline,
    link,
  });
  await queueMails(tx, ctx, [{ ...mail, to: booking.contactEmail, kind }]);
}
