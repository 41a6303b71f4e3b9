import { z } from 'zod';
import { zAmountMinorOrZero } from '../money';
import { V, zDayInput, zEmail, zUuid } from './common';
import { zContactPhone, ZBookingPassenger } from './bookings';
import { zAccessToken } from './storefront-bookings';
import { zFieldsOnly } from './travellers';
import { BOOKABLE_PRODUCTS, ROOM_SHARINGS, VISA_DOCUMENT_KINDS, VISA_STEPS } from './product-booking-facts';

/*
 * Booking a travel product the agency sells itself (a visa application, a seat on a holiday or
 * Umrah departure, an insurance policy). The row is a booking like a flight's — reference,
 * status, timeline, wallet or card payment — priced from the catalogue on the server; what the
 * browser sends names the product and the people, never a price.
 */

export const MAX_PRODUCT_TRAVELLERS = 9;

const productBookingFields = {
  product: z.enum(BOOKABLE_PRODUCTS, { error: V.oneOf }),
  /** The visa, package or insurance plan. */
  item_id: zUuid,
  /** A package's departure. */
  departure_id: zUuid.optional(),
  /** A package's room sharing (the price per adult depends on it). */
  room_sharing: z.enum(ROOM_SHARINGS, { error: V.oneOf }).optional(),
  /** The stored insurance quote the plan was chosen from (its trip dates and travellers' ages). */
  quote_id: zUuid.optional(),
  /** A visa: the day the applicants mean to travel (ages and passports are checked against it). */
  travel_on: zDayInput.optional(),
  travellers: z
    .array(ZBookingPassenger, { error: V.invalid })
    .min(1, { error: V.required })
    .max(MAX_PRODUCT_TRAVELLERS, { error: 'validation.too_many_passengers' }),
  contact: zFieldsOnly({ email: zEmail, phone: zContactPhone }),
  /** An agent's own markup on the whole booking (its customer's price less the agency's). */
  markup_minor: zAmountMinorOrZero.default(0),
};

/** POST /product-bookings. */
export const ZCreateProductBooking = zFieldsOnly(productBookingFields);
export type TCreateProductBookingInput = z.input<typeof ZCreateProductBooking>;
export type TCreateProductBooking = z.output<typeof ZCreateProductBooking>;

/** POST /product-bookings/visa-step: staff move an application to its next step. */
export const ZVisaStepBody = zFieldsOnly({
  booking_id: zUuid,
  step: z.enum(VISA_STEPS, { error: V.oneOf }),
  note: z.string({ error: V.invalid }).trim().max(1000, { error: V.tooLong }).optional(),
});
export type TVisaStepBody = z.infer<typeof ZVisaStepBody>;

/** POST /product-bookings/cancel: staff, with the reason the buyer is told. */
export const ZCancelProductBooking = zFieldsOnly({
  booking_id: zUuid,
  reason: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(500, { error: V.tooLong }),
});
export type TCancelProductBooking = z.infer<typeof ZCancelProductBooking>;

/**
 * POST /product-bookings/{booking_id}/documents?kind=&traveller=: one file part named `file`.
 * `token` is the booking's link, for a visitor who booked without an account.
 */
export const ZVisaDocumentUploadQuery = z.strictObject({
  kind: z.enum(VISA_DOCUMENT_KINDS, { error: V.oneOf }),
  traveller: z.coerce
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .min(0, { error: V.invalid })
    .max(MAX_PRODUCT_TRAVELLERS - 1, { error: V.invalid }),
  token: zAccessToken.optional(),
});
export type TVisaDocumentUploadQuery = z.infer<typeof ZVisaDocumentUploadQuery>;
export const ZVisaDocumentsParams = z.strictObject({ booking_id: zUuid });
export const ZVisaDocumentParams = z.strictObject({ booking_id: zUuid, id: zUuid });
/** Reading or removing one file: the booking's link for a visitor. */
export const ZVisaDocumentQuery = z.strictObject({ token: zAccessToken.optional() });
