import type { TCustomerBookingDetails, TCustomerBookingRow, TList } from '@safar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

export const storefrontKeys = {
  all: ['customer-bookings'] as const,
  list: (page: number) => [...storefrontKeys.all, 'list', page] as const,
  one: (id: string) => [...storefrontKeys.all, 'one', id] as const,
};

/** While the tickets are being issued after the card was taken, the page asks again every few seconds. */
const ISSUING_POLL_MS = 2000;

/** GET /get-customer-flight-booking-details: by the customer's account, or by the booking's link (`token`). */
export function useCustomerBooking(id: string, token: string | undefined) {
  return useQuery({
    queryKey: storefrontKeys.one(id),
    queryFn: async () =>
      (await apiGet<{ booking: TCustomerBookingDetails }>('/get-customer-flight-booking-details', { booking_id: id, token })).data.booking,
    refetchInterval: (query) => (query.state.data?.status === 'ticketing' ? ISSUING_POLL_MS : false),
  });
}

/** GET /get-customer-bookings: the signed-in customer's own. */
export function useCustomerBookings(page: number) {
  return useQuery({
    queryKey: storefrontKeys.list(page),
    queryFn: async () => (await apiGet<TList<TCustomerBookingRow>>('/get-customer-bookings', { page, per_page: 20 })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /safepay-url: the card gateway's page for a held booking (the amount is the booking's, set by the API). */
export async function startCardPayment(bookingId: string, token: string | undefined): Promise<string> {
  return (await apiGet<{ url: string; payment_id: string }>('/safepay-url', { booking_id: bookingId, token })).data.url;
}

/** The customer's copy of a ticketed booking's document, by the same account or link. */
export function customerDocumentHref(id: string, token: string, document: 'eticket' | 'invoice'): string {
  return `/api/customer-booking-document?${new URLSearchParams({ booking_id: id, token, document }).toString()}`;
}
