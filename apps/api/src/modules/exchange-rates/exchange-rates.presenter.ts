import { formatRate, type TExchangeRate } from '@safar/contracts';
import type { exchangeRates } from '@safar/db';

export type TExchangeRateRow = typeof exchangeRates.$inferSelect;

export function toExchangeRateView(row: TExchangeRateRow): TExchangeRate {
  return {
    id: row.id,
    currency: row.currency,
    quote_currency: row.quoteCurrency,
    rate: formatRate(row.rateMillionths),
    rate_millionths: row.rateMillionths,
    effective_on: row.effectiveOn,
    note: row.note,
    set_by: row.setBy && row.setByName !== null ? { id: row.setBy, name: row.setByName } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
