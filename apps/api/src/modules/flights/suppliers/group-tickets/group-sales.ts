import type { TSupplierBooking, TSupplierBookingStatus, TSupplierTraveller } from '../supplier';

/**
 * The block's booking side: seats taken from a block by a sale, and given back when it ends. The
 * core keeps the sales (its group_ticket_sales rows, next to the blocks) and hands the adapter
 * these calls, each one transaction of its own: the adapter decides nothing about seats itself.
 */

export interface TGroupSale {
  orderKey: string;
  blockId: string;
  blockReference: string;
  /** The airline's locator for the block, once staff entered it. */
  airlinePnr: string | null;
  clientReference: string | null;
  seats: number;
  status: 'held' | 'ticketed' | 'cancelled' | 'voided';
  currency: string;
  totalMinor: number;
  travellers: { ref: string; name: string }[];
  holdUntil: string | null;
  voidUntil: string | null;
  refundable: boolean;
}

export interface TGroupSales {
  /**
   * Takes `seats` from the block and writes the sale, all or nothing: refused (`offer_gone`) when
   * the block has too few seats left, is off sale or past its cut-off.
   */
  take(input: {
    blockId: string;
    seats: number;
    clientReference: string | null;
    currency: string;
    totalMinor: number;
    travellers: { ref: string; name: string }[];
    holdUntil: string | null;
  }): Promise<TGroupSale>;
  find(orderKey: string): Promise<TGroupSale | null>;
  findByReference(reference: string): Promise<TGroupSale[]>;
  /**
   * Moves the sale from one of `from` to `to` (its seats go back to the block when it ends), or
   * answers null when it is no longer in one of them.
   */
  move(
    orderKey: string,
    from: TGroupSale['status'][],
    to: TGroupSale['status'],
    set?: { voidUntil?: string | null },
  ): Promise<TGroupSale | null>;
}

/** A traveller as the airline's name list shows it. */
export const listName = (t: TSupplierTraveller) => `${t.familyName}/${t.givenName} ${t.title}`.toUpperCase();

/** A sale as a supplier booking: the PNR is the airline's for the block, else the block's own reference. */
export function saleBooking(sale: TGroupSale): TSupplierBooking {
  return {
    orderKey: sale.orderKey,
    pnr: sale.airlinePnr ?? sale.blockReference.replace('-', ''),
    status: sale.status as TSupplierBookingStatus,
    currency: sale.currency,
    totalMinor: sale.totalMinor,
    paymentDeadline: sale.status === 'held' ? sale.holdUntil : null,
    priceGuaranteeUntil: sale.status === 'held' ? sale.holdUntil : null,
    voidDeadline: sale.status === 'ticketed' ? sale.voidUntil : null,
    // The airline issues the block's tickets on its own list: none are numbered at the sale.
    tickets: [],
    offer: null,
    payload: { groupTicketId: sale.blockId, reference: sale.blockReference, travellers: sale.travellers, seats: sale.seats },
  };
}
