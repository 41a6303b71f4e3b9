import type { TNotificationType, TRole } from '@safar/contracts';
import { isLocale, minorToDecimal, type TCurrency } from '@safar/contracts';
import { notifications, sqlUuidV7, users, type DbOrTx } from '@safar/db';
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

/** Notifies the given users (duplicates and unknown ids are ignored by the caller's list). */
export async function notifyUsers(tx: DbOrTx, userIds: readonly string[], notice: TNotice): Promise<TNotificationRow[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  return tx
    .insert(notifications)
    .values(unique.map((userId) => ({ userId, type: notice.type, params: notice.params, link: notice.link ?? null })))
    .returning();
}

/** One INSERT … SELECT for a group of recipients: no round trip to list them first. */
function notifyWhere(tx: DbOrTx, recipients: SQL, notice: TNotice): Promise<TNotificationRow[]> {
  return tx
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
    .returning();
}

/** Notifies every active user of the roles (e.g. admin and accounts for a submitted deposit). */
export function notifyRoles(tx: DbOrTx, roles: readonly TRole[], notice: TNotice): Promise<TNotificationRow[]> {
  return notifyWhere(tx, inArray(users.role, [...roles]), notice);
}

/** Notifies the active agent logins of an agency (wallets and deposits belong to the agency). */
export function notifyAgency(tx: DbOrTx, agencyId: string, notice: TNotice): Promise<TNotificationRow[]> {
  return notifyWhere(tx, and(eq(users.agencyId, agencyId), eq(users.role, 'agent'))!, notice);
}

/**
 * Mails committed notifications to their recipients, each in the recipient's language, and
 * marks them emailed. Never throws: a mail failure is logged and the in-app notice stays.
 */
export async function mailNotifications(app: FastifyInstance, rows: readonly TNotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  const recipients = await app.db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]));
  const byId = new Map(recipients.map((r) => [r.id, r]));
  for (const row of rows) {
    const to = byId.get(row.userId);
    if (!to) continue;
    try {
      const params = { ...row.params, link: row.link ? `${app.config.appUrl}${row.link}` : app.config.appUrl };
      await app.mailer.send({ to: to.email, ...renderMail(isLocale(to.locale) ? to.locale : 'en', `notice_${row.type}`, to.name, params) });
      await app.db
        .update(notifications)
        .set({ emailedAt: new Date() })
        .where(and(eq(notifications.id, row.id), isNull(notifications.emailedAt)));
    } catch (err) {
      app.log.error({ err, notification: row.id }, 'notification mail failed');
    }
  }
}

/** An amount as notices show it in every language: "PKR 25000.00" (code and exact decimal). */
export const noticeAmount = (amountMinor: number, currency: TCurrency) => `${currency} ${minorToDecimal(amountMinor, currency)}`;
