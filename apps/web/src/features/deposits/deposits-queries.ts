import type {
  TBank,
  TCreateDeposit,
  TDeposit,
  TDepositDetails,
  TDepositStatus,
  TDepositTotal,
  TList,
  TUpdateDepositStatus,
} from '@safar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';
import { idempotencyHeader } from '@/lib/use-idempotency-key';

/** The deposit endpoints (apps/api/src/modules/deposits/deposits.routes.ts). */
export const depositKeys = {
  all: ['deposits'] as const,
  agency: (agentId: string, query: object) => ['deposits', 'agency', agentId, query] as const,
  list: (query: object) => ['deposits', 'all', query] as const,
  details: (id: string) => ['deposits', 'details', id] as const,
  totals: (agentId: string) => ['deposits', 'totals', agentId] as const,
};

export const DEPOSITS_PER_PAGE = 20;

export interface TAgencyDepositsQuery {
  page: number;
  status?: TDepositStatus | undefined;
  search?: string | undefined;
}

/** GET /get-deposit-data/{agent}: one agency's deposits (agent = the agent's user id). */
export function useAgencyDeposits(agentId: string | null | undefined, query: TAgencyDepositsQuery) {
  return useQuery({
    queryKey: depositKeys.agency(agentId ?? '', query),
    enabled: Boolean(agentId),
    queryFn: async () =>
      (await apiGet<TList<TDeposit>>(`/get-deposit-data/${encodeURIComponent(agentId!)}`, { ...query, per_page: DEPOSITS_PER_PAGE })).data,
    placeholderData: keepPreviousData,
  });
}

export interface TAllDepositsQuery extends TAgencyDepositsQuery {
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /get-agents-deposits (finance): the top-up queue. */
export function useAllDeposits(query: TAllDepositsQuery) {
  return useQuery({
    queryKey: depositKeys.list(query),
    queryFn: async () => (await apiGet<TList<TDeposit>>('/get-agents-deposits', { ...query, per_page: DEPOSITS_PER_PAGE })).data,
    placeholderData: keepPreviousData,
  });
}

/** How many deposits have a status (a one-row page of the finance list, for its total). */
export function useDepositCount(status: TDepositStatus) {
  return useQuery({
    queryKey: depositKeys.list({ count: status }),
    queryFn: async () => (await apiGet<TList<TDeposit>>('/get-agents-deposits', { status, per_page: 1 })).data.pagination.total,
  });
}

/** GET /deposit-details?id=… */
export function useDepositDetails(id: string | null) {
  return useQuery({
    queryKey: depositKeys.details(id ?? ''),
    enabled: Boolean(id),
    queryFn: async () => (await apiGet<{ deposit: TDepositDetails }>('/deposit-details', { id })).data.deposit,
  });
}

/** GET /approved-deposits-total/{agent}: credited amounts per currency. */
export function useApprovedTotals(agentId: string | null | undefined) {
  return useQuery({
    queryKey: depositKeys.totals(agentId ?? ''),
    enabled: Boolean(agentId),
    queryFn: async () =>
      (await apiGet<{ totals: TDepositTotal[] }>(`/approved-deposits-total/${encodeURIComponent(agentId!)}`)).data.totals,
  });
}

/** The active banks an agent may pay into (GET /banks shows agents only active ones). */
export function useDepositBanks() {
  return useQuery({
    queryKey: ['deposits', 'banks'],
    queryFn: async () => (await apiGet<TList<TBank>>('/banks', { active: '1', per_page: 100 })).data.items,
    staleTime: 60_000,
  });
}

/** A deposit write makes every deposit read stale, and the ledger's (balances, transactions). */
function useInvalidateDeposits() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: depositKeys.all }), qc.invalidateQueries({ queryKey: ['ledger'] })]);
}

/** POST /deposit-data with an Idempotency-Key (one per form attempt). */
export function useSubmitDeposit() {
  const invalidate = useInvalidateDeposits();
  return useMutation({
    mutationFn: ({ body, key }: { body: TCreateDeposit; key: string }) =>
      api<{ deposit: TDeposit }>('POST', '/deposit-data', { body, headers: idempotencyHeader(key) }),
    onSuccess: invalidate,
  });
}

export interface TReviewBody {
  id: string;
  status: TUpdateDepositStatus['status'];
  approved_amount_minor?: number;
  reason?: string;
}

/** PUT /update-deposit-status/{id} (finance) with an Idempotency-Key. */
export function useReviewDeposit() {
  const invalidate = useInvalidateDeposits();
  return useMutation({
    mutationFn: ({ id, key, ...body }: TReviewBody & { key: string }) =>
      api<{ deposit: TDeposit }>('PUT', `/update-deposit-status/${encodeURIComponent(id)}`, { body, headers: idempotencyHeader(key) }),
    onSuccess: invalidate,
  });
}

/** DELETE /delete-deposit-data?id=… (pending deposits only). */
export function useDeleteDeposit() {
  const invalidate = useInvalidateDeposits();
  return useMutation({
    mutationFn: (id: string) => api<{ deposit: { id: string; reference: string } }>('DELETE', '/delete-deposit-data', { query: { id } }),
    onSuccess: invalidate,
  });
}
