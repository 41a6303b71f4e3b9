import type { TEnquiryDetails, TEnquiryReplyView, TEnquiryRow } from '@safar/contracts';
import { enquiries, enquiryReplies, users, type DbOrTx } from '@safar/db';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type TEnquiryRecord = typeof enquiries.$inferSelect;

const assignee = alias(users, 'enquiry_assignee');
const sender = alias(users, 'enquiry_sender');

/** The columns a list row needs: the enquiry, who handles it, who sent it signed in, how many replies. */
export const enquiryRowColumns = {
  enquiry: enquiries,
  assigneeName: assignee.name,
  senderName: sender.name,
  senderRole: sender.role,
  senderAgency: sender.agencyId,
  repliesCount: sql<number>`(select count(*)::int from ${enquiryReplies} where ${enquiryReplies.enquiryId} = ${enquiries.id})`,
};

/** The list's select: enquiries with their assignee and sender (both optional). */
export function selectEnquiryRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(enquiryRowColumns)
    .from(enquiries)
    .leftJoin(assignee, eq(assignee.id, enquiries.assignedTo))
    .leftJoin(sender, eq(sender.id, enquiries.senderId))
    .where(where);
}

export type TEnquiryRowRecord = {
  enquiry: TEnquiryRecord;
  assigneeName: string | null;
  senderName: string | null;
  senderRole: string | null;
  senderAgency: string | null;
  repliesCount: number;
};

/**
 * The agency an enquiry's booking is for: its sender's, when the sender is an agent of one; none
 * otherwise (a customer's or a visitor's becomes a storefront booking).
 */
export const senderAgencyOf = (role: string | null, agencyId: string | null): string | null => (role === 'agent' ? agencyId : null);

export function toEnquiryRow({
  enquiry: e,
  assigneeName,
  senderName,
  senderRole,
  senderAgency,
  repliesCount,
}: TEnquiryRowRecord): TEnquiryRow {
  return {
    id: e.id,
    reference: e.reference,
    kind: e.kind,
    product: e.productKind && e.productId ? { kind: e.productKind, id: e.productId, title: e.productTitle ?? '' } : null,
    full_name: e.fullName,
    email: e.email,
    phone: e.phone,
    locale: e.locale,
    status: e.status,
    sender: e.senderId
      ? { id: e.senderId, name: senderName ?? '', role: senderRole ?? '', agency_id: senderAgencyOf(senderRole, senderAgency) }
      : null,
    assigned_to: e.assignedTo ? { id: e.assignedTo, name: assigneeName ?? '' } : null,
    booking_id: e.bookingId,
    replies_count: repliesCount,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

/** One enquiry with its message and its replies, oldest first. */
export async function presentEnquiryDetails(db: DbOrTx, row: TEnquiryRowRecord): Promise<TEnquiryDetails> {
  const replies = await db
    .select({ reply: enquiryReplies, authorName: users.name })
    .from(enquiryReplies)
    .innerJoin(users, eq(users.id, enquiryReplies.authorId))
    .where(inArray(enquiryReplies.enquiryId, [row.enquiry.id]))
    .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id));
  const thread: TEnquiryReplyView[] = replies.map(({ reply, authorName }) => ({
    id: reply.id,
    body: reply.body,
    author: { id: reply.authorId, name: authorName },
    created_at: reply.createdAt.toISOString(),
  }));
  return { ...toEnquiryRow(row), message: row.enquiry.message, replies: thread };
}
