import { isCurrency, RECENT_WALLET_ENTRIES, type TAgencyBalanceAnswer, type TCurrency } from '@safar/contracts';
import { agencies, type Db, type DbOrTx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { availableBalance } from '../ledger.service';
import { resolveAgency, type TAgencyTarget } from '@/modules/agencies/agency-target';
import { walletEntries } from './wallet-entries';

/** The agency's own currency when a request names none (the column is free text from before the ledger; PKR is its default). */
export async function agencyCurrency(db: DbOrTx, agencyId: string): Promise<TCurrency> {
  const [agency] = await db.select({ currency: agencies.currency }).from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  return agency && isCurrency(agency.currency) ? agency.currency : 'PKR';
}

/**
 * GET /agency-balance: balance, credit allowance and available of an agency's
 * wallet, with its last few entries (newest first) for the agent home. Reading never creates
 * the wallet; without a currency the agency's own is used.
 */
export async function agencyBalance(
  db: Db,
  query: { agency_id: string } | { user_id: string },
  currency?: TCurrency,
): Promise<TAgencyBalanceAnswer> {
  const target: TAgencyTarget = await resolveAgency(db, query);
  const cur = currency ?? (await agencyCurrency(db, target.agencyId));
  const wallet = await availableBalance(db, target.agencyId, cur);
  const recent = wallet.accountId ? await walletEntries(db, wallet.accountId, { order: 'desc', limit: RECENT_WALLET_ENTRIES }) : [];
  return {
    balance: {
      agency_id: target.agencyId,
      currency: cur,
      balance_minor: wallet.balanceMinor,
      credit_allowance_minor: wallet.creditAllowanceMinor,
      available_minor: wallet.availableMinor,
    },
    recent_entries: recent,
  };
}
