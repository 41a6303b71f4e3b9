import type { TExchangeRate } from '@safar/contracts';

/** The form's fields as the inputs hold them. */
export interface TExchangeRateFormValues {
  currency: string;
  rate: string;
  effective_on: string;
  note: string;
}

/** Today in the browser's calendar (YYYY-MM-DD): a new rate is usually the day's. */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export const emptyExchangeRate = (): TExchangeRateFormValues => ({ currency: 'USD', rate: '', effective_on: localToday(), note: '' });

export const exchangeRateToValues = (rate: TExchangeRate): TExchangeRateFormValues => ({
  currency: rate.currency,
  rate: rate.rate,
  effective_on: rate.effective_on,
  note: rate.note ?? '',
});
