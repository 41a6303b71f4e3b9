import type { TCreateExchangeRate, TExchangeRate } from '@safar/contracts';
import { createResourceHooks } from '@/lib/resource-hooks';

/** GET/POST/PUT/DELETE /exchange-rates through the shared resource hooks; GET /exchange-rates/{id} answers `{ exchange_rate }`. */
export const exchangeRateHooks = createResourceHooks<TExchangeRate, TCreateExchangeRate>({
  key: 'exchange-rates',
  listPath: '/exchange-rates',
  subject: 'exchange_rate',
  updateMethod: 'PUT',
});

export const EXCHANGE_RATES_PER_PAGE = 20;
