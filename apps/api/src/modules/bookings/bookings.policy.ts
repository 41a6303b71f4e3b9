import { bookingActionAllowed, BOOKING_ACTIONS, type TBookingAction } from '@safar/contracts';
import { bookings } from '@safar/db';
import { eq, type SQL } from 'drizzle-orm';
import { forbidden, notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import type { TBookingRow } from './booking-transition';

/*
 * Who reaches which bookings, and who may do what to them. An agent reaches its own agency's
 * bookings only (another's is "not found"); staff reach all. Money leaving the platform is
 * admin's: reservation staff book, confirm, approve and release holds, but neither void nor
 * cancel a ticketed booking (both refund).
 */

/** The rows a user reaches. */
export function bookingsScope(user: AuthUser): SQL | undefined {
  if (user.role !== 'agent') return undefined;
  if (!user.agencyId) throw forbidden();
  return eq(bookings.agencyId, user.agencyId);
}

/** The booking, if the user reaches it; 404 otherwise. */
export function assertReaches(user: AuthUser, booking: TBookingRow | undefined): TBookingRow {
  if (!booking || (user.role === 'agent' && booking.agencyId !== user.agencyId)) throw notFound();
  return booking;
}

/** The agency an agent books for: its own. */
export function agencyOfAgent(user: AuthUser): string {
  if (user.role !== 'agent' || !user.agencyId) throw forbidden();
  return user.agencyId;
}

type TActionFacts = Pick<TBookingRow, 'status' | 'needsApproval' | 'channel'>;

const ROLE_ACTIONS: Record<string, readonly TBookingAction[]> = {
  agent: ['confirm', 'cancel', 'request_void'],
  reservation: ['confirm', 'cancel', 'approve'],
  admin: ['confirm', 'cancel', 'approve', 'void', 'decline_void'],
};

/** Why a role may not take an action on this booking whatever its state allows; null when it may. */
function roleRefuses(user: AuthUser, booking: TActionFacts, action: TBookingAction): boolean {
  if (!(ROLE_ACTIONS[user.role] ?? []).includes(action)) return true;
  // A ticket typed by staff has no supplier order to confirm, cancel or void: it is changed on its own screens.
  if (booking.channel === 'offline') return true;
  // Cancelling a ticketed booking refunds, which is admin's.
  if (action === 'cancel' && user.role === 'reservation' && (booking.status === 'ticketed' || booking.status === 'void_requested'))
    return true;
  // Agents do not confirm what waits for staff.
  if (action === 'confirm' && user.role === 'agent' && booking.needsApproval) return true;
  return false;
}

/** The actions a user may take on a booking now: their role's, that the state allows. */
export function actionsFor(user: AuthUser, booking: TActionFacts): TBookingAction[] {
  return (Object.keys(BOOKING_ACTIONS) as TBookingAction[]).filter((action) => {
    if (roleRefuses(user, booking, action) || !bookingActionAllowed(action, booking.status)) return false;
    // A hold is approved only when staff must issue it (a failed issue, an agency set to approval).
    return !(action === 'approve' && booking.status === 'held' && !booking.needsApproval);
  });
}

/** 403 for an action the user's role may not take on this booking; the state itself is the service's 409. */
export function assertAction(user: AuthUser, booking: TBookingRow, action: TBookingAction): void {
  if (roleRefuses(user, booking, action)) throw forbidden();
}
