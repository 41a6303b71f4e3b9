import { AppError } from '@/core/app-error';

/**
 * How a booking is made with its supplier: held (paid and ticketed later, by confirm) or made
 * and paid at once ("instant"). A booking is held whenever the supplier can hold it; it must be
 * made at once when the fare cannot be held (no ticketing deadline) or when it carries extras a
 * supplier adds only to an order paid when made.
 *
 *  - "Hold" asked for a booking that must be made at once: the fare's own case goes to the
 *    supplier, which refuses it; the extras' case is refused here, before anything is written,
 *    since removing the extras (or ticketing now) is the agent's choice to make.
 *  - "Ticket now" on a booking that must be made at once skips the hold, so it would also skip
 *    the staff approval an agency may be set to: an agent of such an agency is refused and asks
 *    staff, who book it (they are the approvers).
 */
export type TBookingMode = 'hold' | 'instant';

export interface TModeFacts {
  ticketing: 'hold' | 'now';
  /** The fare can be held (it has a ticketing deadline). */
  canHold: boolean;
  /** The booking carries extras its supplier adds only to an order paid when made. */
  extrasOnlyWhenPaid: boolean;
  /** An agent books for an agency whose tickets wait for staff approval. */
  agentNeedsApproval: boolean;
}

export function bookingMode(f: TModeFacts): TBookingMode {
  if (f.ticketing === 'hold') {
    if (f.extrasOnlyWhenPaid) throw new AppError('conflict', { key: 'messages.booking_extras_need_ticket_now' });
    return 'hold';
  }
  if (f.canHold && !f.extrasOnlyWhenPaid) return 'hold';
  if (f.agentNeedsApproval) throw new AppError('conflict', { key: 'messages.booking_instant_needs_staff' });
  return 'instant';
}
