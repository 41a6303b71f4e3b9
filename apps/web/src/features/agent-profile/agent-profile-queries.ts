import type { TAgentProfile, TSaveAgentProfile } from '@safar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';

export const agentProfileKey = ['agent-profile'] as const;

/** The signed-in agent's agency profile (GET /agent-profile), or what stands in for it until one is saved. */
export function useAgentProfile() {
  return useQuery({
    queryKey: agentProfileKey,
    queryFn: async () => (await apiGet<{ profile: TAgentProfile }>('/agent-profile')).data.profile,
  });
}

/** Saves the whole profile (POST /agent-profile); the saved profile replaces the cached one. */
export function useSaveAgentProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveAgentProfile) => api<{ profile: TAgentProfile }>('POST', '/agent-profile', { body }),
    onSuccess: (result) => qc.setQueryData(agentProfileKey, result.data.profile),
  });
}
