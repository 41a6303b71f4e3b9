import type {
  TAgentContactMessage,
  TBookingDetails,
  TConvertEnquiry,
  TContactMessage,
  TEnquiryAssignee,
  TEnquiryDetails,
  TEnquiryReply,
  TEnquiryRow,
  TEnquirySummary,
  TProductEnquiry,
  TUpdateEnquiry,
} from '@safar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';
import { createResourceHooks } from '@/lib/resource-hooks';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/** The inbox (GET /enquiries) and one enquiry (GET /enquiries/{id} answers `{ enquiry }`). */
export const enquiryHooks = createResourceHooks<TEnquiryRow>({ key: 'enquiries', listPath: '/enquiries', subject: 'enquiry' });

export const ENQUIRIES_PER_PAGE = 20;

export const useEnquiry = (id: string | undefined) => enquiryHooks.useDetail(id) as ReturnType<typeof useQuery<TEnquiryDetails>>;

/** The menu badge: how many enquiries are new. Refreshed every minute while a staff screen is open. */
export const useEnquirySummary = (enabled: boolean) =>
  useQuery({
    queryKey: ['enquiries', 'summary'],
    enabled,
    refetchInterval: 60_000,
    queryFn: async () => (await apiGet<TEnquirySummary>('/enquiries-summary')).data,
  });

export const useEnquiryAssignees = () =>
  useQuery({
    queryKey: ['enquiries', 'assignees'],
    staleTime: 5 * 60_000,
    queryFn: async () => (await apiGet<{ items: TEnquiryAssignee[] }>('/enquiries/assignees')).data.items,
  });

export function useReplyToEnquiry(id: string) {
  const qc = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TEnquiryReply) =>
      api<{ enquiry: TEnquiryDetails }>('POST', `/enquiries/${id}/replies`, { body, headers: key.headerFor(body) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: enquiryHooks.keys.all }),
    onSettled: (_data, error) => key.settle(error),
  });
}

export function useUpdateEnquiry(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateEnquiry) => api<{ enquiry: TEnquiryDetails }>('PUT', '/enquiries', { body, query: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: enquiryHooks.keys.all }),
  });
}

/**
 * POST /enquiries/convert: the booking agreed with the enquirer, answered as the staff read it.
 * One Idempotency-Key per request, kept across a retry of the same body (a lost answer never books
 * twice). The inbox, the desk's bookings and the ledger (an agency's wallet paid) are read again.
 */
export function useConvertEnquiry() {
  const qc = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TConvertEnquiry) =>
      api<{ booking: TBookingDetails }>('POST', '/enquiries/convert', { body, headers: key.headerFor(body) }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: enquiryHooks.keys.all });
      void qc.invalidateQueries({ queryKey: ['bookings'] });
      void qc.invalidateQueries({ queryKey: ['ledger'] });
    },
    onSettled: (_data, error) => key.settle(error),
  });
}

/** The public forms: the contact form and a product's enquiry (no key: a visitor's would be ignored). */
export const useSendContact = () => useMutation({ mutationFn: (body: TContactMessage) => api<null>('POST', '/contact', { body }) });
export const useSendProductEnquiry = () =>
  useMutation({ mutationFn: (body: TProductEnquiry) => api<null>('POST', '/enquiries', { body }) });

/** An agent's message, sent as the signed-in agent. */
export function useSendAgentContact() {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TAgentContactMessage) => api<null>('POST', '/contact/us', { body, headers: key.headerFor(body) }),
    onSettled: (_data, error) => key.settle(error),
  });
}
