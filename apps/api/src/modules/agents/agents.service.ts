import type { TAgencyDetails, TSaveAdminAgentData, TUpdateAgentData, TUser } from '@safar/contracts';
import { agencies, users, type Tx } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conflict, forbidden, notFound } from '@/core/app-error';
import { recordActivity } from '@/core/activity';
import { hashPassword } from '@/core/passwords';
import type { AuthUser } from '@/core/types';
import { findUserViewById } from '@/core/user-views';
import { assertEmailFree, lockUser, userSnapshot, withEmailUniqueness, type TUserRow } from '@/modules/users/user-records';
import { markAgencyNameReviewed, reviewAgencyName } from '@/modules/agencies/agency-name-review';
import { agencySnapshot, agencyValues, assertCityInCountry } from '@/modules/agencies/agency-records';
import { agentTargetId, canEditAgent, canReadAgent } from './agents.policy';

/** Creates the agency of a locked agent that has none and marks its form filled. */
async function createAgencyFor(tx: Tx, req: FastifyRequest, actor: AuthUser, agent: TUserRow, details: TAgencyDetails) {
  const [agency] = await tx
    .insert(agencies)
    .values({ ...agencyValues(details), createdBy: actor.id })
    .returning();
  await tx
    .update(users)
    .set({ agencyId: agency!.id, isFormFilled: true, updatedAt: sql`now()` })
    .where(eq(users.id, agent.id));
  await recordActivity(tx, req, {
    action: 'agency.created',
    subjectType: 'agency',
    subjectId: agency!.id,
    after: agencySnapshot(agency!),
    onBehalfOfId: agent.id === actor.id ? null : agent.id,
  });
  await reviewAgencyName(tx, req, { before: null, after: agency!, agent, actor });
}

/** POST /agents: the agent's own agency form, once. A filled form is changed through update-agents-data. */
export async function fillAgentForm(app: FastifyInstance, req: FastifyRequest, actor: AuthUser, details: TAgencyDetails): Promise<TUser> {
  await app.db.transaction(async (tx) => {
    const agent = await lockUser(tx, actor.id);
    if (agent.isFormFilled || agent.agencyId) throw conflict('messages.agent_form_filled');
    await assertCityInCountry(tx, details.country_code, details.city_id);
    await createAgencyFor(tx, req, actor, agent, details);
  });
  return (await findUserViewById(app.db, actor.id))!;
}

/**
 * POST /update-agents-data: changes an agent's agency (the agent its own, admin any, a salesman
 * the agents it created). Staff may also fill in the form of an agent that has no agency yet.
 */
export async function updateAgentData(app: FastifyInstance, req: FastifyRequest, actor: AuthUser, input: TUpdateAgentData): Promise<TUser> {
  const targetId = agentTargetId(actor, input.user_id);
  await app.db.transaction(async (tx) => {
    const agent = await lockUser(tx, targetId);
    if (agent.role !== 'agent') throw notFound();
    if (!canEditAgent(actor, agent)) throw forbidden();
    await assertCityInCountry(tx, input.country_code, input.city_id);
    if (!agent.agencyId) return createAgencyFor(tx, req, actor, agent, input);
    const [before] = await tx.select().from(agencies).where(eq(agencies.id, agent.agencyId)).for('update');
    const [after] = await tx
      .update(agencies)
      .set({ ...agencyValues(input), updatedAt: sql`now()` })
      .where(eq(agencies.id, agent.agencyId))
      .returning();
    if (!agent.isFormFilled)
      await tx
        .update(users)
        .set({ isFormFilled: true, updatedAt: sql`now()` })
        .where(eq(users.id, agent.id));
    await recordActivity(tx, req, {
      action: 'agency.updated',
      subjectType: 'agency',
      subjectId: agent.agencyId,
      before: agencySnapshot(before!),
      after: agencySnapshot(after!),
      onBehalfOfId: agent.id === actor.id ? null : agent.id,
    });
    await reviewAgencyName(tx, req, { before: before!, after: after!, agent, actor });
  });
  return (await findUserViewById(app.db, targetId))!;
}

/** GET /agentsData/{id}: an agent with its agency, for itself or staff whose scope includes it. */
export async function getAgentData(app: FastifyInstance, actor: AuthUser, id: string): Promise<TUser> {
  // The agent's own id needs no lookup to decide; any other id is 403 for an agent.
  if (actor.role === 'agent' && id !== actor.id) throw forbidden();
  const [target] = await app.db
    .select({ id: users.id, role: users.role, createdBy: users.createdBy })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!target || target.role !== 'agent') throw notFound();
  if (!canReadAgent(actor, target)) throw forbidden();
  return (await findUserViewById(app.db, id))!;
}

/**
 * POST /save-admin-agent: staff create an agent login with its agency in one transaction. Only an
 * admin's `approve` approves it; an agent a salesman brings in waits for an admin.
 */
export async function saveAdminAgent(
  app: FastifyInstance,
  req: FastifyRequest,
  actor: AuthUser,
  input: TSaveAdminAgentData,
): Promise<TUser> {
  const email = input.email;
  await assertEmailFree(app.db, email);
  await assertCityInCountry(app.db, input.country_code, input.city_id);
  const passwordHash = await hashPassword(input.password);
  const approve = input.approve && actor.role === 'admin';
  const id = await withEmailUniqueness(() =>
    app.db.transaction(async (tx) => {
      const [agency] = await tx
        .insert(agencies)
        .values({ ...agencyValues(input), createdBy: actor.id })
        .returning();
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email,
          passwordHash,
          role: 'agent',
          isFormFilled: true,
          isApproved: approve,
          approvedAt: approve ? new Date() : null,
          approvedBy: approve ? actor.id : null,
          agencyId: agency!.id,
          createdBy: actor.id,
        })
        .returning();
      await recordActivity(tx, req, {
        action: 'agent.created',
        subjectType: 'user',
        subjectId: user!.id,
        after: { ...userSnapshot(user!), agency: agencySnapshot(agency!) },
        onBehalfOfId: user!.id,
      });
      await reviewAgencyName(tx, req, { before: null, after: agency!, agent: user!, actor });
      return user!.id;
    }),
  );
  return (await findUserViewById(app.db, id))!;
}

/** PUT /agency-name-reviewed/{id} (finance): clears an agency's name mark; 409 when there is none. */
export async function markNameReviewed(app: FastifyInstance, req: FastifyRequest, agencyId: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [agency] = await tx.select().from(agencies).where(eq(agencies.id, agencyId)).for('update');
    if (!agency) throw notFound();
    if (!agency.nameReview) throw conflict('messages.agency_name_not_flagged');
    await markAgencyNameReviewed(tx, req, agency);
  });
}
