import type { TGroupTravel, TSetGroupTravelLaunch } from '@safar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';

const KEY = ['group-travel'] as const;

/** GET /group-travel: the group tickets on sale and the launch date (also fetched ahead by the home page's first load). */
export const groupTravelQuery = queryOptions({ queryKey: KEY, queryFn: async () => (await apiGet<TGroupTravel>('/group-travel')).data });
export const useGroupTravel = () => useQuery(groupTravelQuery);

export function useSetLaunchDate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetGroupTravelLaunch) => api<TGroupTravel>('PUT', '/group-travel/launch', { body }),
    onSuccess: (res) => qc.setQueryData(KEY, res.data),
  });
}
