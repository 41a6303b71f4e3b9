import type { TBookingDetails, TBookingRow, TBookingStatus, TList } from '@safar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ledgerKeys } from '@/features/money/money-queries';
import { api, apiGet, type ApiSuccess } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/** The booking endpoints an agent uses (apps/api/src/modules/bookings/bookings.routes.ts). */
export const bookingKeys = {
  all: ['bookings'] as const,
  list: (query: object) => ['bookings', 'list', query] as const,
  one: (id: string) => ['bookings', 'one', id] as const,
};

export const BOOKINGS_PER_PAGE = 20;

export interface TBookingsQuery {
  page: number;
  status?: TBookingStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

/** GET /get-bookings: a page of the agency's bookings, newest first. */
export function useBookings(query: TBookingsQuery) {
  return useQuery({
    queryKey: bookingKeys.list(query),
    queryFn: async () => (await apiGet<TList<TBookingRow>>('/get-bookings', { ...query, per_page: BOOKINGS_PER_PAGE })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /get-flight-booking-details?id=: one booking with its passengers, flights, money and timeline. */
export function useBooking(id: string | null) {
  return useQuery({
    queryKey: bookingKeys.one(id ?? ''),
    enabled: Boolean(id),
    queryFn: async () => (await apiGet<{ booking: TBookingDetails }>('/get-flight-booking-details', { id: id! })).data.booking,
  });
}

/**
 * After a booking changed: its answer is the booking as it is now, the lists and the wallet
 * (a payment or a refund) are stale.
 */
export function useBookingChanged() {
  const qc = useQueryClient();
  return (booking: TBookingDetails) => {
    qc.setQueryData(bookingKeys.one(booking.id), booking);
    void qc.invalidateQueries({ queryKey: ['bookings', 'list'] });
    void qc.invalidateQueries({ queryKey: ledgerKeys.all });
  };
}

export interface TCancelQuote {
  supplier_refund_minor: number;
  fee_minor: number;
  refund_minor: number;
  currency: string;
  expires_at: string;
}

/**
 * A money call on a booking, with an Idempotency-Key kept across retries of the same request
 * (a lost answer never pays or cancels twice). Failures keep the message's details.
 */
function useBookingCall<TBody extends { booking_id: string }, TAnswer extends { booking: TBookingDetails }>(path: string) {
  const changed = useBookingChanged();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TBody) => api<TAnswer>('POST', path, { body, headers: key.headerFor(body) }),
    onSettled: (_data, error) => key.settle(error),
    onSuccess: (result) => changed(result.data.booking),
  });
}

/** POST /confirm-pnr: pay a hold from the wallet and issue its tickets. */
export const useConfirmBooking = () => useBookingCall<{ booking_id: string }, { booking: TBookingDetails }>('/confirm-pnr');

/** POST /cancel-pnr: a hold at once; a ticketed booking answers its refund first, and cancels at the refund accepted. */
export const useCancelBooking = () =>
  useBookingCall<{ booking_id: string; accept_refund_minor?: number }, { booking: TBookingDetails; quote: TCancelQuote | null }>(
    '/cancel-pnr',
  );

/** POST /void-request: ask staff to void the tickets, with an optional note. */
export const useRequestVoid = () => useBookingCall<{ booking_id: string; note?: string }, { booking: TBookingDetails }>('/void-request');

/**
 * The toast after a booking call: the server's message, as information when the airline has not
 * answered yet (the booking is being checked, nothing has succeeded), else as a success.
 */
export function notifyBookingAnswer(
  result: ApiSuccess<{ booking: Pick<TBookingDetails, 'status'> } | { customer_booking: Pick<TBookingDetails, 'status'> }>,
) {
  const booking = 'booking' in result.data ? result.data.booking : result.data.customer_booking;
  notify(booking.status === 'outcome_unknown' ? 'info' : 'success', result.description);
}
