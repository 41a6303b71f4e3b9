import { z } from 'zod';
import type { TList } from '../envelope';
import { zPageQuery } from './common';

/**
 * Notification types (issue 3 §6). A notification stores its type and parameters, not text:
 * the web translates `notifications:types.<type>` and the mail `mail.notice_<type>_subject|body`
 * in the reader's language, with the same parameters.
 */
export const NOTIFICATION_TYPES = ['deposit_submitted', 'deposit_approved', 'deposit_rejected', 'charge_applied', 'charge_reversed'] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface TNotification {
  id: string;
  type: TNotificationType;
  params: Record<string, string>;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

/** GET /notifications: the caller's own, newest first; `unread=1` keeps the unread ones. */
export const ZNotificationListQuery = zPageQuery.omit({ search: true }).extend({ unread: z.enum(['1']).optional() });
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

/** The page of notifications plus how many of the caller's are unread (whatever the filter), for the bell. */
export interface TNotificationList extends TList<TNotification> {
  unread_count: number;
}
