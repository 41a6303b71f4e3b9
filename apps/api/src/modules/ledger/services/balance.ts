import { isCurrency, type TAgencyBalance, type TAgencyBalanceQuery, type TCurrency } from '@safar/contracts';
import { agencies, type Db } from '@safar/db';
import { eq } from 'drizzle-orm';
import { availableBalance } from '../ledger.service';
import { resolveAgency } from './agency-target';

/**
 * GET /agency-balance (finance): balance, credit allowance and available (DESIGN.md §4) of an
 * agency's wallet. Reading never creates the wallet; without a currency the agency's own is used.
 */
export async function agencyBalance(db: Db, q: TAgencyBalanceQuery): Promise<TAgencyBalance> {
  const target = await resolveAgency(db, q);
  let currency: TCurrency | undefined = q.currency;
  if (!currency) {
    const [agency] = await db.select({ currency: agencies.currency }).from(agencies).where(eq(agencies.id, target.agencyId)).limit(1);
    // An agency's currency column is free text from before the ledger; fall back to PKR (the column default).
    currency = agency && isCurrency(agency.currency) ? agency.currency : 'PKR';
  }
  const wallet = await availableBalance(db, target.agencyId, currency);
  return {
    agency_id: target.agencyId,
    currency,
    balance_minor: wallet.balanceMinor,
    credit_allowance_minor: wallet.creditAllowanceMinor,
    available_minor: wallet.availableMinor,
  };
}
