import type { TBookingDetails, TCustomerBookingDetails, TList, TTraveller, TUser } from '@safar/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useBookingChanged } from '@/features/agent-bookings/bookings-queries';
import { travellerKeys } from '@/features/travellers/travellers-queries';
import { api, apiGet } from '@/lib/api';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import type { TCheckoutMode } from './checkout-mode';
import type { TBookingBody } from './checkout-validation';

/**
 * What the agent agreed to after a 409: the new price, and booking a possible duplicate anyway;
 * staff: the agency's agent the booking is made for.
 */
export type TBookingRequest = TBookingBody & { accept_total_minor?: number; confirm_duplicate?: boolean; on_behalf_of?: string };

/**
 * POST /bookings (or /admin-booking, staff naming the agency) with an Idempotency-Key per
 * request: the same request sent again (a retry after a lost answer) is the same key, so the API
 * finds the booking instead of booking twice; a re-send that accepts a new price or a duplicate
 * is a new request with a new key.
 */
export function useCreateBooking(endpoint: TCheckoutMode['endpoint'] = '/bookings', agencyId: string | null = null) {
  const changed = useBookingChanged();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: TBookingRequest) => {
      const body = agencyId ? { ...request, agency_id: agencyId } : request;
      // An agent gets the booking; a storefront booker (customer or visitor) their own view of it.
      return api<{ booking: TBookingDetails } | { customer_booking: TCustomerBookingDetails }>('POST', endpoint, {
        body,
        headers: key.headerFor(body),
      });
    },
    onSettled: (_data, error) => key.settle(error),
    onSuccess: (result) => {
      if ('booking' in result.data) changed(result.data.booking);
    },
  });
}

const PICKER_SIZE = 8;

/**
 * Whose saved travellers a passenger's picker offers: an agent's own agency's (`own`), the agency
 * staff book a flight for, or the agency whose agent sent the enquiry staff turn into a booking.
 * The last is read through the enquiry, because a salesman may read no agency's list by its id.
 */
export type TSavedTravellers = 'own' | { agencyId: string } | { enquiryId: string };

/** Where the travellers of a TSavedTravellers are searched. */
function travellersSource(of: TSavedTravellers): { path: string; query: Record<string, string> } {
  if (of === 'own') return { path: '/get-travellers', query: {} };
  if ('agencyId' in of) return { path: '/get-travellers', query: { agency_id: of.agencyId } };
  return { path: `/enquiries/${encodeURIComponent(of.enquiryId)}/travellers`, query: {} };
}

/**
 * GET /get-travellers?q= (or GET /enquiries/{id}/travellers?q=): the agency's saved travellers
 * matching what was typed (nothing until something is).
 */
export function useTravellerMatches(search: string, of: TSavedTravellers = 'own') {
  return useQuery({
    queryKey: [...travellerKeys.all, 'pick', of, search] as const,
    enabled: search.length > 0,
    queryFn: async () => {
      const { path, query } = travellersSource(of);
      return (await apiGet<TList<TTraveller>>(path, { ...query, q: search, page: 1, per_page: PICKER_SIZE })).data.items;
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /users?role=agent&agency_id=…: the agency's approved, active agents, whom staff may book
 * for (at most a hundred: an agency has a handful). Only staff booking for an agency ask.
 */
export function useAgencyAgents(agencyId: string | null) {
  return useQuery({
    queryKey: ['users', 'agency-agents', agencyId ?? ''] as const,
    enabled: agencyId !== null,
    queryFn: async () => {
      const query = { role: 'agent', approval: 'approved', status: 'active', agency_id: agencyId, per_page: 100 };
      const items = (await apiGet<TList<TUser>>('/users', query)).data.items;
      return items.filter((u) => u.is_formFilled === '1');
    },
    staleTime: 60_000,
  });
}
