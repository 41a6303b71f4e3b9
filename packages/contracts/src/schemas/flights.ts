import { z } from 'zod';
import { V, zDayInput, zEmail, zInstant, zMultilineOf, zName, zOneOf } from './common';

/**
 * Flight search and offers as the API answers them and the web shows them. The offer behind a
 * row stays on the server (supplier payload, price lines, rate, expiry); the browser only ever
 * names it by `flight_id`, an id nobody can guess, so a booking is priced from the server's copy.
 */

export const TRIP_TYPES = ['one_way', 'round_trip', 'multi_city'] as const;
export type TTripType = (typeof TRIP_TYPES)[number];

export const CABIN_CLASSES = ['economy', 'premium_economy', 'business', 'first', 'premium_business', 'premium_first'] as const;
export type TCabinClass = (typeof CABIN_CLASSES)[number];

export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type TPassengerType = (typeof PASSENGER_TYPES)[number];

/** Seated passengers (adults and children) per search: what one booking can hold. */
export const MAX_SEATED_PASSENGERS = 9;

export const zIataAirport = z
  .string({ error: V.required })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'validation.search_airport' });

const zCount = (min: number) =>
  z.coerce
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .min(min, { error: 'validation.passengers' })
    .max(MAX_SEATED_PASSENGERS, { error: 'validation.passengers' });

/** Ages a child (2–11) and an infant (under 2) may be, in whole years. */
export const CHILD_AGES = { min: 2, max: 11 } as const;
export const INFANT_AGES = { min: 0, max: 1 } as const;

/**
 * Passengers' ages in whole years: in a query string comma-separated (`5,9`), in JSON an array.
 * A value that is not a whole number becomes NaN, which the count-and-range rule below refuses
 * with the field's own message rather than a bare "not valid".
 */
const zAges = z
  .union([z.string(), z.array(z.union([z.number(), z.string()]))], { error: V.invalid })
  .transform((value) =>
    (typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : value).map((age) =>
      typeof age === 'number' ? age : /^\s*\d+\s*$/.test(age) ? Number(age) : Number.NaN,
    ),
  );

const agesFit = (ages: number[], count: number, range: { min: number; max: number }) =>
  ages.length === count && ages.every((age) => Number.isInteger(age) && age >= range.min && age <= range.max);

/**
 * The search as typed. Rules that need "today" in the agency's time zone (no date in the past)
 * are checked by the API with `searchDateProblem`, which the form calls with the same day.
 */
export const ZFlightSearchQuery = z
  .object({
    trip_type: z.enum(TRIP_TYPES, { error: V.oneOf }).default('one_way'),
    origin: zIataAirport,
    destination: zIataAirport,
    departure_date: zDayInput,
    return_date: zDayInput.optional(),
    adults: zCount(1).default(1),
    children: zCount(0).default(0),
    infants: zCount(0).default(0),
    /**
     * Each child's and infant's age, in the order of the passengers: suppliers price (and check)
     * them by their age on the last flight's day. Optional, so old links and other clients still
     * search; a supplier then assumes a typical age.
     */
    child_ages: zAges.optional(),
    infant_ages: zAges.optional(),
    cabin_class: z.enum(CABIN_CLASSES, { error: V.oneOf }).default('economy'),
  })
  .superRefine((q, ctx) => {
    if (q.origin === q.destination) ctx.addIssue({ code: 'custom', path: ['destination'], message: 'validation.same_airports' });
    if (q.adults + q.children > MAX_SEATED_PASSENGERS)
      ctx.addIssue({ code: 'custom', path: ['children'], message: 'validation.passengers' });
    if (q.infants > q.adults) ctx.addIssue({ code: 'custom', path: ['infants'], message: 'validation.infants_per_adult' });
    if (q.child_ages && !agesFit(q.child_ages, q.children, CHILD_AGES))
      ctx.addIssue({ code: 'custom', path: ['child_ages'], message: 'validation.child_ages' });
    if (q.infant_ages && !agesFit(q.infant_ages, q.infants, INFANT_AGES))
      ctx.addIssue({ code: 'custom', path: ['infant_ages'], message: 'validation.infant_ages' });
    if (q.trip_type === 'round_trip') {
      if (!q.return_date) ctx.addIssue({ code: 'custom', path: ['return_date'], message: V.required });
      else if (q.return_date < q.departure_date)
        ctx.addIssue({ code: 'custom', path: ['return_date'], message: 'validation.return_before_departure' });
    }
  });
export type TFlightSearchQuery = z.infer<typeof ZFlightSearchQuery>;
export type TFlightSearchInput = z.input<typeof ZFlightSearchQuery>;

/** The date rule that needs today's day in the agency's time zone (YYYY-MM-DD). */
export function searchDateProblem(q: Pick<TFlightSearchQuery, 'departure_date'>, today: string): { path: string; message: string } | null {
  return q.departure_date < today ? { path: 'departure_date', message: 'validation.date_in_past' } : null;
}

