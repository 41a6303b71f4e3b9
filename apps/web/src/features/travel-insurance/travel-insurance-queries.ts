import type { TInsuranceQuote, TInsuranceQuoteRequest } from '@safar/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError, apiGet } from '@/lib/api';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/**
 * POST /travel-insurance/quotes: the published plans that insure the trip, priced for the caller
 * and kept as a quote to buy from. The key makes a double click one quote (ignored for visitors).
 */
export function useInsuranceQuote() {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: async (body: TInsuranceQuoteRequest) =>
      (await api<{ quote: TInsuranceQuote }>('POST', '/travel-insurance/quotes', { body, headers: key.headerFor(body) })).data.quote,
    onSettled: (_data, error) => key.settle(error),
  });
}

/** GET /travel-insurance/quotes/{id}: a stored quote read back for its buyer (expired ones too, with their expiry); a 404 is an answer. */
export function useStoredQuote(id: string) {
  return useQuery({
    queryKey: ['insurance-quotes', id] as const,
    enabled: id !== '',
    queryFn: async () => (await apiGet<{ quote: TInsuranceQuote }>(`/travel-insurance/quotes/${encodeURIComponent(id)}`)).data.quote,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}
