import { agencies, users, type DbOrTx } from '@safar/db';
import { and, asc, eq } from 'drizzle-orm';
import { conflict, notFound } from '@/core/app-error';

export interface TAgencyTarget {
  agencyId: string;
  /** The agency's name, as views of its money show it. */
  agencyName: string;
  /** The agency's agent login, for "on behalf of" in the activity log and the ledger. */
  agentUserId: string | null;
}

/** The agency a finance request names, by agency id or by its agent's user id (404 when unknown). */
export async function resolveAgency(
  db: DbOrTx,
  target: { agency_id?: string | undefined; user_id?: string | undefined },
): Promise<TAgencyTarget> {
  if (target.user_id) {
    const [user] = await db
      .select({ id: users.id, role: users.role, agencyId: users.agencyId, agencyName: agencies.name })
      .from(users)
      .leftJoin(agencies, eq(agencies.id, users.agencyId))
      .where(eq(users.id, target.user_id))
      .limit(1);
    if (!user || user.role !== 'agent') throw notFound();
    if (!user.agencyId || user.agencyName === null) throw conflict('messages.no_agency');
    return { agencyId: user.agencyId, agencyName: user.agencyName, agentUserId: user.id };
  }
  const [agency] = await db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, target.agency_id!))
    .limit(1);
  if (!agency) throw notFound();
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.agencyId, agency.id), eq(users.role, 'agent')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return { agencyId: agency.id, agencyName: agency.name, agentUserId: agent?.id ?? null };
}