const zMinor = z.number().int();

/** A price as one viewer may see it: agents and staff get net and margin, visitors only gross. */
export const ZFlightPrice = z.strictObject({
  currency: z.string(),
  gross_minor: zMinor,
  net_minor: zMinor.optional(),
  margin_minor: zMinor.optional(),
  per_passenger: z.array(
    z.strictObject({
      type: z.enum(PASSENGER_TYPES),
      count: z.number().int(),
      /** For one passenger of this type. */
      gross_minor: zMinor,
      net_minor: zMinor.optional(),
      airline_margin_minor: zMinor.optional(),
      sell_margin_minor: zMinor.optional(),
    }),
  ),
});
export type TFlightPrice = z.infer<typeof ZFlightPrice>;

export const ZBaggage = z.strictObject({
  /** Pieces per passenger; 0 when none is included. */
  carry_on_pieces: z.number().int(),
  carry_on_kg: z.number().int().nullable(),
  checked_pieces: z.number().int(),
  checked_kg: z.number().int().nullable(),
});
export type TBaggage = z.infer<typeof ZBaggage>;

/** One direction of the trip as the results list shows it. */
export const ZFlightSliceSummary = z.strictObject({
  origin: z.string(),
  destination: z.string(),
  /** Local time at the airport, `YYYY-MM-DDTHH:mm`. */
  departure_local: z.string(),
  arrival_local: z.string(),
  /** Calendar days between departure and arrival, each in its own time zone (the "+1"). */
  day_offset: z.number().int(),
  duration_minutes: z.number().int(),
  stops: z.number().int(),
  stop_airports: z.array(z.string()),
  carriers: z.array(z.string()),
  flight_numbers: z.array(z.string()),
});
export type TFlightSliceSummary = z.infer<typeof ZFlightSliceSummary>;

export const ZFlightRow = z.strictObject({
  flight_id: z.string(),
  supplier: z.string(),
  isSooperFlight: z.boolean(),
  /** The validating (selling) airline. */
  airline: z.strictObject({ code: z.string(), name: z.string(), logo_url: z.string().nullable() }),
  /** Rows with the same key fly the same flights in different fare brands. */
  itinerary_key: z.string(),
  slices: z.array(ZFlightSliceSummary),
  cabin_class: z.enum(CABIN_CLASSES),
  fare_brand: z.string().nullable(),
  refundable: z.boolean(),
  baggage: ZBaggage,
  seats_left: z.number().int().nullable(),
  duration_minutes: z.number().int(),
  price: ZFlightPrice,
  expires_at: z.string(),
});
export type TFlightRow = z.infer<typeof ZFlightRow>;

export const SUPPLIER_OUTCOMES = ['ok', 'partial', 'timeout', 'error'] as const;
export const ZSupplierStatus = z.strictObject({
  code: z.string(),
  name: z.string(),
  status: z.enum(SUPPLIER_OUTCOMES),
  offers: z.number().int(),
  elapsed_ms: z.number().int(),
});
export type TSupplierStatus = z.infer<typeof ZSupplierStatus>;

export const ZFlightSearchResult = z.strictObject({
  search_id: z.string(),
  currency: z.string(),
  flights: z.array(ZFlightRow),
  available_airlines: z.array(z.strictObject({ code: z.string(), name: z.string(), logo_url: z.string().nullable(), from_minor: zMinor })),
  previous_search: z.record(z.string(), z.unknown()),
  suppliers: z.array(ZSupplierStatus),
});
export type TFlightSearchResult = z.infer<typeof ZFlightSearchResult>;

export const SORT_KEYS = ['cheapest', 'fastest', 'earliest'] as const;
export type TFlightSortKey = (typeof SORT_KEYS)[number];

export const ZPenalty = z.strictObject({ allowed: z.boolean(), penalty_minor: zMinor.nullable(), currency: z.string().nullable() });

export const ZFlightSegment = z.strictObject({
  airline: z.strictObject({ code: z.string(), name: z.string() }),
  operating_airline: z.strictObject({ code: z.string(), name: z.string() }).nullable(),
  flight_number: z.string(),
  aircraft: z.strictObject({ code: z.string(), name: z.string() }).nullable(),
  origin: z.strictObject({ code: z.string(), name: z.string(), city: z.string(), terminal: z.string().nullable() }),
  destination: z.strictObject({ code: z.string(), name: z.string(), city: z.string(), terminal: z.string().nullable() }),
  departure_local: z.string(),
  arrival_local: z.string(),
  duration_minutes: z.number().int(),
  /** Time on the ground before this segment (null on the first of a slice). */
  layover_minutes: z.number().int().nullable(),
});

