import type { TCreateAdjustment, TLedgerAdjustment, TLedgerTransaction, TList, TUser } from '@safar/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';
import type { buildTransactionsQuery } from './ledger-filters';
import { ledgerKeys, useInvalidateLedger } from '@/features/money/money-queries';
import { idempotencyHeader } from '@/lib/use-idempotency-key';

/** The ledger's finance endpoints (apps/api/src/modules/ledger/ledger.routes.ts); wallets are in money-queries. */
const transactionsKey = (query: ReturnType<typeof buildTransactionsQuery>) => [...ledgerKeys.all, 'transactions', query] as const;
const adjustmentsKey = (status: string, page: number) => [...ledgerKeys.all, 'adjustments', status, page] as const;

export const ADJUSTMENTS_PER_PAGE = 20;

export function useTransactions(query: ReturnType<typeof buildTransactionsQuery>) {
  return useQuery({
    queryKey: transactionsKey(query),
    queryFn: async () => (await apiGet<TList<TLedgerTransaction>>('/transactions', query)).data,
    placeholderData: keepPreviousData,
  });
}

export function useAdjustments(status: TLedgerAdjustment['status'], page: number) {
  return useQuery({
    queryKey: adjustmentsKey(status, page),
    queryFn: async () =>
      (await apiGet<TList<TLedgerAdjustment>>('/transactions/adjustments', { status, page, per_page: ADJUSTMENTS_PER_PAGE })).data,
    placeholderData: keepPreviousData,
  });
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
