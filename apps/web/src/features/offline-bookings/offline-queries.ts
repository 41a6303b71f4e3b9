import type {
  TCancelOfflineBooking,
  TImportPnr,
  TImportPnrPreview,
  TList,
  TOfflineBookingDetails,
  TOfflineBookingRow,
  TSaveOfflineBooking,
  TUpdateOfflineBooking,
} from '@safar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ledgerKeys } from '@/features/money/money-queries';
import { api, apiGet, ApiError, type ApiSuccess } from '@/lib/api';
import { notifyError } from '@/lib/toast';
import { idempotencyHeader } from '@/lib/use-idempotency-key';

/** Bookings made outside Safar (apps/api/src/modules/bookings/offline/offline-bookings.routes.ts). */
export const offlineKeys = {
  all: ['offline-bookings'] as const,
  list: (query: object) => ['offline-bookings', 'list', query] as const,
  details: (id: string) => ['offline-bookings', 'details', id] as const,
  record: (supplier: string, pnr: string) => ['offline-bookings', 'import', supplier, pnr] as const,
};

export const OFFLINE_PER_PAGE = 20;

/**
 * Every offline booking call shows its toast when it fails, then passes the error on to its
 * caller (a form shows the fields' messages, a screen its error state). A refused form (422) says
 * the call's own words: the fields say the rest.
 */
async function toasting<T>(call: () => Promise<T>, fallbackKey: string): Promise<T> {
  try {
    return await call();
  } catch (err) {
    notifyError(err instanceof ApiError && err.status === 422 ? null : err, fallbackKey);
    throw err;
  }
}

export interface TOfflineListQuery {
  page?: number | undefined;
  q?: string | undefined;
}

/** GET /get-offline-bookings: staff every agency's, an agent its own agency's. */
export function useOfflineBookings(query: TOfflineListQuery) {
  const full = { per_page: OFFLINE_PER_PAGE, ...query };
  return useQuery({
    queryKey: offlineKeys.list(full),
    queryFn: () =>
      toasting(
        async () => (await apiGet<TList<TOfflineBookingRow>>('/get-offline-bookings', { ...full })).data,
        'messages:offline_list_failed',
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /get-offline-booking-details. */
export function useOfflineBooking(id: string | null) {
  return useQuery({
    queryKey: offlineKeys.details(id ?? ''),
    enabled: Boolean(id),
    queryFn: () =>
      toasting(
        async () => (await apiGet<TOfflineBookingDetails>('/get-offline-booking-details', { id })).data,
        'messages:offline_details_failed',
      ),
    retry: false,
  });
}

/** Money moved: the lists, the bookings and the wallets are stale. */
function useInvalidate() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: offlineKeys.all }),
      qc.invalidateQueries({ queryKey: ['bookings'] }),
      qc.invalidateQueries({ queryKey: ledgerKeys.all }),
    ]);
}

type TSaved = ApiSuccess<TOfflineBookingDetails>;

/** POST /offline-bookings with the action's Idempotency-Key. */
export function useSaveOfflineBooking() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ body, key }: { body: TSaveOfflineBooking; key: string }): Promise<TSaved> =>
      toasting(
        () => api<TOfflineBookingDetails>('POST', '/offline-bookings', { body, headers: idempotencyHeader(key) }),
        'messages:offline_save_failed',
      ),
    onSuccess: invalidate,
  });
}

/** POST /update-offline-booking: changed amounts post the difference. */
export function useUpdateOfflineBooking() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ body, key }: { body: TUpdateOfflineBooking; key: string }): Promise<TSaved> =>
      toasting(
        () => api<TOfflineBookingDetails>('POST', '/update-offline-booking', { body, headers: idempotencyHeader(key) }),
        'messages:offline_update_failed',
      ),
    onSuccess: invalidate,
  });
}

/** POST /cancel-offline-booking (admin): the supplier's refund back to the wallet, less the fee. */
export function useCancelOfflineBooking() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ body, key }: { body: TCancelOfflineBooking; key: string }): Promise<TSaved> =>
      toasting(
        () => api<TOfflineBookingDetails>('POST', '/cancel-offline-booking', { body, headers: idempotencyHeader(key) }),
        'messages:offline_update_failed',
      ),
    onSuccess: invalidate,
  });
}

/** DELETE /delete-offline-booking (refused once money has moved). */
export function useDeleteOfflineBooking() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      toasting(() => api<{ id: string }>('DELETE', '/delete-offline-booking', { query: { id } }), 'messages:offline_delete_failed'),
    onSuccess: invalidate,
  });
}

/** POST /send-offline-booking-email (a failure says "…while updating the booking."). */
export function useSendOfflineBookingEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; to?: string | undefined }) =>
      toasting(() => api<{ to: string }>('POST', '/send-offline-booking-email', { body }), 'messages:offline_update_failed'),
    onSuccess: (_r, body) => qc.invalidateQueries({ queryKey: offlineKeys.details(body.id) }),
  });
}

/** GET /import-pnr: the supplier's record, asked for when staff press "Look up". */
export function usePnrRecord(lookup: { supplier: string; pnr: string } | null) {
  return useQuery({
    queryKey: offlineKeys.record(lookup?.supplier ?? '', lookup?.pnr ?? ''),
    enabled: lookup !== null,
    queryFn: async () => (await apiGet<{ record: TImportPnrPreview }>('/import-pnr', { ...lookup })).data.record,
    retry: false,
  });
}

/** POST /import-pnr: attaches the record to an agency. */
export function useImportPnr() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ body, key }: { body: TImportPnr; key: string }) =>
      toasting(
        () => api<{ booking: { id: string; reference: string } }>('POST', '/import-pnr', { body, headers: idempotencyHeader(key) }),
        'messages:offline_save_failed',
      ),
    onSuccess: invalidate,
  });
}
