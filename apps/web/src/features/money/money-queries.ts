import type { TAgencyBalance, TAgencyBalanceAnswer, TAllowanceRequested, TList, TUpdateCardAllowance, TUser } from '@safar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';
import { idempotencyHeader } from '@/lib/use-idempotency-key';

/**
 * Every money read (ledger lists, adjustments, wallets and balances) is cached under one root,
 * so a charge, deposit or ledger write can make them all stale at once.
 */
export const ledgerKeys = {
  all: ['ledger'] as const,
  balance: (userId: string) => ['ledger', 'balance', userId] as const,
  ownWallet: ['ledger', 'own-wallet'] as const,
};

/** Any ledger write makes every ledger read stale (lists, adjustments, balances). */
export function useInvalidateLedger() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ledgerKeys.all });
}

/** GET /agency-balance?user_id=: the wallet of an agent's agency in its own currency. */
export function useAgencyBalance(userId: string | null, enabled = true) {
  return useQuery({
    queryKey: ledgerKeys.balance(userId ?? ''),
    enabled: Boolean(userId) && enabled,
    queryFn: async () => (await apiGet<{ balance: TAgencyBalance }>('/agency-balance', { user_id: userId })).data.balance,
  });
}

/** GET /agency-balance without a target: an approved agent's own wallet and its last transactions (the agent home). */
export function useOwnWallet() {
  return useQuery({
    queryKey: ledgerKeys.ownWallet,
    queryFn: async () => (await apiGet<TAgencyBalanceAnswer>('/agency-balance')).data,
  });
}

/**
 * POST /update-card-allowance: asks for a new credit allowance, applied when a second staff
 * member approves it. It carries an Idempotency-Key (a retry must not ask twice).
 */
export function useUpdateAllowance() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: TUpdateCardAllowance }) =>
      api<TAllowanceRequested>('POST', '/update-card-allowance', { body, headers: idempotencyHeader(key) }),
    // Also after a refusal: a 409 means another change is pending, which the card then shows.
    onSettled: invalidate,
  });
}

/** Agents for the agency pickers (GET /users?role=agent&search), ten at a time. */
export function useAgentOptions(search: string) {
  return useQuery({
    queryKey: ['ledger', 'agents', search],
    queryFn: async () =>
      (await apiGet<TList<TUser>>('/users', { role: 'agent', search: search || undefined, per_page: 10 })).data.items.filter(
        (u) => u.agency,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
