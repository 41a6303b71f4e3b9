import { z } from 'zod';
import { LOCALES } from '../locales';
import { zAmountMinor, zAmountMinorOrZero, zCurrency } from '../money';
import { V, zEmail, zId, zNameOf, zUuid } from './common';
import { ZBookingDetails, ZBookingRow } from './booking-views';
import { FLIGHT_SUPPLIER_CODES } from './flight-suppliers';
import { PASSENGER_TYPES, zIataAirport } from './flights';
import { zFlightNumber, zLocalDateTime } from './group-tickets';
import { TRAVELLER_TITLES, zFieldsOnly, zOptionalPhone, zPassportName } from './travellers';

/*
 * Bookings made outside Safar and recorded in it: an offline sale (staff type the ticket a
 * supplier issued elsewhere) and an imported PNR (Safar reads the supplier's record). Both are
 * rows of the one bookings table (`channel` offline or import); the form and the routes share
 * these schemas.
 */

export const MAX_OFFLINE_FLIGHTS = 8;
export const MAX_OFFLINE_PASSENGERS = 9;

const requiredOr = (key: string) => (issue: { input: unknown }) => (issue.input === undefined || issue.input === '' ? V.required : key);

/** A record locator as airlines print it: 5 to 8 letters and digits, kept in capitals. */
export const zPnrLocator = z
  .string({ error: V.required })
  .trim()
  .toUpperCase()
  .min(1, { error: V.required })
  .regex(/^[A-Z0-9]{5,8}$/, { error: 'validation.pnr' });

/** An e-ticket number as printed (airline prefix and serial, with or without the hyphen); blank is none. */
const zTicketNumber = z
  .string({ error: V.invalid })
  .trim()
  .refine((v) => v === '' || /^[0-9]{3}-?[0-9]{7,13}$/.test(v), { error: 'validation.ticket_number' })
  .nullish()
  .transform((v) => (v ? v : null));

/** One flight of the ticket: the carrier's flight number and local times at its two airports. */
export const ZOfflineFlight = z
  .object({
    flight_number: zFlightNumber,
    origin: zIataAirport,
    destination: zIataAirport,
    departure_local: zLocalDateTime,
    arrival_local: zLocalDateTime,
  })
  .superRefine((f, ctx) => {
    if (f.origin === f.destination) ctx.addIssue({ code: 'custom', path: ['destination'], message: 'validation.same_airports' });
  });
export type TOfflineFlightInput = z.input<typeof ZOfflineFlight>;

/** A traveller on the ticket, by name and type; the passport is the supplier's business here. */
export const ZOfflinePassenger = z.object({
  type: z.enum(PASSENGER_TYPES, { error: V.oneOf }),
  title: z.enum(TRAVELLER_TITLES, { error: V.oneOf }),
  given_name: zPassportName(),
  family_name: zPassportName(),
  ticket_number: zTicketNumber,
});
export type TOfflinePassengerInput = z.input<typeof ZOfflinePassenger>;

/** The walk-in customer an offline sale without an agency was made to. */
export const ZWalkInCustomer = z.object({
  name: zNameOf(120),
  email: zEmail,
  phone: zOptionalPhone,
});

const offlineFields = {
  /** The agency the sale is charged to; null: a walk-in customer (then `customer` is required). */
  agency_id: zUuid.nullish().transform((v) => v ?? null),
  customer: ZWalkInCustomer.nullish().transform((v) => v ?? null),
  /** The supplier the ticket was bought from, as staff name it (a consolidator, an airline office). */
  supplier_name: zNameOf(120),
  pnr: zPnrLocator,
  flights: z
    .array(ZOfflineFlight, { error: V.invalid })
    .min(1, { error: 'validation.legs_required' })
    .max(MAX_OFFLINE_FLIGHTS, { error: 'validation.legs_too_many' }),
  passengers: z
    .array(ZOfflinePassenger, { error: V.invalid })
    .min(1, { error: V.required })
    .max(MAX_OFFLINE_PASSENGERS, { error: 'validation.too_many_passengers' }),
  /** What the supplier charged, and what the agency (or customer) pays, for the whole booking. */
  net_minor: zAmountMinorOrZero,
  selling_minor: zAmountMinor,
  currency: zCurrency,
  /** The language the booking's mail is written in. */
  locale: z.enum(LOCALES, { error: V.oneOf }).default('en'),
};

type TOfflineFieldsOut = {
  agency_id: string | null;
  customer: unknown;
  net_minor: number;
  selling_minor: number;
  flights: { departure_local: string; arrival_local: string; origin: string; destination: string }[];
};

/** The rules between fields: one owner, a price that covers the supplier's, flights in order. */
function offlineRules(v: TOfflineFieldsOut, ctx: z.RefinementCtx) {
  if (v.agency_id === null && v.customer === null)
    ctx.addIssue({ code: 'custom', path: ['agency_id'], message: 'validation.offline_owner_required' });
  if (v.agency_id !== null && v.customer !== null)
    ctx.addIssue({ code: 'custom', path: ['customer'], message: 'validation.offline_one_owner' });
  if (v.selling_minor < v.net_minor) ctx.addIssue({ code: 'custom', path: ['selling_minor'], message: 'validation.selling_below_net' });
  v.flights.forEach((f, i) => {
    const previous = v.flights[i - 1];
    // Local times compare only at one airport: a connection leaves where the previous flight landed.
    if (previous && previous.destination === f.origin && f.departure_local < previous.arrival_local)
      ctx.addIssue({ code: 'custom', path: ['flights', i, 'departure_local'], message: 'validation.flights_out_of_order' });
  });
}

