import type { TCreateGroupTicketData, TUpdateGroupTicketData } from '@safar/contracts';
import { groupTickets, type Tx } from '@safar/db';
import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError, conflict } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import { mergeUpdate, rowToData } from './group-ticket-columns';
import type { TGroupTicketRow } from './group-tickets.presenter';

/**
 * groupTicketsScope: agents sell from a block only while it is on sale, so they see the active
 * ones whose cut-off (always before the first departure) is still ahead; staff see every block.
 */
export const groupTicketsScope = (user: AuthUser) =>
  user.role === 'agent'
    ? and(eq(groupTickets.status, 'active'), gt(groupTickets.bookingCutoffAt, sql`now()`), gt(groupTickets.departureAt, sql`now()`))
    : undefined;

export const seatsSold = (row: Pick<TGroupTicketRow, 'seatsTotal' | 'seatsLeft'>) => row.seatsTotal - row.seatsLeft;

/**
 * What the passengers already sold were sold: once a seat is sold, the airline, the flights,
 * the cabin and the currency of the block stay as they are (a schedule change after sales is
 * the bookings' business, not an edit of the block).
 */
const FIXED_ONCE_SOLD = ['airline_code', 'trip_type', 'outbound_legs', 'return_legs', 'cabin_class', 'currency'] as const;

/**
 * An edit of a block with seats sold: the total may not go below the seats sold (422 on
 * seats_total, naming them), and what was sold may not change (409). `current` is locked.
 */
export async function assertGroupTicketEditable(tx: Tx, current: TGroupTicketRow, input: TUpdateGroupTicketData): Promise<void> {
  const sold = seatsSold(current);
  if (sold === 0) return;
  if (input.seats_total !== undefined && input.seats_total < sold)
    throw new AppError('validation_failed', { errors: { seats_total: ['validation.seats_below_sold'] }, params: { sold } });
  const stored = await rowToData(tx, current);
  const merged: TCreateGroupTicketData = mergeUpdate(stored, input);
  const changed = FIXED_ONCE_SOLD.filter((field) => JSON.stringify(stored[field]) !== JSON.stringify(merged[field]));
  if (changed.length) throw conflict('messages.group_ticket_sold_fixed', { reference: current.reference, sold });
}

/** A block from which a seat was sold is kept (bookings point at it): deactivate it instead. */
export function assertGroupTicketDeletable(current: TGroupTicketRow): void {
  const sold = seatsSold(current);
  if (sold > 0) throw conflict('messages.group_ticket_sold_delete', { reference: current.reference, sold });
}
