import type { TAgencyBalance, TAgencyBalanceAnswer, TCreateAdjustment, TLedgerAdjustment, TLedgerTransaction, TList, TUser, TWalletView } from '@safar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';
import type { buildTransactionsQuery } from './ledger-filters';
import { idempotencyHeader } from './use-idempotency-key';

/** The ledger's finance endpoints (apps/api/src/modules/ledger/ledger.routes.ts). */
export const ledgerKeys = {
  all: ['ledger'] as const,
  transactions: (query: ReturnType<typeof buildTransactionsQuery>) => ['ledger', 'transactions', query] as const,
  adjustments: (status: string, page: number) => ['ledger', 'adjustments', status, page] as const,
  balance: (userId: string) => ['ledger', 'balance', userId] as const,
  ownWallet: ['ledger', 'own-wallet'] as const,
};

export const ADJUSTMENTS_PER_PAGE = 20;

export function useTransactions(query: ReturnType<typeof buildTransactionsQuery>) {
  return useQuery({
    queryKey: ledgerKeys.transactions(query),
    queryFn: async () => (await apiGet<TList<TLedgerTransaction>>('/transactions', query)).data,
    placeholderData: keepPreviousData,
  });
}

export function useAdjustments(status: 'pending' | 'approved' | 'rejected', page: number) {
  return useQuery({
    queryKey: ledgerKeys.adjustments(status, page),
    queryFn: async () => (await apiGet<TList<TLedgerAdjustment>>('/transactions/adjustments', { status, page, per_page: ADJUSTMENTS_PER_PAGE })).data,
    placeholderData: keepPreviousData,
  });
}

/** Any ledger write makes every ledger read stale (lists, adjustments, balances). */
function useInvalidateLedger() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ledgerKeys.all });
}

/** PUT /transactions: posts the reversal of a transaction (never an edit). */
export function useReverseTransaction() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: ({ key, ...body }: { transaction_id: string; reason: string; key: string }) =>
      api<{ transaction: TLedgerTransaction }>('PUT', '/transactions', { body, headers: idempotencyHeader(key) }),
    onSuccess: invalidate,
  });
}

/** POST /transactions: a manual adjustment, pending until a second staff member approves it. */
export function useCreateAdjustment() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: TCreateAdjustment }) =>
      api<{ adjustment: TLedgerAdjustment }>('POST', '/transactions', { body, headers: idempotencyHeader(key) }),
    onSuccess: invalidate,
  });
}

/** POST /transactions/adjustments/{id}/approve|reject: the checker's decision (the maker gets 403). */
export function useDecideAdjustment() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: ({ id, action, reason, key }: { id: string; action: 'approve' | 'reject'; reason: string; key: string }) =>
      api<{ adjustment: TLedgerAdjustment }>('POST', `/transactions/adjustments/${encodeURIComponent(id)}/${action}`, {
        body: reason.trim() ? { reason: reason.trim() } : {},
        headers: idempotencyHeader(key),
      }),
    onSuccess: invalidate,
  });
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

/** POST /update-card-allowance: sets (not adds to) the allowance, so a repeat is harmless. */
export function useUpdateAllowance() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (body: { user_id: string; currency: string; credit_allowance_minor: number }) =>
      api<{ wallet: TWalletView }>('POST', '/update-card-allowance', { body }),
    onSuccess: invalidate,
  });
}

/** Agents for the agency pickers (GET /users?role=agent&search), ten at a time. */
export function useAgentOptions(search: string) {
  return useQuery({
    queryKey: ['ledger', 'agents', search],
    queryFn: async () => (await apiGet<TList<TUser>>('/users', { role: 'agent', search: search || undefined, per_page: 10 })).data.items.filter((u) => u.agency),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Agency names by id for the lists (the ledger answers ids): the first 100 agents. */
export function useAgencyNames() {
  return useQuery({
    queryKey: ['ledger', 'agency-names'],
    queryFn: async () => {
      const items = (await apiGet<TList<TUser>>('/users', { role: 'agent', per_page: 100 })).data.items;
      return new Map(items.flatMap((u) => (u.agency ? [[u.agency.id, u.agency.name] as const] : [])));
    },
    staleTime: 60_000,
  });
}
