import { notifications } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '@/core/types';

/**
 * notificationsScope: a notification is its recipient's alone, whatever the role. Every read,
 * update and delete is narrowed by it, so another user's notification is "not found" (404).
 */
export function notificationsScope(user: AuthUser) {
  return eq(notifications.userId, user.id);
}
