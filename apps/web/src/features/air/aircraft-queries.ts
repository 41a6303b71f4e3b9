import type { TAircraft, TCreateAircraft } from '@safar/contracts';
import { createResourceHooks } from '@/lib/resource-hooks';

/** GET/POST/PUT/DELETE /aircrafts; GET /aircrafts/{id} answers `{ aircraft }`. */
export const aircraftHooks = createResourceHooks<TAircraft, TCreateAircraft>({
  key: 'aircrafts',
  listPath: '/aircrafts',
  subject: 'aircraft',
  updateMethod: 'PUT',
});

export const AIRCRAFT_PER_PAGE = 20;
