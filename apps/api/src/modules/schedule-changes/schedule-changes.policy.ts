import type { TScheduleChangeAnswer } from '@safar/contracts';
import { scheduleChanges } from '@safar/db';
import { eq, type SQL } from 'drizzle-orm';
import { forbidden, notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';

/*
 * Who reaches which airline changes: an agent its own agency's (another agency's is "not
 * found"), staff all. Agents, reservation staff and admin answer them: unlike a void or a
 * cancellation, the refund of an airline's change is owed in full and keeps no fee, so it is no
 * decision about the agency's money that only admin takes.
 */

export function changesScope(user: AuthUser): SQL | undefined {
  if (user.role !== 'agent') return undefined;
  if (!user.agencyId) throw forbidden();
  return eq(scheduleChanges.agencyId, user.agencyId);
}

export function assertReachesChange<T extends { agencyId: string | null }>(user: AuthUser, change: T | undefined): T {
  if (!change || (user.role === 'agent' && change.agencyId !== user.agencyId)) throw notFound();
  return change;
}

const ANSWERING_ROLES = new Set(['agent', 'reservation', 'admin']);

/** What the user may answer to a change now. */
export function answersFor(user: AuthUser, change: { status: string; kind: string }): TScheduleChangeAnswer[] {
  if (!ANSWERING_ROLES.has(user.role) || change.status !== 'open') return [];
  return change.kind === 'cancellation' ? ['refund'] : ['accept', 'refund'];
}
