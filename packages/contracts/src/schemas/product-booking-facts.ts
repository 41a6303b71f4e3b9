import { z } from 'zod';

/* The products a booking can be of besides a flight, and what their bookings show. */

export const BOOKABLE_PRODUCTS = ['visa', 'holiday', 'umrah', 'insurance'] as const;
export type TBookableProduct = (typeof BOOKABLE_PRODUCTS)[number];

/** How a package's travellers share rooms: the price per person depends on it. */
export const ROOM_SHARINGS = ['double', 'triple', 'quad'] as const;
export type TRoomSharing = (typeof ROOM_SHARINGS)[number];

/** A visa application's own steps, after it is paid; each is mailed to the buyer. */
export const VISA_STEPS = ['awaiting_documents', 'documents_received', 'submitted', 'approved', 'refused'] as const;
export type TVisaStep = (typeof VISA_STEPS)[number];

/** Which step may follow which: staff move an application forward, and decide it once it is submitted. */
export const VISA_STEP_NEXT: Record<TVisaStep, readonly TVisaStep[]> = {
  awaiting_documents: ['documents_received'],
  documents_received: ['awaiting_documents', 'submitted'],
  submitted: ['approved', 'refused'],
  approved: [],
  refused: [],
};
export const visaStepAllowed = (from: TVisaStep, to: TVisaStep) => VISA_STEP_NEXT[from].includes(to);

/** The papers a visa application collects, each file for one applicant. */
export const VISA_DOCUMENT_KINDS = ['passport', 'photo', 'other'] as const;
export type TVisaDocumentKind = (typeof VISA_DOCUMENT_KINDS)[number];

/** A file a visa application received (downloaded at GET /product-bookings/{booking_id}/documents/{id}). */
export const ZVisaDocumentFile = z.strictObject({
  id: z.string(),
  kind: z.enum(VISA_DOCUMENT_KINDS),
  /** The applicant, by position among the booking's travellers (0 is the first). */
  traveller: z.number().int(),
  original_name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  uploaded_at: z.string(),
});
export type TVisaDocumentFile = z.infer<typeof ZVisaDocumentFile>;

/** What a product booking adds to a booking's details. */
export const ZProductBookingFacts = z.strictObject({
  product: z.enum(BOOKABLE_PRODUCTS),
  item_id: z.string(),
  /** The item's title and slug as sold (the catalogue may change or archive it later). */
  title: z.string(),
  slug: z.string().nullable(),
  departure_id: z.string().nullable(),
  room_sharing: z.enum(ROOM_SHARINGS).nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  seats: z.number().int(),
  visa_step: z.enum(VISA_STEPS).nullable(),
  /** Per traveller type: how many, and the price of one as the payer pays it (an agent's markup is on the booking's totals). */
  lines: z.array(
    z.strictObject({
      type: z.string(),
      label: z.string(),
      count: z.number().int(),
      due_minor: z.number().int(),
    }),
  ),
  /** The catalogue's facts as sold (nights, hotels, documents required…). */
  sold_as: z.record(z.string(), z.unknown()),
  /** A visa application's files, oldest first; empty for other products. */
  documents: z.array(ZVisaDocumentFile),
});
export type TProductBookingFacts = z.infer<typeof ZProductBookingFacts>;
