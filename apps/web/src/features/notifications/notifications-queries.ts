import type { TNotification, TNotificationList } from '@safar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';

/** The signed-in user's notifications (apps/api/src/modules/notifications/notifications.routes.ts). */
export const notificationKeys = {
  all: ['notifications'] as const,
  bell: (limit: number) => ['notifications', 'bell', limit] as const,
};

/** How often the bell asks for news: every minute, and whenever the window regains focus. */
export const BELL_POLL_MS = 60_000;
export const BELL_PAGE = 10;

/** The newest `limit` notifications and the unread count, polled for the bell. */
export function useBellNotifications(limit: number) {
  return useQuery({
    queryKey: notificationKeys.bell(limit),
    queryFn: async () => (await apiGet<TNotificationList>('/notifications', { per_page: limit })).data,
    refetchInterval: BELL_POLL_MS,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}

function useNotificationMutation<TArg, TResult>(call: (arg: TArg) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.all }) });
}

/** POST /notifications/read/{id}: idempotent, the first read time is kept. */
export const useMarkRead = () =>
  useNotificationMutation((id: string) => api<{ notification: TNotification }>('POST', `/notifications/read/${encodeURIComponent(id)}`));

/** POST /notifications/read-all. */
export const useMarkAllRead = () => useNotificationMutation(() => api<{ updated: number }>('POST', '/notifications/read-all'));

/** DELETE /notifications/{id}: "Notification deleted". */
export const useDeleteNotification = () =>
  useNotificationMutation((id: string) => api<{ id: string }>('DELETE', `/notifications/${encodeURIComponent(id)}`));

/** DELETE /notifications/clear-all: "All notifications cleared". */
export const useClearNotifications = () => useNotificationMutation(() => api<{ deleted: number }>('DELETE', '/notifications/clear-all'));
