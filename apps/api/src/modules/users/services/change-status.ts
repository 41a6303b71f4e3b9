import { agencies, users, type Tx } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { conflict } from '@/core/app-error';
import { recordActivity } from '@/core/activity';
import { revokeUserTokens } from '@/core/authenticate';
import { renderMail } from '@/core/mail/mailer';
import { queueMails } from '@/core/mail/outbox';
import type { AuthUser } from '@/core/types';
import { assertAdminRemains } from '@/modules/staff/staff.policy';
import { userSnapshot, type TUserRow } from '@/modules/users/user-records';

/** Disables a locked user: never erased, every token revoked. Self-disabling and losing the last admin are 409. */
export async function disableLocked(tx: Tx, req: FastifyRequest, actor: AuthUser, target: TUserRow, activeAdminIds: readonly string[]) {
  if (target.id === actor.id) throw conflict('messages.cannot_disable_self');
  if (target.status === 'disabled') throw conflict('messages.already_disabled');
  if (target.role === 'admin') assertAdminRemains(activeAdminIds, target.id);
  const [after] = await tx
    .update(users)
    .set({ status: 'disabled', updatedAt: sql`now()` })
    .where(eq(users.id, target.id))
    .returning();
  await revokeUserTokens(tx, target.id);
  await recordActivity(tx, req, {
    action: 'user.disabled',
    subjectType: 'user',
    subjectId: target.id,
    before: userSnapshot(target),
    after: userSnapshot(after!),
  });
}

export async function enableLocked(tx: Tx, req: FastifyRequest, target: TUserRow) {
  if (target.status === 'active') throw conflict('messages.already_active');
  const [after] = await tx
    .update(users)
    .set({ status: 'active', updatedAt: sql`now()` })
    .where(eq(users.id, target.id))
    .returning();
  await recordActivity(tx, req, {
    action: 'user.enabled',
    subjectType: 'user',
    subjectId: target.id,
    before: userSnapshot(target),
    after: userSnapshot(after!),
  });
}

/** Approves an active agent whose agency form is filled and mails it; anything else is a 409 naming why. */
export async function approveLocked(tx: Tx, req: FastifyRequest, actor: AuthUser, target: TUserRow) {
  if (target.role !== 'agent') throw conflict('messages.not_an_agent');
  if (target.status !== 'active') throw conflict('messages.approve_disabled');
  if (target.isApproved) throw conflict('messages.already_approved');
  if (!target.isFormFilled || !target.agencyId) throw conflict('messages.agent_form_missing');
  const [after] = await tx
    .update(users)
    .set({ isApproved: true, approvedAt: sql`now()`, approvedBy: actor.id, updatedAt: sql`now()` })
    .where(eq(users.id, target.id))
    .returning();
  await queueApprovalMail(tx, req, after!);
  await recordActivity(tx, req, {
    action: 'user.approved',
    subjectType: 'user',
    subjectId: target.id,
    before: userSnapshot(target),
    after: userSnapshot(after!),
  });
}

/** Queues the mail telling the agent, in its language, that it may now sign in (in the approval's transaction). */
export async function queueApprovalMail(tx: Tx, req: FastifyRequest, agent: TUserRow) {
  const [agency] = agent.agencyId ? await tx.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agent.agencyId)) : [];
  const mail = renderMail(agent.locale, 'approved', agent.name, {
    agency: agency?.name ?? '',
    link: `${req.server.config.appUrl}/auth/login`,
  });
  await queueMails(tx, req, [{ to: agent.email, kind: 'approved', ...mail }]);
}
