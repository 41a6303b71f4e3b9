import type { TCurrency, TProduct } from '@safar/contracts';
import type { Tx } from '@safar/db';
import { systemKey, walletKey, type TAccountKey } from '@/modules/ledger/ledger-accounts';
import { postTransaction, type TPosted } from '@/modules/ledger/post-transaction';
import { oweCardRefund } from '@/modules/card-payments/card-refunds';
import type { TBookingRow } from '@/modules/bookings/booking-transition';

/*
 * A product the agency sells itself has no supplier to pay: what the buyer pays is the agency's
 * sales revenue for that product (the ledger tags it, so profit and loss reads by product).
 *  - an agency pays the agent price from its wallet (never below what it may spend); its
 *    markup is its own and never touches the wallet;
 *  - a storefront buyer pays the public price by card, through the card clearing account.
 * A refund is a new transaction undoing the payment: back to the wallet, or owed to the card.
 */

const sales = (b: TBookingRow) => systemKey('revenue', 'product_sales', b.currency as TCurrency);
const payer = (b: TBookingRow): TAccountKey =>
  b.agencyId ? walletKey(b.agencyId, b.currency as TCurrency) : systemKey('bank', 'card_clearing', b.currency as TCurrency);
/** What the payer pays: the agency's price from a wallet, the customer's price by card. */
export const productPayerAmount = (b: TBookingRow) => (b.agencyId ? b.dueMinor : b.grossMinor);

const what = (b: TBookingRow) => `${b.product} booking ${b.reference}`;

export async function postProductPayment(tx: Tx, booking: TBookingRow, actorId: string | null): Promise<TPosted> {
  const amount = productPayerAmount(booking);
  return postTransaction(tx, {
    kind: 'purchase',
    description: `Payment for ${what(booking)}`,
    product: booking.product as TProduct,
    source: { type: 'booking', id: booking.id },
    createdBy: actorId,
    onBehalfOfId: booking.onBehalfOfId,
    entries: [
      { account: payer(booking), amountMinor: -amount, keepAvailable: booking.agencyId !== null },
      { account: sales(booking), amountMinor: amount },
    ],
  });
}

/**
 * Gives a paid booking's money back in full (a cancellation by staff): to the wallet, or for a
 * card the same transaction records what the gateway owes the card.
 */
export async function postProductRefund(tx: Tx, booking: TBookingRow, actorId: string | null, reason: string): Promise<TPosted> {
  const amount = productPayerAmount(booking);
  const posted = await postTransaction(tx, {
    kind: 'refund',
    description: `Refund of ${what(booking)}: ${reason}`,
    product: booking.product as TProduct,
    source: { type: 'booking', id: booking.id },
    createdBy: actorId,
    onBehalfOfId: booking.onBehalfOfId,
    reversesTransactionId: booking.paymentTransactionId,
    entries: [
      { account: sales(booking), amountMinor: -amount },
      { account: payer(booking), amountMinor: amount },
    ],
  });
  if (!booking.agencyId) await oweCardRefund(tx, booking.paymentTransactionId, amount, reason);
  return posted;
}
