import type { TFlightSupplier, TSearchSettings, TUpdateFlightSupplier, TUpdateSearchSettings } from '@safar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';

export const flightSuppliersKey = ['flight-suppliers'] as const;

/** GET /suppliers: every supplier in search order. */
export function useFlightSuppliers() {
  return useQuery({
    queryKey: flightSuppliersKey,
    queryFn: async () => (await apiGet<{ suppliers: TFlightSupplier[] }>('/suppliers')).data.suppliers,
  });
}

/** PUT /suppliers/{id}; the saved supplier replaces its cached row. */
export function useUpdateSupplier() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateFlightSupplier }) =>
      api<{ supplier: TFlightSupplier }>('PUT', `/suppliers/${encodeURIComponent(id)}`, { body }),
    onSuccess: (result) =>
      qc.setQueryData<TFlightSupplier[]>(flightSuppliersKey, (list) =>
        list?.map((s) => (s.id === result.data.supplier.id ? result.data.supplier : s)),
      ),
  });
}

export const searchSettingsKey = ['search-settings'] as const;

/** GET /search-settings: how many searches a visitor may make per hour from one address. */
export function useSearchSettings() {
  return useQuery({
    queryKey: searchSettingsKey,
    queryFn: async () => (await apiGet<{ settings: TSearchSettings }>('/search-settings')).data.settings,
  });
}

/** PUT /search-settings; the saved settings replace the cached ones. */
export function useSaveSearchSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateSearchSettings) => api<{ settings: TSearchSettings }>('PUT', '/search-settings', { body }),
    onSuccess: (result) => qc.setQueryData(searchSettingsKey, result.data.settings),
  });
}
