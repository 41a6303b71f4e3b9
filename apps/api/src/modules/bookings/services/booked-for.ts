import { users, type Db } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { fieldError } from '@/core/app-error';

/**
 * The agent a staff booking is made for: an approved, active agent user of the agency it is
 * made for (the same test as an agent's own access to bookings). Anyone else is a 422 on
 * `on_behalf_of`; no agent named is null.
 */
export async function agentBookedFor(db: Db, agencyId: string, userId: string | null | undefined): Promise<string | null> {
  if (!userId) return null;
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.role, 'agent'),
        eq(users.agencyId, agencyId),
        eq(users.status, 'active'),
        eq(users.isApproved, true),
        eq(users.isFormFilled, true),
      ),
    );
  if (!agent) throw fieldError('on_behalf_of', 'validation.not_agency_agent');
  return agent.id;
}
