import type { TAgencyBalance, TAgentCharge, TList, TSaveAgentCharge } from '@safar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ledgerKeys } from '@/features/money/money-queries';
import { idempotencyHeader } from '@/lib/use-idempotency-key';
import { api, apiGet } from '@/lib/api';
import type { TChargeQuery } from './charge-filters';

/** Other charges (apps/api/src/modules/charges/charges.routes.ts). */
export const chargeKeys = {
  all: ['charges'] as const,
  list: (query: TChargeQuery) => ['charges', 'list', query] as const,
  balance: (userId: string, currency: string) => ['charges', 'balance', userId, currency] as const,
};

/** GET /show-all-charges: finance sees every agency's (filtered), an agent its own agency's. */
export function useCharges(query: TChargeQuery) {
  return useQuery({
    queryKey: chargeKeys.list(query),
    queryFn: async () => (await apiGet<TList<TAgentCharge>>('/show-all-charges', query)).data,
    placeholderData: keepPreviousData,
  });
}

/** A charge moves money: its lists, the ledger and wallet balances are stale afterwards. */
function useInvalidateMoney() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: chargeKeys.all }), qc.invalidateQueries({ queryKey: ledgerKeys.all })]);
}

/** POST /save-agent-charges with an Idempotency-Key per attempt. */
export function useSaveCharge() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: TSaveAgentCharge }) =>
      api<{ charge: TAgentCharge }>('POST', '/save-agent-charges', { body, headers: idempotencyHeader(key) }),
    onSuccess: invalidate,
  });
}

/** POST /update-agent-charge-status: the reversal of an applied charge, with its reason. */
export function useReverseCharge() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ key, ...body }: { id: string; status: 'reversed'; reason: string; key: string }) =>
      api<{ charge: TAgentCharge }>('POST', '/update-agent-charge-status', { body, headers: idempotencyHeader(key) }),
    onSuccess: invalidate,
  });
}

/** GET /agency-balance for the chosen agent's agency, in the charge's currency. */
export function useChargeBalance(userId: string | null, currency: string) {
  return useQuery({
    queryKey: chargeKeys.balance(userId ?? '', currency),
    enabled: Boolean(userId && currency),
    queryFn: async () => (await apiGet<{ balance: TAgencyBalance }>('/agency-balance', { user_id: userId, currency })).data.balance,
  });
}