/** POST /offline-bookings: staff record a sale made outside Safar. */
export const ZSaveOfflineBooking = zFieldsOnly(offlineFields).superRefine(offlineRules);
export type TSaveOfflineBooking = z.input<typeof ZSaveOfflineBooking>;
export type TSaveOfflineBookingData = z.output<typeof ZSaveOfflineBooking>;

/** POST /update-offline-booking: the whole booking again, by id (the owner does not change). */
export const ZUpdateOfflineBooking = zFieldsOnly({ id: z.uuid({ error: requiredOr(V.invalid) }), ...offlineFields }).superRefine(
  offlineRules,
);
export type TUpdateOfflineBooking = z.input<typeof ZUpdateOfflineBooking>;
export type TUpdateOfflineBookingData = z.output<typeof ZUpdateOfflineBooking>;

/** POST /send-offline-booking-email: mails the booking to its agency's agents or the walk-in customer, or to `to`. */
export const ZSendOfflineBookingEmail = zFieldsOnly({ id: zUuid, to: zEmail.optional() });

/** What an offline or imported booking holds beyond every booking's facts. */
export const ZOfflineFacts = z.strictObject({
  supplier_name: z.string(),
  customer: z.strictObject({ name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  locale: z.enum(LOCALES),
  flights: z.array(
    z.strictObject({
      flight_number: z.string(),
      origin: z.string(),
      destination: z.string(),
      departure_local: z.string(),
      arrival_local: z.string(),
    }),
  ),
  /** Staff only: the supplier's price and the agency's selling price. */
  net_minor: z.number().int().nullable(),
  selling_minor: z.number().int(),
  /** Whether the wallet was charged (an import charged or not, as staff chose); the reason when not. */
  charged: z.boolean(),
  no_charge_reason: z.string().nullable(),
  /** Whether it may still be deleted: nothing was ever posted for it. */
  deletable: z.boolean(),
});
export type TOfflineFacts = z.infer<typeof ZOfflineFacts>;

export const ZOfflineBookingDetails = z.strictObject({ booking: ZBookingDetails, offline: ZOfflineFacts });
export type TOfflineBookingDetails = z.infer<typeof ZOfflineBookingDetails>;

/* Importing a PNR made outside Safar. */

export const IMPORT_SUPPLIER_CODES = FLIGHT_SUPPLIER_CODES.filter((c) => c !== 'group-tickets') as [string, ...string[]];

/** GET /import-pnr: the supplier's record, before it is attached. */
export const ZImportPnrQuery = zFieldsOnly({
  supplier: z.enum(FLIGHT_SUPPLIER_CODES, { error: V.oneOf }),
  pnr: zPnrLocator,
});

/** POST /import-pnr: attach the record to an agency, charged to its wallet or not (with the reason). */
export const ZImportPnr = zFieldsOnly({
  supplier: z.enum(FLIGHT_SUPPLIER_CODES, { error: V.oneOf }),
  pnr: zPnrLocator,
  agency_id: z.uuid({ error: requiredOr(V.invalid) }),
  charge: z.boolean({ error: V.invalid }),
  reason: z.string({ error: V.required }).trim().min(3, { error: V.required }).max(500, { error: V.tooLong }),
});
export type TImportPnr = z.input<typeof ZImportPnr>;

export const ZImportPnrPreview = z.strictObject({
  supplier: z.string(),
  pnr: z.string(),
  status: z.string(),
  currency: z.string(),
  total_minor: z.number().int(),
  passengers: z.array(z.strictObject({ ref: z.string(), type: z.enum(PASSENGER_TYPES), name: z.string() })),
  tickets: z.array(z.strictObject({ ref: z.string(), number: z.string() })),
  flights: ZOfflineFacts.shape.flights,
});
export type TImportPnrPreview = z.infer<typeof ZImportPnrPreview>;

export const ZImportedBooking = z.strictObject({ id: zId, reference: z.string() });

/** A row of GET /get-offline-bookings: a booking's row with the supplier as staff named it. */
export const ZOfflineBookingRow = ZBookingRow.extend({ supplier_name: z.string() });
export type TOfflineBookingRow = z.infer<typeof ZOfflineBookingRow>;

/**
 * POST /cancel-offline-booking: the sale is undone. The wallet gets back what the supplier
 * refunds (at most the net) less the agency's cancellation fee; the margin stays earned.
 */
export const ZCancelOfflineBooking = zFieldsOnly({
  id: z.uuid({ error: requiredOr(V.invalid) }),
  supplier_refund_minor: zAmountMinorOrZero,
  reason: z.string({ error: V.required }).trim().min(3, { error: V.required }).max(500, { error: V.tooLong }),
});
export type TCancelOfflineBooking = z.input<typeof ZCancelOfflineBooking>;
