import type { TIntegrationKeys, TSaveKeys } from '@safar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';

export const integrationKeysKey = ['integration-keys'] as const;

/** GET /fetch-keys: every known key's state (never a value). */
export function useIntegrationKeys() {
  return useQuery({ queryKey: integrationKeysKey, queryFn: async () => (await apiGet<TIntegrationKeys>('/fetch-keys')).data });
}

/** POST /save-keys; its answer (the states after the save) replaces the cached ones. */
export function useSaveKeys() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveKeys) => api<TIntegrationKeys>('POST', '/save-keys', { body }),
    onSuccess: (result) => {
      qc.setQueryData(integrationKeysKey, result.data);
      // The suppliers screen shows whether each supplier's keys are set.
      void qc.invalidateQueries({ queryKey: ['flight-suppliers'] });
    },
  });
}
