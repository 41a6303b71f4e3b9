import { ACCESS, type TEnquiryKind } from '@safar/contracts';
import { enquiries } from '@safar/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { notifyRoles } from '@/modules/notifications/notify';
import { mailEnquiryReceived } from '../enquiry-mails';
import type { TEnquiryRecord } from '../enquiries.presenter';

export interface TIncomingEnquiry {
  kind: TEnquiryKind;
  fullName: string;
  email: string;
  phone: string | null;
  message: string;
  product?: { kind: string; id: string; title: string };
  senderId: string | null;
}

/** The start of a message, on one line, for a notice: the whole of it is in the inbox. */
function excerptOf(message: string, length = 120): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length <= length ? line : `${line.slice(0, length - 1).trimEnd()}…`;
}

/**
 * Files a message in the inbox as new and acknowledges it to the sender by mail, in one
 * transaction with its activity entry. The sender's language is the request's. Staff who work
 * the inbox are told at once (the bell, and a mail in their language), each with a link to the
 * enquiry in their own area, so that a customer waiting for an answer is not left to the next
 * time someone looks at the inbox.
 */
export async function receiveEnquiry(app: FastifyInstance, req: FastifyRequest, input: TIncomingEnquiry): Promise<TEnquiryRecord> {
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        kind: input.kind,
        productKind: input.product?.kind ?? null,
        productId: input.product?.id ?? null,
        productTitle: input.product?.title ?? null,
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        message: input.message,
        locale: req.locale,
        senderId: input.senderId,
      })
      .returning();
    const enquiry = row!;
    // What it is about, not who wrote or what: the message and the address stay in the inbox.
    await recordActivity(tx, req, {
      action: 'enquiry.received',
      subjectType: 'enquiry',
      subjectId: enquiry.id,
      after: { reference: enquiry.reference, kind: enquiry.kind, product_kind: enquiry.productKind, product_id: enquiry.productId },
    });
    await mailEnquiryReceived(tx, req, enquiry);
    const params = { reference: enquiry.reference, name: enquiry.fullName, email: enquiry.email, excerpt: excerptOf(enquiry.message) };
    // Each role that works the inbox has an area of its own name (/admin, /reservation, /salesman).
    for (const role of ACCESS.enquiriesDesk.roles)
      await notifyRoles(tx, req, [role], { type: 'enquiry_received', params, link: `/${role}/enquiries/${enquiry.id}` });
    return enquiry;
  });
}
