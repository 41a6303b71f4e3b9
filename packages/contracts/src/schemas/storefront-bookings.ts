import { PRODUCTS } from '../products';
import { ZProductBookingFacts } from './product-booking-facts';
import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking-states';
import { BOOKING_DOCUMENTS } from './booking-documents';
import { ZBookingExtra } from './booking-views';
import { ZCardPayment } from './card-payments';
import { zDay, zEmail, zId, zInstant, zPageQuery, ZPagination, zUuid } from './common';

/*
 * The storefront's side of a booking: what a customer (or a visitor holding the booking's link)
 * sees and does. Only the price they pay is shown, never the net or any margin.
 */

/** A guest's booking is opened by the token its confirmation mail and checkout carry, instead of a sign-in. */
export const zAccessToken = z.string().min(10).max(200);

/** GET /safepay-url: open a card payment for a held storefront booking. */
export const ZSafepayUrlQuery = z.strictObject({ booking_id: zUuid, token: zAccessToken.optional() });
export type TSafepayUrlQuery = z.infer<typeof ZSafepayUrlQuery>;
export const ZSafepayUrl = z.strictObject({ url: z.string(), payment_id: zId });

/** GET /get-customer-flight-booking-details. */
export const ZCustomerBookingQuery = ZSafepayUrlQuery;

/** GET /customer-booking-document: the customer's copy of a ticketed booking's e-ticket or invoice. */
export const ZCustomerDocumentQuery = ZSafepayUrlQuery.extend({ document: z.enum(BOOKING_DOCUMENTS).default('eticket') });

/**
 * POST /send-payment-request: an agent (its agency's booking) or staff mail a held booking's
 * customer the link that opens it and pays it by card, in the language chosen (the sender's by default).
 */
export const ZSendPaymentRequest = z.strictObject({
  booking_id: zUuid,
  to: zEmail,
  locale: z.enum(['en', 'ar']).optional(),
});
export type TSendPaymentRequest = z.input<typeof ZSendPaymentRequest>;
export const ZPaymentRequestSent = z.strictObject({
  sent_to: z.string(),
  /** What the card will be asked for: the customer's price. */
  amount_minor: z.number().int(),
  currency: z.string(),
  /** The link in the mail stops working after this (and the booking can only be paid before its deadline). */
  pay_by: zInstant.nullable(),
});
export type TPaymentRequestSentView = z.infer<typeof ZPaymentRequestSent>;

export const ZCustomerBookingRow = z.strictObject({
  id: zId,
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  pnr: z.string().nullable(),
  /** A flight, or a product the agency sells (named by its title; no airports). */
  product: z.enum(PRODUCTS),
  title: z.string().nullable(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  departs_at: zInstant,
  lead_passenger: z.string(),
  passengers: z.number().int(),
  /** What the customer pays (or paid). */
  total_minor: z.number().int(),
  currency: z.string(),
  /** The held fare must be paid before this; null once paid or when no deadline applies. */
  pay_by: zInstant.nullable(),
  created_at: zInstant,
});
export type TCustomerBookingRow = z.infer<typeof ZCustomerBookingRow>;

export const ZCustomerBookingDetails = ZCustomerBookingRow.extend({
  contact: z.strictObject({ email: z.string(), phone: z.string() }),
  passenger_list: z.array(
    z.strictObject({
      ref: z.string(),
      type: z.string(),
      title: z.string(),
      given_name: z.string(),
      family_name: z.string(),
      born_on: zDay.nullable(),
      ticket_number: z.string().nullable(),
    }),
  ),
  /** The flights as booked (the supplier's slices). */
  slices: z.array(z.unknown()),
  extras: z.array(ZBookingExtra),
  payments: z.array(ZCardPayment),
  /** Whether a card payment can be started now. */
  can_pay: z.boolean(),
  /** The e-ticket and invoice can be downloaded (tickets issued). */
  documents: z.boolean(),
  /** The link's token, to keep for coming back to the booking without signing in. */
  access_token: z.string(),
  /** A product booking's item, lines and visa step (null for a flight). */
  product_facts: ZProductBookingFacts.nullable(),
});
export type TCustomerBookingDetails = z.infer<typeof ZCustomerBookingDetails>;

export const ZCustomerBookingListQuery = zPageQuery;
export const ZCustomerBookingList = z.strictObject({ items: z.array(ZCustomerBookingRow), pagination: ZPagination });
