import type { Tx } from '@safar/db';
import type { FastifyRequest } from 'fastify';
import { renderMail } from '@/core/mail/mailer';
import { queueMails } from '@/core/mail/outbox';
import type { TEnquiryRecord } from './enquiries.presenter';

/** Tells the sender their message arrived, with its reference and their words, in their language. */
export async function mailEnquiryReceived(tx: Tx, req: FastifyRequest, enquiry: TEnquiryRecord): Promise<void> {
  const kind = 'enquiry_received';
  const mail = renderMail(enquiry.locale, kind, enquiry.fullName, {
    reference: enquiry.reference,
    message: enquiry.message,
    product: enquiry.productTitle ?? '',
  });
  await queueMails(tx, req, [{ ...mail, to: enquiry.email, kind }]);
}

/** Sends staff's reply to the enquirer, in the enquirer's language. */
export async function mailEnquiryReply(tx: Tx, req: FastifyRequest, enquiry: TEnquiryRecord, reply: string): Promise<void> {
  const kind = 'enquiry_reply';
  const mail = renderMail(enquiry.locale, kind, enquiry.fullName, { reference: enquiry.reference, reply, message: enquiry.message });
  await queueMails(tx, req, [{ ...mail, to: enquiry.email, kind }]);
}
