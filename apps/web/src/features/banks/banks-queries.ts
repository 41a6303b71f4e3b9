import type { TBank, TCreateBank, TUpdateBank } from '@safar/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { createResourceHooks } from '@/lib/resource-hooks';

/** GET/POST/PUT/DELETE /banks through the shared resource hooks. */
export const bankHooks = createResourceHooks<TBank, TCreateBank>({ key: 'banks', listPath: '/banks', updateMethod: 'PUT' });

export const BANKS_PER_PAGE = 20;

/** One bank for the edit form: GET /banks/{id} answers `{ bank }`. */
export function useBank(id: string | null) {
  return useQuery({
    queryKey: bankHooks.keys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: async () => (await apiGet<{ bank: TBank }>(`/banks/${encodeURIComponent(id!)}`)).data.bank,
  });
}

export const useUpdateBank = () => bankHooks.useUpdate<TUpdateBank>();
