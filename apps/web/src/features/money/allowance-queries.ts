import type { TAllowanceRequestListQuery, TCreditAllowanceRequest, TList } from '@safar/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';
import { ledgerKeys, useInvalidateLedger } from './money-queries';
import { idempotencyHeader } from '@/lib/use-idempotency-key';

/*
 * Credit allowance changes (maker-checker): POST /update-card-allowance asks (money-queries'
 * useUpdateAllowance), a second finance staff member approves or rejects. Cached under the
 * ledger's root, so an approval also refreshes the wallets it changed.
 */

export const ALLOWANCE_REQUESTS_PER_PAGE = 20;

type TListFilters = Partial<Pick<TAllowanceRequestListQuery, 'status' | 'agency_id' | 'page' | 'per_page'>> & { currency?: string };

const requestsKey = (filters: TListFilters) => [...ledgerKeys.all, 'allowance-requests', filters] as const;

/** GET /credit-allowance-requests: newest first, by status, agency and currency. */
export function useAllowanceRequests(filters: TListFilters, enabled = true) {
  return useQuery({
    queryKey: requestsKey(filters),
    enabled,
    queryFn: async () => (await apiGet<TList<TCreditAllowanceRequest>>('/credit-allowance-requests', filters)).data,
    placeholderData: keepPreviousData,
  });
}

/** The wallet's pending change, if any (a wallet has at most one). */
export function usePendingAllowance(agencyId: string | null, currency: string) {
  const list = useAllowanceRequests({ status: 'pending', agency_id: agencyId ?? undefined, currency, per_page: 1 }, Boolean(agencyId));
  return { ...list, pending: list.data?.items[0] ?? null };
}

/** POST /credit-allowance-requests/{id}/approve|reject: the checker's decision (the maker gets 403). */
export function useDecideAllowanceRequest() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: ({ id, action, reason, key }: { id: string; action: 'approve' | 'reject'; reason: string; key: string }) =>
      api<{ request: TCreditAllowanceRequest }>('POST', `/credit-allowance-requests/${encodeURIComponent(id)}/${action}`, {
        body: reason.trim() ? { reason: reason.trim() } : {},
        headers: idempotencyHeader(key),
      }),
    onSuccess: invalidate,
  });
}
