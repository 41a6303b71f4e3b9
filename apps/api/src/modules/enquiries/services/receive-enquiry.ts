import type { TEnquiryKind } from '@safar/contracts';
import { enquiries } from '@safar/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
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

/**
 * Files a message in the inbox as new and acknowledges it to the sender by mail, in one
 * transaction with its activity entry. The sender's language is the request's.
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
    return enquiry;
  });
}
