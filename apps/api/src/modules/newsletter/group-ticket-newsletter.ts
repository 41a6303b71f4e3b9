import type { TCurrency } from '@safar/contracts';
import { airports, groupTickets, newsletterAnnouncements, newsletterSubscribers, type Tx } from '@safar/db';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { displayAmount } from '@/core/money-format';
import { renderMail } from '@/core/mail/mailer';
import { queueMails, type QueuedMail } from '@/core/mail/outbox';
import { unsubscribeHeaders, unsubscribeLink } from './newsletter.service';

export const GROUP_TICKET_NEWSLETTER_JOB = 'newsletter.announce-group-tickets';
/** Blocks put on sale within this time are news; an older block is not announced late (nor, on a first run, every block there is). */
const NEWS_WINDOW = sql`interval '1 day'`;

const origin = alias(airports, 'announced_origin');
const destination = alias(airports, 'announced_destination');

/** The blocks on sale, created lately, not announced yet, with seats left; claimed by inserting their announcement rows. */
async function claimNewBlocks(tx: Tx) {
  const blocks = await tx
    .select({
      id: groupTickets.id,
      reference: groupTickets.reference,
      day: groupTickets.departureDate,
      seats: groupTickets.seatsLeft,
      price: groupTickets.adultSellingMinor,
      currency: groupTickets.currency,
      from: origin.city,
      to: destination.city,
    })
    .from(groupTickets)
    .innerJoin(origin, eq(origin.iataCode, groupTickets.origin))
    .innerJoin(destination, eq(destination.iataCode, groupTickets.destination))
    .leftJoin(newsletterAnnouncements, eq(newsletterAnnouncements.groupTicketId, groupTickets.id))
    .where(
      and(
        isNull(newsletterAnnouncements.groupTicketId),
        eq(groupTickets.status, 'active'),
        gt(groupTickets.seatsLeft, 0),
        gt(groupTickets.bookingCutoffAt, sql`now()`),
        gt(groupTickets.createdAt, sql`now() - ${NEWS_WINDOW}`),
      ),
    )
    .orderBy(asc(groupTickets.departureAt))
    .limit(20);
  if (blocks.length === 0) return [];
  const claimed = await tx
    .insert(newsletterAnnouncements)
    .values(blocks.map((b) => ({ groupTicketId: b.id, recipients: 0 })))
    .onConflictDoNothing()
    .returning({ id: newsletterAnnouncements.groupTicketId });
  const ids = new Set(claimed.map((c) => c.id));
  return blocks.filter((b) => ids.has(b.id));
}

/**
 * Mails the confirmed subscribers about group tickets newly on sale: one mail each, in the
 * subscriber's language, listing the blocks, with its unsubscribe link and the List-Unsubscribe
 * headers. The claim, the mails and the counts commit together, so a block is announced once
 * (a second run finds it claimed); a job that fails before committing announces nothing.
 */
export async function announceGroupTickets(app: FastifyInstance): Promise<number> {
  return app.db.transaction(async (tx) => {
    const blocks = await claimNewBlocks(tx);
    if (blocks.length === 0) return 0;
    const subscribers = await tx
      .select({ email: newsletterSubscribers.email, locale: newsletterSubscribers.locale, token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, 'subscribed'));
    const kind = 'newsletter_group_tickets';
    const mails: QueuedMail[] = subscribers.map((s) => {
      const offers = blocks
        .map(
          (b) =>
            `${b.reference}: ${b.from} → ${b.to}, ${b.day} — ${b.currency} ${displayAmount(b.price, b.currency as TCurrency, s.locale)} (${b.seats})`,
        )
        .join('\n');
      const mail = renderMail(
        s.locale,
        kind,
        '',
        { offers, link: `${app.config.appUrl}/group-tickets-main`, unsubscribe: unsubscribeLink(app, s.token) },
        { links: ['unsubscribe'] },
      );
      return {
        ...mail,
        to: s.email,
        kind,
        headers: unsubscribeHeaders(app, s.token),
      };
    });
    await queueMails(tx, { server: app }, mails);
    await tx
      .update(newsletterAnnouncements)
      .set({ recipients: subscribers.length })
      .where(
        inArray(
          newsletterAnnouncements.groupTicketId,
          blocks.map((b) => b.id),
        ),
      );
    return subscribers.length;
  });
}

export function groupTicketNewsletter(app: FastifyInstance): void {
  app.jobs.define({ name: GROUP_TICKET_NEWSLETTER_JOB, cron: '*/10 * * * *', handler: async () => void (await announceGroupTickets(app)) });
}
