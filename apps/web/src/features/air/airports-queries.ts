import type { TAirport, TCreateAirport } from '@safar/contracts';
import { createResourceHooks } from '@/lib/resource-hooks';

/** GET/POST/PUT/DELETE /airports; GET /airports/{id} answers `{ airport }`. */
export const airportHooks = createResourceHooks<TAirport, TCreateAirport>({
  key: 'airports',
  listPath: '/airports',
  subject: 'airport',
  updateMethod: 'PUT',
});

export const AIRPORTS_PER_PAGE = 20;
