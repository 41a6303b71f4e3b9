import type { TNotificationType, TRole } from '@safar/contracts';
import { isLocale, minorToDecimal, type TCurrency } from '@safar/contracts';
import { cteColumns, notifications, sqlUuidV7, users, type DbOrTx } from '@safar/db';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { renderMail } from '@/core/mail/mailer';
import { queueMails, type TMailContext } from '@/core/mail/outbox';

/*
 * Notifications as the rest of the API raises them. `notify*` inserts one row per recipient
 * inside the caller's database transaction, and queues each recipient's mail in the same
 * transaction (the outbox): a notice and its mail exist exactly when the change that caused them
 * committed, and the mail is sent by a background job, never delaying or failing the change.
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

/** Queues each notification's mail, in its recipient's language, in the same transaction. */
async function queueNoticeMails(tx: DbOrTx, req: TMailContext, notified: readonly TNotified[]): Promise<void> {
  const appUrl = req.server.config.appUrl;
  await queueMails(
    tx,
    req,
    notified.map(({ notification: row, recipient: to }) => {
      const kind = `notice_${row.type}`;
      const params = { ...row.params, link: row.link ? `${appUrl}${row.link}` : appUrl };
      return { to: to.email, kind, notificationId: row.id, ...renderMail(isLocale(to.locale) ? to.locale : 'en', kind, to.name, params) };
    }),
  );
}

async function notifyAndMail(tx: DbOrTx, req: TMailContext, recipients: SQL, notice: TNotice): Promise<TNotified[]> {
  const notified = await notifyWhere(tx, recipients, notice);
  await queueNoticeMails(tx, req, notified);
  return notified;
}

/** Notifies the given active users (duplicates and unknown ids are ignored). */
export function notifyUsers(tx: DbOrTx, req: TMailContext, userIds: readonly string[], notice: TNotice): Promise<TNotified[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return notifyAndMail(tx, req, inArray(users.id, [...new Set(userIds)]), notice);
}

/** Notifies every active user of the roles (e.g. admin and accounts for a submitted deposit). */
export function notifyRoles(
  tx: DbOrTx,
  req: TMailContext,
  roles: readonly TRole[],
  notice: TNotice,
  /** Who caused the notice and needs no telling. */
  exceptUserId?: string,
): Promise<TNotified[]> {
  return notifyAndMail(tx, req, and(inArray(users.role, [...roles]), exceptUserId ? ne(users.id, exceptUserId) : undefined)!, notice);
}

/** Notifies the active agent logins of an agency (wallets and deposits belong to the agency). */
export function notifyAgency(tx: DbOrTx, req: TMailContext, agencyId: string, notice: TNotice): Promise<TNotified[]> {
  return notifyAndMail(tx, req, and(eq(users.agencyId, agencyId), eq(users.role, 'agent'))!, notice);
}

/** An amount as notices show it in every language: "PKR 25000.00" (code and exact decimal). */
export const noticeAmount = (amountMinor: number, currency: TCurrency) => `${currency} ${minorToDecimal(amountMinor, currency)}`;
