import type { TAnswerScheduleChange, TList, TScheduleChangeDetails, TScheduleChangeRow, TScheduleChangeStatus } from '@safar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ledgerKeys } from '@/features/money/money-queries';
import { api, apiGet } from '@/lib/api';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/** The airline-change endpoints (apps/api/src/modules/schedule-changes/schedule-changes.routes.ts). */
export const changeKeys = {
  all: ['schedule-changes'] as const,
  list: (query: object) => ['schedule-changes', 'list', query] as const,
  one: (id: string) => ['schedule-changes', 'one', id] as const,
};

export const CHANGES_PER_PAGE = 20;

export interface TChangesQuery {
  page: number;
  status?: TScheduleChangeStatus | undefined;
  booking_id?: string | undefined;
}

/** GET /schedule-changes: a page of the changes the user reaches, newest first. */
export function useScheduleChanges(query: TChangesQuery, enabled = true) {
  return useQuery({
    queryKey: changeKeys.list(query),
    enabled,
    queryFn: async () => (await apiGet<TList<TScheduleChangeRow>>('/schedule-changes', { ...query, per_page: CHANGES_PER_PAGE })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /schedule-change?id=: one change with the flights before and after. */
export function useScheduleChange(id: string | null) {
  return useQuery({
    queryKey: changeKeys.one(id ?? ''),
    enabled: Boolean(id),
    queryFn: async () => (await apiGet<{ change: TScheduleChangeDetails }>('/schedule-change', { id: id! })).data.change,
  });
}

/**
 * POST /schedule-changes/answer, with an Idempotency-Key kept across retries of the same answer
 * (a refund moves money). Afterwards the change, the lists, the booking and the wallet are stale.
 */
export function useAnswerScheduleChange() {
  const qc = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TAnswerScheduleChange) =>
      api<{ change: TScheduleChangeDetails }>('POST', '/schedule-changes/answer', { body, headers: key.headerFor(body) }),
    onSettled: (_data, error) => {
      key.settle(error);
      void qc.invalidateQueries({ queryKey: changeKeys.all });
      void qc.invalidateQueries({ queryKey: ['bookings'] });
      void qc.invalidateQueries({ queryKey: ledgerKeys.all });
    },
    onSuccess: (result) => qc.setQueryData(changeKeys.one(result.data.change.id), result.data.change),
  });
}
