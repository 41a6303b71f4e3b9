/*
 * The money of a booking made outside Safar. The agency (or walk-in customer) pays the selling
 * price; the supplier is owed the net; the difference is the agency's margin on the sale, kept
 * with the airline margins (the same column and revenue account as a booking made in Safar, so
 * reports add them up alike). Nothing is the agent's own markup here.
 */

export interface TOfflineAmounts {
  netMinor: number;
  airlineMarginMinor: number;
  markupMinor: number;
  grossMinor: number;
  dueMinor: number;
}

/** The booking's amount columns from the net and the selling price (selling below net is refused by the schema). */
export function offlineAmounts(netMinor: number, sellingMinor: number): TOfflineAmounts {
  if (sellingMinor < netMinor) throw new RangeError('the selling price is below the net');
  return { netMinor, airlineMarginMinor: sellingMinor - netMinor, markupMinor: 0, grossMinor: sellingMinor, dueMinor: sellingMinor };
}

/** What an edit moves: the wallet pays the rise of the selling price (negative: gets it back), the payable and margin follow. */
export interface TOfflineDifference {
  walletMinor: number;
  payableMinor: number;
  marginMinor: number;
}

/**
 * The one adjustment an edit of a charged booking posts: the change of each amount, never the
 * whole price again. Null when nothing changes (no transaction at all). Wallet, payable and
 * margin always balance: −Δselling + Δnet + (Δselling − Δnet) = 0.
 */
export function offlineDifference(before: TOfflineAmounts, after: TOfflineAmounts): TOfflineDifference | null {
  const walletMinor = before.dueMinor - after.dueMinor;
  const payableMinor = after.netMinor - before.netMinor;
  const marginMinor = after.airlineMarginMinor - before.airlineMarginMinor;
  if (walletMinor === 0 && payableMinor === 0 && marginMinor === 0) return null;
  return { walletMinor, payableMinor, marginMinor };
}
