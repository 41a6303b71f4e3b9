import { users, type DbOrTx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { conflict, fieldError, forbidden, notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import { canReadAgent } from '@/modules/agents/agents.policy';

/**
 * ownAgencyProfile: an agent writes only its own agency's profile; the agency comes from the
 * signed-in user, never from the request, so there is no other agency to name.
 */
export function ownAgencyProfile(actor: Pick<AuthUser, 'role' | 'agencyId'>): string {
  if (actor.role !== 'agent' || !actor.agencyId) throw forbidden();
  return actor.agencyId;
}

/**
 * canReadAgentProfile: whose profile a read is about. An agent reads its own agency's (naming
 * another user is 403 before anything is looked up); staff name the agent by `user_id` (422
 * without one) and reach it as they reach the agent (a salesman the agents it created, else 403).
 * An agent without an agency yet is 409.
 */
export async function agentProfileTarget(db: DbOrTx, actor: AuthUser, userId: string | undefined): Promise<string> {
  if (actor.role === 'agent') {
    if (userId && userId !== actor.id) throw forbidden();
    if (!actor.agencyId) throw conflict('messages.no_agency');
    return actor.agencyId;
  }
  if (!userId) throw fieldError('user_id', 'validation.required');
  const [target] = await db
    .select({ id: users.id, role: users.role, createdBy: users.createdBy, agencyId: users.agencyId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!target || target.role !== 'agent') throw notFound();
  if (!canReadAgent(actor, target)) throw forbidden();
  if (!target.agencyId) throw conflict('messages.no_agency');
  return target.agencyId;
}
