import type { TEnquiryReply, TUpdateEnquiry } from '@safar/contracts';
import { enquiries, enquiryReplies, type Tx } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import { mailEnquiryReply } from '../enquiry-mails';
import { assertAssignable, assertRepliable, assertStatusChangeable } from '../enquiries.policy';
import type { TEnquiryRecord } from '../enquiries.presenter';

/** The enquiry, locked until the transaction ends (a reply and a status change never interleave). */
async function lockEnquiry(tx: Tx, id: string): Promise<TEnquiryRecord> {
  const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

const facts = (e: TEnquiryRecord) => ({ status: e.status, assigned_to: e.assignedTo });

/**
 * Staff's answer: added to the thread, mailed to the enquirer in their language, and the enquiry
 * marked answered (and taken by the one answering when nobody had it), all in one transaction.
 */
export async function replyToEnquiry(
  app: FastifyInstance,
  req: FastifyRequest,
  user: AuthUser,
  id: string,
  input: TEnquiryReply,
): Promise<void> {
  const body = input.body as string;
  await app.db.transaction(async (tx) => {
    const before = await lockEnquiry(tx, id);
    assertRepliable(before);
    const [reply] = await tx.insert(enquiryReplies).values({ enquiryId: id, authorId: user.id, body, mailedAt: new Date() }).returning();
    const [after] = await tx
      .update(enquiries)
      .set({ status: 'answered', assignedTo: before.assignedTo ?? user.id, updatedAt: sql`now()` })
      .where(eq(enquiries.id, id))
      .returning();
    await mailEnquiryReply(tx, req, before, body);
    await recordActivity(tx, req, {
      action: 'enquiry.replied',
      subjectType: 'enquiry',
      subjectId: id,
      before: facts(before),
      after: { ...facts(after!), reply_id: reply!.id },
    });
  });
}

/** Staff set the status (new, open, answered, closed) or who handles it. */
export async function updateEnquiry(app: FastifyInstance, req: FastifyRequest, id: string, input: TUpdateEnquiry): Promise<void> {
  await app.db.transaction(async (tx) => {
    const before = await lockEnquiry(tx, id);
    assertStatusChangeable(before, input.status);
    if (input.assigned_to) await assertAssignable(tx, input.assigned_to);
    const [after] = await tx
      .update(enquiries)
      .set({
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.assigned_to !== undefined ? { assignedTo: input.assigned_to } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(enquiries.id, id))
      .returning();
    await recordActivity(tx, req, {
      action: 'enquiry.updated',
      subjectType: 'enquiry',
      subjectId: id,
      before: facts(before),
      after: facts(after!),
    });
  });
}