export const ZFlightDetails = ZFlightRow.extend({
  segments: z.array(z.array(ZFlightSegment)),
  conditions: z.strictObject({ refund: ZPenalty, change: ZPenalty }),
  /** Set for agents and staff when the supplier priced in another currency. */
  exchange: z
    .strictObject({ supplier_currency: z.string(), supplier_total_minor: zMinor, rate: z.string(), rate_date: z.string() })
    .nullable()
    .optional(),
  ticketing_deadline: z.string().nullable(),
  passengers: z.strictObject({
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
    /** The ages the search gave (on the last slice's departure day): the checkout holds birth dates to them. */
    child_ages: z.array(z.number().int()).optional(),
    infant_ages: z.array(z.number().int()).optional(),
  }),
  /** True when the supplier confirmed the price just now; false when it could not be re-checked. */
  price_confirmed: z.boolean(),
});
export type TFlightDetails = z.infer<typeof ZFlightDetails>;

/** `GET /flight/{flight_id}/…` answers `{ flight }`. */
export const ZFlightDetailsAnswer = z.strictObject({ flight: ZFlightDetails });

export const ZFlightIdQuery = z.strictObject({
  flight_id: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(200, { error: V.tooLong }),
});

/**
 * A quote an agent (or staff) sends a client: what the client pays, per passenger type and in all,
 * the agent's own margin included and never shown apart (no net, no margins). Strict, like every
 * answer; the slice and baggage shapes are the results list's.
 */
export const ZFlightQuote = z.strictObject({
  flight_id: z.string(),
  /** Q-…: the same for the same offer and sender, so a resent quote keeps its reference. */
  reference: z.string(),
  currency: z.string(),
  total_minor: zMinor,
  /** `amount_minor` is for one passenger of the type; `count` of them travel. */
  per_passenger: z.array(z.strictObject({ type: z.enum(PASSENGER_TYPES), count: z.number().int(), amount_minor: zMinor })),
  slices: z.array(z.strictObject(ZFlightSliceSummary.shape)),
  airline: z.strictObject({ code: z.string(), name: z.string() }),
  cabin_class: z.enum(CABIN_CLASSES),
  fare_brand: z.string().nullable(),
  baggage: z.strictObject(ZBaggage.shape),
  refundable: z.boolean(),
  /** When the offer stops being honoured (the supplier's expiry). */
  valid_until: zInstant,
});
export type TFlightQuote = z.infer<typeof ZFlightQuote>;

/** `GET /flight-quotation` answers `{ quote }`. */
export const ZFlightQuoteAnswer = z.strictObject({ quote: ZFlightQuote });

export const ZSendQuote = z.strictObject({
  flight_id: ZFlightIdQuery.shape.flight_id,
  /** Greets the client in the mail and names them on the PDF: one line, like every name. */
  client_name: zName,
  client_email: zEmail,
  /** The client's language: the mail and its PDF are written in it. */
  language: zOneOf(['en', 'ar']),
  /** The agent's words to the client, shown as typed (line breaks kept, never a link). */
  note: zMultilineOf(1000).optional(),
});
export type TSendQuote = z.infer<typeof ZSendQuote>;

/** `POST /send-sooper-quote` answers the reference the client was sent. */
export const ZQuoteSent = z.strictObject({ reference: z.string() });

export const ZAncillaries = z.strictObject({
  flight_id: z.string(),
  currency: z.string(),
  bags: z.array(
    z.strictObject({
      id: z.string(),
      kind: z.enum(['checked', 'carry_on']),
      kg: z.number().int().nullable(),
      passenger_types: z.array(z.enum(PASSENGER_TYPES)),
      price_minor: zMinor,
      max_quantity: z.number().int(),
    }),
  ),
  seats: z.array(
    z.strictObject({
      id: z.string(),
      segment_index: z.number().int(),
      designator: z.string(),
      available: z.boolean(),
      price_minor: zMinor,
      features: z.array(z.string()),
    }),
  ),
  /** What the traveller chose so far, kept with the offer. */
  selected: z.array(z.strictObject({ id: z.string(), passenger_index: z.number().int(), quantity: z.number().int() })),
  selected_total_minor: zMinor,
  /**
   * Whether this reader may change the choice: the offer's owner, and admin and reservation staff,
   * who book for others. Finance and sales staff read it only.
   */
  may_change: z.boolean(),
});
export type TAncillaries = z.infer<typeof ZAncillaries>;

export const ZPatchAncillaries = z.strictObject({
  flight_id: ZFlightIdQuery.shape.flight_id,
  selections: z
    .array(
      z.strictObject({
        id: z.string({ error: V.required }).min(1, { error: V.required }).max(200, { error: V.tooLong }),
        passenger_index: z
          .number({ error: V.invalid })
          .int({ error: V.invalid })
          .min(0, { error: V.invalid })
          .max(MAX_SEATED_PASSENGERS * 2),
        quantity: z.number({ error: V.invalid }).int({ error: V.invalid }).min(0, { error: V.invalid }).max(9, { error: V.invalid }),
      }),
    )
    .max(60, { error: V.tooLong }),
});
export type TPatchAncillaries = z.infer<typeof ZPatchAncillaries>;
