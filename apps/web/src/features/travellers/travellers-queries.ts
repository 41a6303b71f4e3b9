import type { TList, TPassengerType, TSaveTraveller, TTraveller, TTravellerRef, TUpdateTraveller } from '@safar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';
import { idempotencyHeader } from '@/lib/use-idempotency-key';

/** The saved-traveller endpoints (apps/api/src/modules/travellers/travellers.routes.ts). */
export const travellerKeys = {
  all: ['travellers'] as const,
  list: (query: object) => ['travellers', 'list', query] as const,
  one: (id: string) => ['travellers', 'one', id] as const,
};

export const TRAVELLERS_PER_PAGE = 20;

export interface TTravellersQuery {
  page: number;
  q?: string | undefined;
  type?: TPassengerType | undefined;
}

/** GET /get-travellers: a page of the agent's agency's travellers. */
export function useTravellers(query: TTravellersQuery) {
  return useQuery({
    queryKey: travellerKeys.list(query),
    queryFn: async () => (await apiGet<TList<TTraveller>>('/get-travellers', { ...query, per_page: TRAVELLERS_PER_PAGE })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /get-travellers/{id}: one traveller, to edit it. */
export function useTraveller(id: string | null) {
  return useQuery({
    queryKey: travellerKeys.one(id ?? ''),
    enabled: Boolean(id),
    queryFn: async () => (await apiGet<{ traveller: TTraveller }>(`/get-travellers/${encodeURIComponent(id!)}`)).data.traveller,
  });
}

/** A traveller write makes every traveller read stale (the list, its counts, the one edited). */
function useInvalidateTravellers() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: travellerKeys.all });
}

/** POST /save-travellers with the form's Idempotency-Key, so a double click saves one traveller. */
export function useSaveTraveller() {
  const invalidate = useInvalidateTravellers();
  return useMutation({
    mutationFn: ({ body, key }: { body: TSaveTraveller; key: string }) =>
      api<{ traveller: TTraveller }>('POST', '/save-travellers', { body, headers: idempotencyHeader(key) }),
    onSuccess: invalidate,
  });
}

/** PUT /update-travellers (the id in the body, with every field). */
export function useUpdateTraveller() {
  const invalidate = useInvalidateTravellers();
  return useMutation({
    mutationFn: (body: TUpdateTraveller) => api<{ traveller: TTraveller }>('PUT', '/update-travellers', { body }),
    onSuccess: invalidate,
  });
}

/** DELETE /delete-travellers?id=… */
export function useDeleteTraveller() {
  const invalidate = useInvalidateTravellers();
  return useMutation({
    mutationFn: (id: string) => api<{ traveller: TTravellerRef }>('DELETE', '/delete-travellers', { query: { id } }),
    onSuccess: invalidate,
  });
}
