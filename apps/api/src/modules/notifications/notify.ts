import type { TNotificationType, TRole } from '@safar/contracts';
import { isLocale, minorToDecimal, type TCurrency } from '@safar/contracts';
import { cteColumns, notifications, sqlUuidV7, users, type DbOrTx } from '@safar/db';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { renderMail } from '@/core/mailer';

/*
 * Notifications (issue 3 §6) as the rest of the API raises them. `notify*` inserts one row per
 * recipient inside the caller's database transaction, so a notice exists exactly when the
 * change that caused it committed; the caller then hands the returned rows to
 * `mailNotifications` AFTER the commit (a mail can never be unsent if the transaction rolls back).
 */

export interface TNotice {
  type: TNotificationType;
  /** Interpolated into the translated text, e.g. { reference: 'DEP-100001', amount: 'PKR 25,000.00' }. */
  params: Record<string, string>;
  /** Screen the notification opens (an app path). */
  link?: string | null;
}

export type TNotificationRow = typeof notifications.$inferSelect;

/** A notification just raised, with what mailing it needs of its recipient. */
export interface TNotified {
  notification: TNotificationRow;
  recipient: { email: string; name: string; locale: string };
}

/**
 * One statement for a group of recipients: INSERT … SELECT from users (no round trip to list
 * them first), returning each row with its recipient's address and language for the mail.
 */
async function notifyWhere(tx: DbOrTx, recipients: SQL, notice: TNotice): Promise<TNotified[]> {
  const inserted = tx.$with('inserted').as(
    tx
      .insert(notifications)
      .select(
        tx
          .select({
            id: sql<string>`${sqlUuidV7}`.as('id'),
            userId: users.id,
            type: sql<string>`${notice.type}`.as('type'),
            params: sql<Record<string, string>>`${JSON.stringify(notice.params)}::jsonb`.as('params'),
            link: sql<string | null>`${notice.link ?? null}::text`.as('link'),
            readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
            emailedAt: sql<Date | null>`null::timestamptz`.as('emailed_at'),
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(users)
          .where(and(recipients, eq(users.status, 'active'))),
      )
      .returning(),
  );
  return tx
    .with(inserted)
    .select({ notification: cteColumns(inserted), recipient: { email: users.email, name: users.name, locale: users.locale } })
    .from(inserted)
    .innerJoin(users, eq(users.id, inserted.userId));
}

/** Notifies the given active users (duplicates and unknown ids are ignored). */
export function notifyUsers(tx: DbOrTx, userIds: readonly string[], notice: TNotice): Promise<TNotified[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return notifyWhere(tx, inArray(users.id, [...new Set(userIds)]), notice);
}

/** Notifies every active user of the roles (e.g. admin and accounts for a submitted deposit). */
export function notifyRoles(tx: DbOrTx, roles: readonly TRole[], notice: TNotice): Promise<TNotified[]> {
  return notifyWhere(tx, inArray(users.role, [...roles]), notice);
}

/** Notifies the active agent logins of an agency (wallets and deposits belong to the agency). */
export function notifyAgency(tx: DbOrTx, agencyId: string, notice: TNotice): Promise<TNotified[]> {
  return notifyWhere(tx, and(eq(users.agencyId, agencyId), eq(users.role, 'agent'))!, notice);
}

/**
 * Mails notifications to their recipients, each in the recipient's language, and marks the
 * mailed ones emailed (one statement). Never throws: a mail failure is logged and the in-app
 * notice stays un-emailed.
 */
export async function sendNoticeMails(app: FastifyInstance, notified: readonly TNotified[]): Promise<void> {
  const mailed: string[] = [];
  for (const { notification: row, recipient: to } of notified) {
    try {
      const params = { ...row.params, link: row.link ? `${app.config.appUrl}${row.link}` : app.config.appUrl };
      await app.mailer.send({ to: to.email, ...renderMail(isLocale(to.locale) ? to.locale : 'en', `notice_${row.type}`, to.name, params) });
      mailed.push(row.id);
    } catch (err) {
      app.log.error({ err, notification: row.id }, 'notification mail failed');
    }
  }
  if (mailed.length === 0) return;
  try {
    await app.db
      .update(notifications)
      .set({ emailedAt: new Date() })
      .where(and(inArray(notifications.id, mailed), isNull(notifications.emailedAt)));
  } catch (err) {
    app.log.error({ err, notifications: mailed }, 'could not mark notifications emailed');
  }
}

/**
 * Notification mails go out after the request that raised them has answered: a change to
 * money must not wait for a mail server, nor fail because of one. Mails queued while a batch
 * is being sent form the next batch (each marked emailed in one statement). The app waits for
 * the queue when it closes; `idle()` lets a test do the same.
 */
export class NoticeMailQueue {
  private pending: TNotified[] = [];
  private sending: Promise<void> | null = null;

  constructor(private readonly app: FastifyInstance) {}

  /** Queues committed notifications; returns at once. */
  push(notified: readonly TNotified[]): void {
    if (notified.length === 0) return;
    this.pending.push(...notified);
    this.sending ??= this.drain();
  }

  /** Resolves when every queued mail has been tried. */
  async idle(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) await sendNoticeMails(this.app, this.pending.splice(0));
    } finally {
      this.sending = null;
    }
  }
}

/** Mails committed notifications after the response (see NoticeMailQueue). Call it after the commit. */
export function mailNotifications(app: FastifyInstance, notified: readonly TNotified[]): void {
  app.noticeMails.push(notified);
}

/** An amount as notices show it in every language: "PKR 25000.00" (code and exact decimal). */
export const noticeAmount = (amountMinor: number, currency: TCurrency) => `${currency} ${minorToDecimal(amountMinor, currency)}`;
