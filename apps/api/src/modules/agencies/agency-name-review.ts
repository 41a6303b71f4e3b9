import type { TAgencyNameReview, TAgencyNameReviewReason } from '@safar/contracts';
import { agencies, type Tx } from '@safar/db';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import type { AuthUser } from '@/core/types';
import { notifyRoles } from '@/modules/notifications/notify';
import type { TAgencyRow } from './agency-records';

/*
 * An agency's name is what finance staff go by when money comes in: a deposit "from Crescent
 * Travels" is credited to the agency of that name. Two moves can abuse that, and both are
 * flagged to admin and finance staff (a notification and its mail, an activity-log entry, and
 * a mark on the agency that staff screens show until someone reviews it):
 *  - an approved agency renames itself: staff approved the business under its old name;
 *  - an agency takes a name another agency has (letter case, spacing and invisible characters
 *    aside: the database keeps that comparison key, `name_key`).
 * A rename by staff is their own deliberate act and is not flagged; a duplicate name always is.
 */

/** Who is reviewed: the agency as written, the agency before (null when just created), its agent. */
export interface TNameChange {
  before: TAgencyRow | null;
  after: TAgencyRow;
  agent: { id: string; isApproved: boolean };
  actor: AuthUser;
}

/** The name of another agency with the same comparison key, if any (the oldest first). */
async function sameNameAs(tx: Tx, agency: TAgencyRow): Promise<string | null> {
  if (!agency.nameKey) return null;
  const [other] = await tx
    .select({ name: agencies.name })
    .from(agencies)
    .where(and(eq(agencies.nameKey, agency.nameKey), ne(agencies.id, agency.id)))
    .orderBy(asc(agencies.createdAt))
    .limit(1);
  return other?.name ?? null;
}

/** Flags the agency's name to staff when the change calls for it; does nothing otherwise. */
export async function reviewAgencyName(tx: Tx, req: FastifyRequest, change: TNameChange): Promise<TAgencyNameReview | null> {
  const { before, after, agent, actor } = change;
  const nameChanged = !before || before.nameKey !== after.nameKey;
  if (!nameChanged) return null;
  const reasons: TAgencyNameReviewReason[] = [];
  if (before && agent.isApproved && actor.id === agent.id) reasons.push('renamed');
  const sameAs = await sameNameAs(tx, after);
  if (sameAs !== null) reasons.push('name_taken');
  if (!reasons.length) return null;

  const review: TAgencyNameReview = {
    reasons,
    previous_name: reasons.includes('renamed') ? before!.name : null,
    same_name_as: sameAs,
    flagged_at: new Date().toISOString(),
  };
  await tx
    .update(agencies)
    .set({ nameReview: review, updatedAt: sql`now()` })
    .where(eq(agencies.id, after.id));
  await recordActivity(tx, req, {
    action: 'agency.name_flagged',
    subjectType: 'agency',
    subjectId: after.id,
    before: { name: before?.name ?? null },
    after: { name: after.name, ...review },
    onBehalfOfId: agent.id === actor.id ? null : agent.id,
  });
  const link = `/admin/user-details?id=${agent.id}`;
  if (review.previous_name !== null)
    await notifyRoles(tx, req, ['admin', 'accounts'], {
      type: 'agency_renamed',
      params: { agency: after.name, previous: review.previous_name },
      link,
    });
  if (sameAs !== null)
    await notifyRoles(tx, req, ['admin', 'accounts'], { type: 'agency_name_taken', params: { agency: after.name, same_as: sameAs }, link });
  return review;
}

/** PUT /agency-name-reviewed/{id} (finance): staff have looked at the name; the mark goes, the log keeps what it was. */
export async function markAgencyNameReviewed(tx: Tx, req: FastifyRequest, agency: TAgencyRow): Promise<void> {
  await tx
    .update(agencies)
    .set({ nameReview: null, updatedAt: sql`now()` })
    .where(eq(agencies.id, agency.id));
  await recordActivity(tx, req, {
    action: 'agency.name_reviewed',
    subjectType: 'agency',
    subjectId: agency.id,
    before: { name: agency.name, ...agency.nameReview },
    after: { name: agency.name },
  });
}
