import type { TCurrency } from '@safar/contracts';
import { bookings, type Tx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { agencySystemKey, systemKey, walletKey, type TAccountKey } from '@/modules/ledger/ledger-accounts';
import { oweCardRefund } from '@/modules/card-payments/card-refunds';
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
 *  - a storefront booking (no agency) is paid by card: the card clearing account takes what the
 *    customer paid (the gross), the customer margin is revenue beside the airline margin, and
 *    the payable and revenue rows are the platform's own. Its refund goes back to the card: the
 *    posting says so, and the same transaction records the refund the gateway owes the card.
 */

// Per agency: every confirm posts to these, and a row shared by all agencies would make their
// confirms queue behind each other's lock (see agencySystemKey). Storefront bookings share the platform's.
const owned = (b: TBookingRow, kind: 'supplier_payable' | 'revenue', purpose: 'suppliers' | 'airline_margins' | 'booking_fees') =>
  b.agencyId ? agencySystemKey(kind, purpose, b.agencyId, b.currency as TCurrency) : systemKey(kind, purpose, b.currency as TCurrency);
const supplierPayable = (b: TBookingRow) => owned(b, 'supplier_payable', 'suppliers');
const airlineMargins = (b: TBookingRow) => owned(b, 'revenue', 'airline_margins');
const bookingFees = (b: TBookingRow) => owned(b, 'revenue', 'booking_fees');
const customerMargins = (b: TBookingRow) => systemKey('revenue', 'customer_margins', b.currency as TCurrency);
/** Who pays: the agency's wallet, or for a storefront booking the card (through the clearing account). */
const payer = (b: TBookingRow): TAccountKey =>
  b.agencyId ? walletKey(b.agencyId, b.currency as TCurrency) : systemKey('bank', 'card_clearing', b.currency as TCurrency);
const nonZero = (entries: TEntryInput[]) => entries.filter((e) => e.amountMinor !== 0);

/** What the payer pays: the agency's price from a wallet (its markup is its own), the customer's price by card. */
export const payerAmount = (b: TBookingRow) => (b.agencyId ? b.dueMinor : b.grossMinor);

export async function postBookingPayment(tx: Tx, booking: TBookingRow, actorId: string | null): Promise<TPosted> {
  return postTransaction(tx, {
    kind: 'purchase',
    description: `Flight booking ${booking.reference}${booking.pnr ? ` (PNR ${booking.pnr})` : ''}`,
    product: 'flight',
    source: { type: 'booking', id: booking.id },
    createdBy: actorId,
    onBehalfOfId: booking.onBehalfOfId,
    entries: nonZero([
      { account: payer(booking), amountMinor: -payerAmount(booking), keepAvailable: booking.agencyId !== null },
      { account: supplierPayable(booking), amountMinor: booking.netMinor },
      { account: airlineMargins(booking), amountMinor: booking.airlineMarginMinor },
      ...(booking.agencyId ? [] : [{ account: customerMargins(booking), amountMinor: booking.markupMinor }]),
    ]),
  });
}

/** Pays for a booking just written (a sale recorded or attached at once) and names the payment on it. */
export async function payWrittenBooking(
  tx: Tx,
  booking: TBookingRow,
  actorId: string | null,
): Promise<{ booking: TBookingRow; reference: string }> {
  const posted = await postBookingPayment(tx, booking, actorId);
  const [paid] = await tx
    .update(bookings)
    .set({ paymentTransactionId: posted.transaction.id })
    .where(eq(bookings.id, booking.id))
    .returning();
  return { booking: paid!, reference: posted.transaction.reference };
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
  // Nothing sold (a void, a failed issue): the margins go back too; the customer margin is a storefront booking's only.
  const margin = refund.marginBack ? booking.airlineMarginMinor : 0;
  const customerMargin = refund.marginBack && !booking.agencyId ? booking.markupMinor : 0;
  const back = refund.supplierRefundMinor + margin + customerMargin;
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
      { account: payer(booking), amountMinor: walletMinor },
      { account: supplierPayable(booking), amountMinor: -refund.supplierRefundMinor },
      { account: airlineMargins(booking), amountMinor: -margin },
      { account: customerMargins(booking), amountMinor: -customerMargin },
      { account: bookingFees(booking), amountMinor: feeMinor },
    ]),
  });
  if (!booking.agencyId && walletMinor > 0) await oweCardRefund(tx, booking.paymentTransactionId, walletMinor, refund.reason);
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
