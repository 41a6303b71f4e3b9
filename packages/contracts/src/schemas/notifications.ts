import { z } from 'zod';
import { zId, zInstant, zListOf, zPageQuery } from './common';

/**
 * Notification types. A notification stores its type and parameters, not text:
 * the web translates `notifications:types.<type>` and the mail `mail.notice_<type>_subject|body`
 * in the reader's language, with the same parameters.
 */
export const NOTIFICATION_TYPES = [
  'deposit_submitted',
  'deposit_approved',
  'deposit_rejected',
  'deposit_amount_to_confirm',
  'deposit_reversed',
  'charge_applied',
  'charge_reversed',
  'agency_renamed',
  'agency_name_taken',
  'allowance_requested',
  'allowance_changed',
  'booking_deadline_near',
  'booking_expired',
  'schedule_change',
  'enquiry_received',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

export const ZNotification = z.strictObject({
  id: zId,
  type: z.enum(NOTIFICATION_TYPES),
  params: z.record(z.string(), z.string()),
  link: z.string().nullable(),
  read_at: zInstant.nullable(),
  created_at: zInstant,
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /notifications: the caller's own, newest first; `unread=1` keeps the unread ones. */
export const ZNotificationListQuery = zPageQuery.omit({ search: true }).extend({ unread: z.enum(['1']).optional() });
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

/** The page of notifications plus how many of the caller's are unread (whatever the filter), for the bell. */
export const ZNotificationList = zListOf(ZNotification).extend({ unread_count: z.number().int() });
export type TNotificationList = z.infer<typeof ZNotificationList>;
