import { z } from 'zod';
import { V, ZPersonRef, zEmail, zId, zInstant, zName, zNoteOf, zUuid } from './common';
import { zListQuery } from './list-query';
import { zOptionalPhone } from './travellers';

/** Where an enquiry came from. */
export const ENQUIRY_KINDS = ['contact', 'agent_contact', 'product'] as const;
export type TEnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** An enquiry's life: new until staff act, open or answered while handled, closed, or converted into a booking. */
export const ENQUIRY_STATUSES = ['new', 'open', 'answered', 'closed', 'converted'] as const;
export type TEnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** The statuses staff set by hand (a conversion is made with its booking). */
export const ENQUIRY_SET_STATUSES = ['new', 'open', 'answered', 'closed'] as const;

/** The products a visitor can enquire about from their own pages. */
export const ENQUIRY_PRODUCT_KINDS = ['car', 'tour', 'group_ticket'] as const;
export type TEnquiryProductKind = (typeof ENQUIRY_PRODUCT_KINDS)[number];

/** The longest message or reply. */
export const ENQUIRY_MESSAGE_MAX = 5000;

/**
 * The field people never see (hidden from eyes and screen readers): a robot filling every input
 * fills it too, and its message is answered as if sent but never stored or mailed.
 */
export const HONEYPOT_FIELD = 'website';
const zHoneypot = z.string({ error: V.invalid }).max(2000, { error: V.tooLong }).optional();

const sender = {
  full_name: zName,
  email: zEmail,
  phone: zOptionalPhone,
  message: zNoteOf(ENQUIRY_MESSAGE_MAX),
  [HONEYPOT_FIELD]: zHoneypot,
};

/** POST /contact: the public contact form. */
export const ZContactMessage = z.object(sender);
export type TContactMessage = z.input<typeof ZContactMessage>;

/** POST /contact/us: an agent's message; the name and address are the account's. */
export const ZAgentContactMessage = z.object({ phone: zOptionalPhone, message: zNoteOf(ENQUIRY_MESSAGE_MAX) });
export type TAgentContactMessage = z.input<typeof ZAgentContactMessage>;

/** POST /enquiries: a question about one product (a car, a tour, seats on a group ticket). */
export const ZProductEnquiry = z.object({
  ...sender,
  product_kind: z.enum(ENQUIRY_PRODUCT_KINDS, { error: V.oneOf }),
  product_id: zUuid,
});
export type TProductEnquiry = z.input<typeof ZProductEnquiry>;

/** PUT /enquiries?id=…: the status, and who handles it (null: nobody). */
export const ZUpdateEnquiry = z
  .object({
    status: z.enum(ENQUIRY_SET_STATUSES, { error: V.oneOf }).optional(),
    assigned_to: zUuid.nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assigned_to !== undefined, { error: V.required, path: ['_'] });
export type TUpdateEnquiry = z.input<typeof ZUpdateEnquiry>;

/** POST /enquiries/{id}/replies: staff's answer, mailed to the enquirer. */
export const ZEnquiryReply = z.object({ body: zNoteOf(ENQUIRY_MESSAGE_MAX) });
export type TEnquiryReply = z.input<typeof ZEnquiryReply>;

export const ENQUIRY_SORTS = ['created_at', 'updated_at', 'reference', 'status'] as const;
/** GET /enquiries: status, kind and `assigned` (`me`, `none`) filters; search by reference, name, email, product. */
export const ZEnquiryListQuery = zListQuery(ENQUIRY_SORTS).extend({
  status: z.enum(ENQUIRY_STATUSES, { error: V.oneOf }).optional(),
  kind: z.enum(ENQUIRY_KINDS, { error: V.oneOf }).optional(),
  assigned: z.enum(['me', 'none'], { error: V.oneOf }).optional(),
});
export type TEnquiryListQuery = z.infer<typeof ZEnquiryListQuery>;

const ZEnquiryProduct = z.strictObject({ kind: z.string(), id: zId, title: z.string() });

/** An enquiry in the inbox's list. */
export const ZEnquiryRow = z.strictObject({
  id: zId,
  reference: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  product: ZEnquiryProduct.nullable(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  locale: z.enum(['en', 'ar']),
  status: z.enum(ENQUIRY_STATUSES),
  /** The signed-in user who sent it; an agent's agency (null for anyone else), whose booking it can become. */
  sender: z.strictObject({ id: zId, name: z.string(), role: z.string(), agency_id: zId.nullable() }).nullable(),
  assigned_to: ZPersonRef.nullable(),
  booking_id: zId.nullable(),
  replies_count: z.number().int(),
  created_at: zInstant,
  updated_at: zInstant,
});
export type TEnquiryRow = z.infer<typeof ZEnquiryRow>;

export const ZEnquiryReplyView = z.strictObject({ id: zId, body: z.string(), author: ZPersonRef, created_at: zInstant });
export type TEnquiryReplyView = z.infer<typeof ZEnquiryReplyView>;

/** One enquiry with its message and the thread of replies, oldest first. */
export const ZEnquiryDetails = ZEnquiryRow.extend({ message: z.string(), replies: z.array(ZEnquiryReplyView) });
export type TEnquiryDetails = z.infer<typeof ZEnquiryDetails>;

/** GET /enquiries-summary: what the menu's badge counts. */
export const ZEnquirySummary = z.strictObject({ new: z.number().int() });
export type TEnquirySummary = z.infer<typeof ZEnquirySummary>;

/** A staff member enquiries can be assigned to. */
export const ZEnquiryAssignee = z.strictObject({ id: zId, name: z.string(), role: z.string() });
export type TEnquiryAssignee = z.infer<typeof ZEnquiryAssignee>;
