import type { TLocale } from '@safar/contracts';
import { bookingPassengers, type DbOrTx } from '@safar/db';
import { asc, eq } from 'drizzle-orm';
import { renderMail } from '@/core/mail/mailer';
import { queueMails, type TMailContext } from '@/core/mail/outbox';
import type { TBookingRow } from '../booking-transition';
import { productBookingTitle } from '@/modules/product-bookings/product-facts.presenter';
import { bookingLinkUrl } from './booking-link-token';

/*
 * What a storefront booking's contact is mailed, in the booking's language, each with the
 * booking's link (for a visitor without an account, the only way back to it): the hold with
 * what to pay and by when, and the tickets once issued.
 */

export type TStorefrontMail = 'storefront_held' | 'storefront_ticketed';

const formats = (locale: TLocale) => (locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB');

/** What every mail about a booking to its customer says: their name, the price, the deadline and the booking's link. */
export async function bookingMailFacts(tx: DbOrTx, app: TMailContext['server'], booking: TBookingRow, locale: TLocale) {
  const [lead] = await tx
    .select({ given: bookingPassengers.givenName, family: bookingPassengers.familyName })
    .from(bookingPassengers)
    .where(eq(bookingPassengers.bookingId, booking.id))
    .orderBy(asc(bookingPassengers.ref))
    .limit(1);
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
  return {
    name: lead ? `${lead.given} ${lead.family}` : '',
    params: {
      reference: booking.reference,
      pnr: booking.pnr ?? '',
      amount: new Intl.NumberFormat(formats(locale), { style: 'currency', currency: booking.currency }).format(booking.grossMinor / 100),
      deadline,
      link: bookingLinkUrl(app.config, booking),
      // A product's name as sold (a flight's mails name the route and PNR instead).
      title: productBookingTitle(booking, locale) ?? '',
    },
  };
}

export async function mailStorefrontBooking(tx: DbOrTx, ctx: TMailContext, booking: TBookingRow, kind: TStorefrontMail): Promise<void> {
  const locale: TLocale = booking.locale === 'ar' ? 'ar' : 'en';
  const { name, params } = await bookingMailFacts(tx, ctx.server, booking, locale);
  await queueMails(tx, ctx, [{ ...renderMail(locale, kind, name, params), to: booking.contactEmail, kind }]);
}
