import { z } from 'zod';
import { V, zEmail, zNameOf, zOneOf, zUuid } from './common';
import { zFieldsOnly } from './travellers';

/*
 * A ticketed booking's documents: the invoice and the e-ticket, as PDF. The same choices (which
 * copy, whether the price shows, the name the agent gives its customer, the language) are read
 * by the download (GET /create-invoice, a query) and by the mail (POST /send-email, a body), so
 * both schemas share one set of fields.
 */

export const BOOKING_DOCUMENTS = ['invoice', 'eticket'] as const;
export type TBookingDocument = (typeof BOOKING_DOCUMENTS)[number];

/** What a mail carries: one document or both. */
export const BOOKING_DOCUMENT_SENDS = [...BOOKING_DOCUMENTS, 'both'] as const;
export type TBookingDocumentSend = (typeof BOOKING_DOCUMENT_SENDS)[number];

/** The agency's own copy (what it pays Safar) or its customer's (the customer's price, the agent's name for itself). */
export const BOOKING_DOCUMENT_COPIES = ['agency', 'customer'] as const;
export type TBookingDocumentCopy = (typeof BOOKING_DOCUMENT_COPIES)[number];

/**
 * Whether the price shows: text in a query string, a boolean in a JSON body. Absent, an invoice
 * shows it and an e-ticket does not (a passenger's ticket rarely should).
 */
const zShowPrice = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: V.invalid })
  .transform((v) => v === true || v === 'true')
  .optional();

const documentChoices = {
  copy: z.enum(BOOKING_DOCUMENT_COPIES, { error: V.oneOf }).default('agency'),
  show_price: zShowPrice,
  /** The customer's copy names the agency as the agent wants its customer to see it; the agency's own name otherwise. */
  agency_name: zNameOf(120).optional(),
  /** The document's language; the reader's by default. */
  locale: z.enum(['en', 'ar'], { error: V.oneOf }).optional(),
};

/** GET /create-invoice: one document of one booking, as PDF. */
export const ZBookingDocumentQuery = zFieldsOnly({
  id: zUuid,
  document: z.enum(BOOKING_DOCUMENTS, { error: V.oneOf }).default('invoice'),
  ...documentChoices,
});
export type TBookingDocumentQuery = z.output<typeof ZBookingDocumentQuery>;

/** POST /send-email: the documents mailed as PDF attachments. */
export const ZSendBookingDocuments = zFieldsOnly({
  booking_id: zUuid,
  document: zOneOf(BOOKING_DOCUMENT_SENDS),
  to: zEmail,
  ...documentChoices,
});
export type TSendBookingDocuments = z.output<typeof ZSendBookingDocuments>;
export type TSendBookingDocumentsInput = z.input<typeof ZSendBookingDocuments>;

/** What POST /send-email answers: the invoice's number and the files mailed. */
export const ZBookingDocumentsSent = z.strictObject({
  invoice_number: z.string(),
  files: z.array(z.string()),
});
export type TBookingDocumentsSent = z.infer<typeof ZBookingDocumentsSent>;

/** The invoice's human number, stable per booking: the digits of its reference (BKG-100231 → INV-100231). */
export const invoiceNumberOf = (bookingReference: string) => `INV-${bookingReference.replace(/\D/g, '')}`;
