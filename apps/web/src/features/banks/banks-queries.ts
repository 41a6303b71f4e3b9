import type { TBank, TCreateBank } from '@safar/contracts';
import { createResourceHooks } from '@/lib/resource-hooks';

/** GET/POST/PUT/DELETE /banks through the shared resource hooks; GET /banks/{id} answers `{ bank }`. */
export const bankHooks = createResourceHooks<TBank, TCreateBank>({
  key: 'banks',
  listPath: '/banks',
  subject: 'bank',
  updateMethod: 'PUT',
});

export const BANKS_PER_PAGE = 20;
