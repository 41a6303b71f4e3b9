import type { TCurrency } from '@safar/contracts';
import type { Tx } from '@safar/db';
import { agencySystemKey, walletKey } from '@/modules/ledger/ledger-accounts';
import { postTransaction, type TEntryInput, type TPosted } from '@/modules/ledger/post-transaction';
import type { TBookingRow } from './booking-transition';

/*
 * A booking's money, in the agency currency at the offer's stored rate:
 *  - paying: the wallet pays the agency's price (net + airline margin); the supplier payable
 *    takes the net (the supplier-currency amount and rate stay on the booking the transaction
 *    names, for reconciling with the supplier), the airline margin goes to its own revenue account. The agent's markup is
 *    not the platform's money and never touches the wallet.
 *  - a refund is a new transaction pointing at the payment it undoes (in part, when a fee is
 *    kept or the supplier refunds less): the wallet gets back what the supplier gives back,
 *    less the agency's fee, which is revenue of its own.
 */

// Per agency: every confirm posts to these, and a row shared by all agencies would make their
// confirms queue behind each other's lock (see agencySystemKey).
const supplierPayable = (b: TBookingRow) => agencySystemKey('supplier_payable', 'suppliers', b.agencyId!, b.currency as TCurrency);
const airlineMargins = (b: TBookingRow) => agencySystemKey('revenue', 'airline_margins', b.agencyId!, b.currency as TCurrency);
const bookingFees = (b: TBookingRow) => agencySystemKey('revenue', 'booking_fees', b.agencyId!, b.currency as TCurrency);
const nonZero = (entries: TEntryInput[]) => entries.filter((e) => e.amountMinor !== 0);

export async function postBookingPayment(tx: Tx, booking: TBookingRow, actorId: string | null): Promise<TPosted> {
  const currency = booking.currency as TCurrency;
  return postTransaction(tx, {
    kind: 'purchase',
    description: `Flight booking ${booking.reference}${booking.pnr ? ` (PNR ${booking.pnr})` : ''}`,
    product: 'flight',
    source: { type: 'booking', id: booking.id },
    createdBy: actorId,
    onBehalfOfId: booking.onBehalfOfId,
    entries: nonZero([
      { account: walletKey(booking.agencyId!, currency), amountMinor: -booking.dueMinor, keepAvailable: true },
      { account: supplierPayable(booking), amountMinor: booking.netMinor },
      { account: airlineMargins(booking), amountMinor: booking.airlineMarginMinor },
    ]),
  });
}

export interface TRefund {
  /** What the supplier gives back, in the agency currency (the whole net on a void or a failed issue). */
  supplierRefundMinor: number;
  /** Whether the airline margin is given back too (a void or a failed issue: nothing was sold). */
  marginBack: boolean;
  /** The agency's fee, kept from what goes back to the wallet (never more than that). */
  feeMinor: number;
  reason: string;
}

/** The refund of a booking's payment; answers the posting and what reached the wallet. */
export async function postBookingRefund(
  tx: Tx,
  booking: TBookingRow,
  refund: TRefund,
  actorId: string | null,
): Promise<{ posted: TPosted; walletMinor: number; feeMinor: number }> {
  const currency = booking.currency as TCurrency;
  const margin = refund.marginBack ? booking.airlineMarginMinor : 0;
  const back = refund.supplierRefundMinor + margin;
  const feeMinor = Math.min(refund.feeMinor, back);
  const walletMinor = back - feeMinor;
  const posted = await postTransaction(tx, {
    kind: 'refund',
    description: `Refund of flight booking ${booking.reference}: ${refund.reason}`,
    product: 'flight',
    source: { type: 'booking', id: booking.id },
    reversesTransactionId: booking.paymentTransactionId,
    createdBy: actorId,
    onBehalfOfId: booking.onBehalfOfId,
    entries: nonZero([
      { account: walletKey(booking.agencyId!, currency), amountMinor: walletMinor },
      { account: supplierPayable(booking), amountMinor: -refund.supplierRefundMinor },
      { account: airlineMargins(booking), amountMinor: -margin },
      { account: bookingFees(booking), amountMinor: feeMinor },
    ]),
  });
  return { posted, walletMinor, feeMinor };
}

/** The change of a charged booking's amounts (an offline sale edited): one adjustment, never the whole price again. */
export async function postBookingDifference(
  tx: Tx,
  booking: TBookingRow,
  difference: { walletMinor: number; payableMinor: number; marginMinor: number },
  reason: string,
  actorId: string | null,
): Promise<TPosted> {
  const currency = booking.currency as TCurrency;
  return postTransaction(tx, {
    kind: 'adjustment',
    description: `Change of flight booking ${booking.reference}${booking.pnr ? ` (PNR ${booking.pnr})` : ''}: ${reason}`,
    product: 'flight',
    source: { type: 'booking', id: booking.id },
    createdBy: actorId,
    onBehalfOfId: booking.onBehalfOfId,
    entries: nonZero([
      // A rise is a purchase like the first payment: it may not take the wallet below what it may spend.
      { account: walletKey(booking.agencyId!, currency), amountMinor: difference.walletMinor, keepAvailable: difference.walletMinor < 0 },
      { account: supplierPayable(booking), amountMinor: difference.payableMinor },
      { account: airlineMargins(booking), amountMinor: difference.marginMinor },
    ]),
  });
}
