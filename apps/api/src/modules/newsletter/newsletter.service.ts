import type { TNewsletterSignup, TNewsletterToken } from '@safar/contracts';
import { newsletterSubscribers, type Tx } from '@safar/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { fieldError } from '@/core/app-error';
import { renderMail } from '@/core/mail/mailer';
import { queueMails } from '@/core/mail/outbox';
import { newToken, sha256 } from '@/core/tokens';

/** How long a confirmation link works; a sign-up not confirmed by then is purged. */
export const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;

export type TSubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** Where a subscriber confirms and where any newsletter mail's reader unsubscribes (web pages that post the token). */
export const confirmLink = (app: FastifyInstance, token: string) => `${app.config.appUrl}/newsletter/confirm?token=${token}`;
export const unsubscribeLink = (app: FastifyInstance, token: string) => `${app.config.appUrl}/newsletter/unsubscribe?token=${token}`;
/** The one-click address of the List-Unsubscribe header: a mail client posts to it without opening a page. */
export const oneClickUnsubscribeUrl = (app: FastifyInstance, token: string) =>
  `${app.config.appUrl}/api/newsletter/one-click-unsubscribe?token=${token}`;

/** The headers every newsletter mail carries, so mail clients offer their own unsubscribe button (RFC 8058). */
export const unsubscribeHeaders = (app: FastifyInstance, token: string) => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeUrl(app, token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

async function mailConfirmation(tx: Tx, req: FastifyRequest, row: TSubscriberRow, token: string): Promise<void> {
  const kind = 'newsletter_confirm';
  const mail = renderMail(row.locale, kind, '', { link: confirmLink(req.server, token) });
  await queueMails(tx, req, [{ ...mail, to: row.email, kind }]);
}

/**
 * A sign-up: a new, pending or unsubscribed address gets a new confirmation link (an older one
 * stops working); an address already subscribed is left as it is and mailed nothing. The answer
 * is the same in every case, so the form never tells whether an address is on the list.
 * Concurrent sign-ups of one address meet on its unique row (insert or lock the existing one).
 */
export async function signUp(app: FastifyInstance, req: FastifyRequest, input: TNewsletterSignup): Promise<void> {
  const email = input.email;
  const token = newToken();
  const pending = { status: 'pending' as const, confirmTokenHash: sha256(token), confirmExpiresAt: new Date(Date.now() + CONFIRM_TTL_MS) };
  await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email, locale: req.locale, unsubscribeToken: newToken(), ...pending })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    let row = created;
    if (!row) {
      const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for('update');
      if (!existing || existing.status === 'subscribed') return;
      [row] = await tx
        .update(newsletterSubscribers)
        .set({ ...pending, locale: req.locale, unsubscribedAt: null, updatedAt: sql`now()` })
        .where(eq(newsletterSubscribers.id, existing.id))
        .returning();
    }
    await recordActivity(tx, req, { action: 'newsletter.signed_up', subjectType: 'newsletter_subscriber', subjectId: row!.id });
    await mailConfirmation(tx, req, row!, token);
  });
}

/**
 * The mailed link: a pending address within its time becomes subscribed. Opening the link again
 * (a second click, a mail scanner) answers the same; an unknown, replaced or expired link is 422.
 */
export async function confirmSubscription(app: FastifyInstance, req: FastifyRequest, input: TNewsletterToken): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.confirmTokenHash, sha256(input.token)))
      .for('update');
    if (row?.status === 'subscribed') return;
    if (!row || row.status !== 'pending' || !row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= Date.now())
      throw fieldError('token', 'validation.newsletter_link_expired');
    await tx
      .update(newsletterSubscribers)
      .set({ status: 'subscribed', confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(newsletterSubscribers.id, row.id));
    await recordActivity(tx, req, { action: 'newsletter.confirmed', subjectType: 'newsletter_subscriber', subjectId: row.id });
  });
}

/**
 * Every newsletter mail's link: the address stops getting mail. Idempotent: an address already
 * off the list answers the same. Its confirmation link stops working too. Unknown link: 422.
 */
export async function unsubscribe(app: FastifyInstance, req: FastifyRequest, token: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, token)).for('update');
    if (!row) throw fieldError('token', 'validation.newsletter_link_invalid');
    if (row.status === 'unsubscribed') return;
    await tx
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, confirmTokenHash: null, confirmExpiresAt: null, updatedAt: sql`now()` })
      .where(eq(newsletterSubscribers.id, row.id));
    await recordActivity(tx, req, {
      action: 'newsletter.unsubscribed',
      subjectType: 'newsletter_subscriber',
      subjectId: row.id,
      before: { status: row.status },
      after: { status: 'unsubscribed' },
    });
  });
}

/** Sign-ups never confirmed within their time are forgotten (safe to run twice: a delete by condition). */
export async function purgeExpiredSignUps(app: FastifyInstance): Promise<number> {
  const gone = await app.db
    .delete(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, 'pending'), lt(newsletterSubscribers.confirmExpiresAt, sql`now()`)))
    .returning({ id: newsletterSubscribers.id });
  return gone.length;
}
