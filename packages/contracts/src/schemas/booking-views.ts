import { z } from 'zod';
import { BOOKING_ACTIONS, BOOKING_STATUSES, type TBookingAction } from '../booking-states';
import { PRODUCTS } from '../products';
import { zDay, zId, zInstant, ZPagination, ZPersonRef, ZReferenceRef } from './common';
import { ZCardPayment } from './card-payments';
import { PASSENGER_TYPES } from './flights';
import { ZProductBookingFacts } from './product-booking-facts';

/* A booking as the API answers it to agents and staff: a list row, and its details. */

export const ZBookingDeadlines = z.strictObject({
  offer_expires_at: zInstant.nullable(),
  supplier_deadline_at: zInstant.nullable(),
  price_guarantee_until: zInstant.nullable(),
  agency_deadline_at: zInstant.nullable(),
  void_until: zInstant.nullable(),
  /** The zone the deadlines are shown in (the agency's). */
  time_zone: z.string(),
});

export const ZBookingRow = z.strictObject({
  id: zId,
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  channel: z.string(),
  agency: ZPersonRef.nullable(),
  pnr: z.string().nullable(),
  supplier: z.string(),
  /** What was booked: a flight, or a product the agency sells itself (its title then names it). */
  product: z.enum(PRODUCTS),
  title: z.string().nullable(),
  /** A flight's first and last airports (null for a product). */
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  departs_at: zInstant,
  lead_passenger: z.string(),
  passengers: z.number().int(),
  currency: z.string(),
  /** What the wallet pays (net + airline margin). */
  due_minor: z.number().int(),
  /** The agent's own markup and the price to its customer. */
  markup_minor: z.number().int(),
  gross_minor: z.number().int(),
  needs_approval: z.boolean(),
  deadlines: ZBookingDeadlines,
  /** What the reader may do now, of BOOKING_ACTIONS. */
  actions: z.array(z.enum(Object.keys(BOOKING_ACTIONS) as [TBookingAction, ...TBookingAction[]])),
  created_at: zInstant,
});
export type TBookingRow = z.infer<typeof ZBookingRow>;

export const ZBookingPassengerView = z.strictObject({
  ref: z.string(),
  type: z.enum(PASSENGER_TYPES),
  title: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  /** Null only on a ticket sold outside Safar (offline, imported), which may come with the names alone. */
  born_on: zDay.nullable(),
  gender: z.string().nullable(),
  nationality: z.string().nullable(),
  passport_number: z.string().nullable(),
  passport_country: z.string().nullable(),
  passport_expires_on: zDay.nullable(),
  infant_of: z.string().nullable(),
  ticket_number: z.string().nullable(),
});

export const ZBookingEvent = z.strictObject({
  kind: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  actor: ZPersonRef.nullable(),
  detail: z.record(z.string(), z.unknown()),
  at: zInstant,
});

/**
 * An extra booked with the flight for one passenger (`passenger_ref`, as in `passenger_list`): a
 * bag (its kind and weight) or a seat (its designator on the booking's `segment_index`-th
 * flight, slice by slice). Sold at the supplier's price converted at the booking's rate with no
 * margin, so `unit_minor` (one of them) counts alike in what the wallet pays and the customer's
 * price; `total_minor` is for `quantity` of them.
 */
const bookedExtraFields = {
  passenger_ref: z.string(),
  quantity: z.number().int(),
  unit_minor: z.number().int(),
  total_minor: z.number().int(),
};
export const ZBookingExtra = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('bag'),
    bag_kind: z.enum(['checked', 'carry_on']),
    kg: z.number().int().nullable(),
    ...bookedExtraFields,
  }),
  z.strictObject({ kind: z.literal('seat'), segment_index: z.number().int(), designator: z.string(), ...bookedExtraFields }),
]);
export type TBookingExtra = z.infer<typeof ZBookingExtra>;

export const ZBookingDetails = ZBookingRow.extend({
  contact: z.strictObject({ email: z.string(), phone: z.string() }),
  /** Null for a visitor's storefront booking made without an account. */
  created_by: ZPersonRef.nullable(),
  on_behalf_of: ZPersonRef.nullable(),
  passenger_list: z.array(ZBookingPassengerView),
  /** The flights as booked (the supplier's slices). */
  slices: z.array(z.unknown()),
  /** Per passenger type, for one passenger; finance staff also see the net and the airline margin apart. */
  price_lines: z.array(
    z.strictObject({
      type: z.enum(PASSENGER_TYPES),
      count: z.number().int(),
      due_minor: z.number().int(),
      markup_minor: z.number().int(),
      gross_minor: z.number().int(),
      net_minor: z.number().int().optional(),
      airline_margin_minor: z.number().int().optional(),
    }),
  ),
  /** The bags and seats booked with the flight (in the totals above, not in `price_lines`). */
  extras: z.array(ZBookingExtra),
  payment: ZReferenceRef.nullable(),
  refund: ZReferenceRef.nullable(),
  /** Card payments made for it (the storefront's, or its customer's after a payment request). */
  card_payments: z.array(ZCardPayment),
  timeline: z.array(ZBookingEvent),
  /** A product booking's item, departure, lines and visa step (null for a flight). */
  product_facts: ZProductBookingFacts.nullable(),
});
export type TBookingDetails = z.infer<typeof ZBookingDetails>;

export const ZBookingList = z.strictObject({ items: z.array(ZBookingRow), pagination: ZPagination });
