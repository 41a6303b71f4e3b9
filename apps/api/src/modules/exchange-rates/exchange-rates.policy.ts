import { fieldError } from '@/core/app-error';

/** A rate converts a foreign currency into the agency's: the agency's own needs none (it is 1). */
export function assertForeignCurrency(currency: string, agencyCurrency: string): void {
  if (currency === agencyCurrency) throw fieldError('currency', 'validation.rate_agency_currency');
}
