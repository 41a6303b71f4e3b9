import { translate, type TLocale, type TVisaStep } from '@safar/contracts';
import { users, type DbOrTx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { renderMail } from '@/core/mail/mailer';
import { queueMails, type TMailContext } from '@/core/mail/outbox';
import type { TBookingRow } from '@/modules/bookings/booking-transition';
import { bookingMailFacts } from '@/modules/bookings/storefront/storefront-mails';

export type TProductMail = 'product_awaiting_payment' | 'product_confirmed' | 'product_cancelled' | 'visa_step';

/**
 * Who hears about a product booking: the storefront buyer at the booking's contact; for an
 * agency's booking the agent it was made by or for — the agency deals with its own customer, who
 * never gets mail from us behind the agency's back.
 */
async function recipient(tx: DbOrTx, booking: TBookingRow): Promise<{ to: string; locale: TLocale } | null> {
  const own: TLocale = booking.locale === 'ar' ? 'ar' : 'en';
  if (!booking.agencyId) return { to: booking.contactEmail, locale: own };
  const agentId = booking.onBehalfOfId ?? (booking.channel === 'agent' ? booking.createdBy : null);
  if (!agentId) return null;
  const [agent] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, agentId));
  return agent ? { to: agent.email, locale: agent.locale === 'ar' ? 'ar' : own } : null;
}

/** Queues a mail about a product booking in the reader's language, in the caller's transaction. */
export async function mailProductBooking(
  tx: DbOrTx,
  ctx: TMailContext,
  booking: TBookingRow,
  kind: TProductMail,
  extra: { step?: TVisaStep; note?: string } = {},
): Promise<void> {
  const to = await recipient(tx, booking);
  if (!to) return;
  const { name, params } = await bookingMailFacts(tx, ctx.server, booking, to.locale);
  const step = extra.step ? translate(to.locale, `mail.visa_step_${extra.step}`) : '';
  // An agent opens the booking in its portal; the storefront's link carries its own token.
  const link = booking.agencyId
    ? `${ctx.server.config.appUrl}/agent/agent-booking-details?${new URLSearchParams({ id: booking.id })}`
    : params.link;
  const all = { ...params, link, step, note: extra.note ?? '' };
  await queueMails(tx, ctx, [{ ...renderMail(to.locale, kind, name, all), to: to.to, kind }]);
}
