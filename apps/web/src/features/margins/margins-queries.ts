import type { TMarginList, TMarginScope, TSaveMargins } from '@safar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';

/** Where each scope's margins are read and written (apps/api/src/modules/margins/margins.routes.ts). */
const PATHS: Record<TMarginScope, { read: string; save: string }> = {
  agent: { read: '/agent-margin', save: '/save-agent-margin' },
  customer: { read: '/get-customer-margin-values', save: '/save-customer-margin-values' },
};

export const marginKeys = { scope: (scope: TMarginScope) => ['margins', scope] as const };

/** Every product's margin: the signed-in agent's agency ('agent') or the B2C margin ('customer'). */
export function useMargins(scope: TMarginScope) {
  return useQuery({ queryKey: marginKeys.scope(scope), queryFn: async () => (await apiGet<TMarginList>(PATHS[scope].read)).data });
}

/** Saves the rules (an upsert per product); the answer is the full list, which replaces the cached one. */
export function useSaveMargins(scope: TMarginScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveMargins) => api<TMarginList>('POST', PATHS[scope].save, { body }),
    onSuccess: (result) => qc.setQueryData(marginKeys.scope(scope), result.data),
  });
}
