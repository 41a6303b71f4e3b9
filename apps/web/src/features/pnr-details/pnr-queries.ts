import type { TPnrDetails } from '@safar/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** Under the bookings' key, so whatever refreshes the bookings refreshes what a PNR shows of them. */
export const pnrKey = (pnr: string) => ['bookings', 'pnr', pnr] as const;

/** GET /get-pnr-details?pnr=: the reader's bookings under a locator and the supplier's record now. */
export function usePnrDetails(pnr: string | null) {
  return useQuery({
    queryKey: pnrKey(pnr ?? ''),
    enabled: Boolean(pnr),
    queryFn: async () => (await apiGet<TPnrDetails>('/get-pnr-details', { pnr: pnr! })).data,
  });
}
