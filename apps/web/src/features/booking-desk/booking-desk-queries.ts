import type { TBookingDetails, TBookingRow, TBookingStatus, TList, TRole, TBookingListQuery } from '@safar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { api, apiGet, ApiError } from '@/lib/api';
import { idempotencyHeader } from '@/lib/use-idempotency-key';

/** The booking endpoints (apps/api/src/modules/bookings/bookings.routes.ts), as the staff screens use them. */
export const deskKeys = {
  all: ['bookings'] as const,
  list: (source: TSource, query: object) => ['bookings', 'list', source, query] as const,
  details: (source: TSource, id: string) => ['bookings', 'details', source, id] as const,
};

export const DESK_PER_PAGE = 20;
/** The most rows one page may carry: what a queue that filters a page on the client reads at once. */
export const DESK_MAX_PAGE = 100;

type TSource = 'desk' | 'read';
/**
 * Admin and reservation read through the desk's endpoints; accounts staff may read bookings but
 * not the desk's (their role is refused there), so they read through the shared ones, which
 * answer the same shapes.
 */
const sourceOf = (role: TRole | undefined): TSource => (role === 'admin' || role === 'reservation' ? 'desk' : 'read');
const LIST_PATH: Record<TSource, string> = { desk: '/get-admin-bookings', read: '/get-bookings' };
const DETAILS_PATH: Record<TSource, string> = { desk: '/get-admin-booking', read: '/get-flight-booking-details' };

export interface TDeskListQuery {
  page?: number | undefined;
  per_page?: number | undefined;
  status?: TBookingStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** A reference, a PNR or a passenger's name. */
  q?: string | undefined;
  agency_id?: string | undefined;
  /** How they were made: `customer` for the storefront's (direct) bookings. */
  channel?: TBookingListQuery['channel'];
}

/** A list answer, or an error: a card on a shared screen (the dashboard) fails alone instead of taking the screen down. */
function asList(data: TList<TBookingRow>): TList<TBookingRow> {
  if (!Array.isArray(data?.items) || typeof data.pagination?.total !== 'number') throw new ApiError(0, 'internal_error', '');
  return data;
}

/** A page of bookings; `enabled` waits for what the query needs (an agency id read from a user). */
export function useDeskBookings(query: TDeskListQuery, enabled = true) {
  const source = sourceOf(useCurrentUser().data?.role);
  const full = { per_page: DESK_PER_PAGE, ...query };
  return useQuery({
    queryKey: deskKeys.list(source, full),
    enabled,
    queryFn: async () => asList((await apiGet<TList<TBookingRow>>(LIST_PATH[source], { ...full })).data),
    placeholderData: keepPreviousData,
  });
}

/** One booking with its passengers, money, deadlines and timeline. */
export function useDeskBooking(id: string | null) {
  const source = sourceOf(useCurrentUser().data?.role);
  return useQuery({
    queryKey: deskKeys.details(source, id ?? ''),
    enabled: Boolean(id),
    queryFn: async () => (await apiGet<{ booking: TBookingDetails }>(DETAILS_PATH[source], { id })).data.booking,
  });
}

/** A booking action moves money (or may): every booking read is stale after it, and so is every ledger read. */
function useInvalidateBookings() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: deskKeys.all }), qc.invalidateQueries({ queryKey: ['ledger'] })]);
}

export interface TNoteBody {
  booking_id: string;
  note?: string;
}

/** A POST on one booking with an Idempotency-Key; the lists and details are read again whatever the outcome (a 409 means it moved). */
function useBookingPost<TBody extends { booking_id: string }, TData = { booking: TBookingDetails }>(path: string) {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ key, ...body }: TBody & { key: string }) => api<TData>('POST', path, { body, headers: idempotencyHeader(key) }),
    onSettled: invalidate,
  });
}

/** POST /approve-booking (admin, reservation): pays if unpaid and issues a booking of the ticketing queue. */
export const useApproveBooking = () => useBookingPost<TNoteBody>('/approve-booking');

/** POST /void-booking (admin): voids inside the void window, refunding the wallet less the void fee. */
export const useVoidBooking = () => useBookingPost<TNoteBody>('/void-booking');

/** POST /confirm-pnr: pays a hold from the agency's wallet and issues it. */
export const useConfirmBooking = () => useBookingPost<{ booking_id: string }>('/confirm-pnr');

export interface TCancelQuote {
  supplier_refund_minor: number;
  fee_minor: number;
  refund_minor: number;
  currency: string;
  expires_at: string;
}

/**
 * POST /cancel-pnr: a hold is released at once; a ticketed booking answers its refund quote
 * first and changes nothing, and is cancelled only with `accept_refund_minor` equal to a fresh quote.
 */
export const useCancelBooking = () =>
  useBookingPost<{ booking_id: string; accept_refund_minor?: number }, { booking: TBookingDetails; quote: TCancelQuote | null }>(
    '/cancel-pnr',
  );
