import { IDENTITY_RATE_MILLIONTHS, type TCurrency } from '@safar/contracts';
import { exchangeRates, type DbOrTx } from '@safar/db';
import { and, desc, eq, lte } from 'drizzle-orm';

/** The rate a conversion uses: 1 `currency` = rateMillionths / 10^6 `agencyCurrency`. */
export interface TRateFor {
  /** The rate's row, which an offer keeps; null for the identity (the agency's own currency). */
  id: string | null;
  currency: TCurrency;
  agencyCurrency: TCurrency;
  rateMillionths: number;
  effectiveOn: string;
}

/**
 * The rate of `currency` into the agency's currency on `onDate` (YYYY-MM-DD, the agency's
 * calendar): the latest one effective on or before that day. The agency's own currency is the
 * identity. Null when no rate is that old: the caller names the missing rate (currency and day)
 * rather than guess one.
 */
export async function rateFor(db: DbOrTx, currency: TCurrency, onDate: string, agencyCurrency: TCurrency): Promise<TRateFor | null> {
  if (currency === agencyCurrency) {
    return { id: null, currency, agencyCurrency, rateMillionths: IDENTITY_RATE_MILLIONTHS, effectiveOn: onDate };
  }
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(
      and(eq(exchangeRates.quoteCurrency, agencyCurrency), eq(exchangeRates.currency, currency), lte(exchangeRates.effectiveOn, onDate)),
    )
    .orderBy(desc(exchangeRates.effectiveOn))
    .limit(1);
  return row ? { id: row.id, currency, agencyCurrency, rateMillionths: row.rateMillionths, effectiveOn: row.effectiveOn } : null;
}
