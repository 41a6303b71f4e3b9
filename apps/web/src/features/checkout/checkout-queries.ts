import type { TBookingDetails, TList, TTraveller } from '@safar/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useBookingChanged } from '@/features/agent-bookings/bookings-queries';
import { travellerKeys } from '@/features/travellers/travellers-queries';
import { api, apiGet } from '@/lib/api';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import type { TBookingBody } from './checkout-validation';

/** What the agent agreed to after a 409: the new price, and booking a possible duplicate anyway. */
export type TBookingRequest = TBookingBody & { accept_total_minor?: number; confirm_duplicate?: boolean };

/**
 * POST /bookings with an Idempotency-Key per request: the same request sent again (a retry after
 * a lost answer) is the same key, so the API finds the booking instead of booking twice; a
 * re-send that accepts a new price or a duplicate is a new request with a new key.
 */
export function useCreateBooking() {
  const changed = useBookingChanged();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TBookingRequest) => api<{ booking: TBookingDetails }>('POST', '/bookings', { body, headers: key.headerFor(body) }),
    onSettled: (_data, error) => key.settle(error),
    onSuccess: (result) => changed(result.data.booking),
  });
}

const PICKER_SIZE = 8;

/** GET /get-travellers?q=: the agency's saved travellers matching what was typed (nothing until something is). */
export function useTravellerMatches(search: string) {
  return useQuery({
    queryKey: [...travellerKeys.all, 'pick', search] as const,
    enabled: search.length > 0,
    queryFn: async () => (await apiGet<TList<TTraveller>>('/get-travellers', { q: search, page: 1, per_page: PICKER_SIZE })).data.items,
    placeholderData: keepPreviousData,
  });
}
