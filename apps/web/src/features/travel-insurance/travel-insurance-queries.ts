import type { TInsuranceQuote, TInsuranceQuoteRequest } from '@safar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
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
