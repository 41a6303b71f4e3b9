import type { TAirline, TCreateAirline, TUpdateAirlineMargin } from '@safar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { createResourceHooks } from '@/lib/resource-hooks';

/** GET/POST/PUT/DELETE /airlines through the shared resource hooks; GET /airlines/{id} answers `{ airline }`. */
export const airlineHooks = createResourceHooks<TAirline, TCreateAirline>({
  key: 'airlines',
  listPath: '/airlines',
  subject: 'airline',
  updateMethod: 'PUT',
});

export const AIRLINES_PER_PAGE = 20;

/** POST /updateAirlineMargin; the airline lists and its detail refresh afterwards. */
export function useUpdateAirlineMargin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateAirlineMargin) => api<{ airline: TAirline }>('POST', '/updateAirlineMargin', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: airlineHooks.keys.all }),
  });
}
