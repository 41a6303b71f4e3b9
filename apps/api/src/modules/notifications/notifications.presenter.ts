import type { TNotification, TNotificationType } from '@safar/contracts';
import type { TNotificationRow } from './notify';

export const toNotificationView = (n: TNotificationRow): TNotification => ({
  id: n.id,
  type: n.type as TNotificationType,
  params: n.params,
  link: n.link,
  read_at: n.readAt?.toISOString() ?? null,
  created_at: n.createdAt.toISOString(),
});
