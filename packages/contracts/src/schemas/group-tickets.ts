import { z } from 'zod';
import { isLocalDateTime } from '../local-time';
import { zAmountMinor, zAmountMinorOrZero, zCurrency } from '../money';
import { V, zDay, zDayInput, zId, zInstant, zNameOf, zOptionalLineOf, zOptionalNoteOf } from './common';
import { PASSENGER_TYPES, zIataAirport } from './flights';
import { zListQuery } from './list-query';

/*
 * Group tickets: blocks of seats the agency bought from an airline and sells itself (shown in
 * flight search as "Sooper" flights). The rules that need no time zone live here, so the form
 * and the API refuse the same things; the ones that need each airport's time zone (order of
 * the flights, the cut-off before departure) are checked by the API.
 */

export const GROUP_TRIP_TYPES = ['one_way', 'return'] as const;
export type TGroupTripType = (typeof GROUP_TRIP_TYPES)[number];

export const GROUP_CABIN_CLASSES = ['economy', 'premium_economy', 'business', 'first'] as const;
export type TGroupCabinClass = (typeof GROUP_CABIN_CLASSES)[number];

export const GROUP_TICKET_STATUSES = ['active', 'inactive'] as const;
export type TGroupTicketStatus = (typeof GROUP_TICKET_STATUSES)[number];

export const GROUP_FARE_TYPES = ['adult', 'child', 'infant'] as const;
export type TGroupFareType = (typeof GROUP_FARE_TYPES)[number];

/** Flights per direction: a direct flight or up to three connections. */
export const MAX_GROUP_LEGS = 4;
/** Seats in one block: more than any single aircraft holds for a group. */
export const MAX_GROUP_SEATS = 999;

const requiredOr = (key: string) => (issue: { input: unknown }) => (issue.input === undefined || issue.input === '' ? V.required : key);

/** A marketing flight number, stored as carrier and number with one space: "sv701" → "SV 701". */
export const zFlightNumber = z
  .string({ error: V.required })
  .trim()
  .toUpperCase()
  .min(1, { error: V.required })
  .regex(/^(?![0-9]{2})[A-Z0-9]{2} ?[0-9]{1,4}[A-Z]?$/, { error: 'validation.flight_number' })
  .transform((v) => `${v.slice(0, 2)} ${v.slice(2).trim()}`);

/** A local date and time at an airport, `YYYY-MM-DDTHH:mm`. */
export const zLocalDateTime = z
  .string({ error: V.required })
  .trim()
  .refine((v) => v !== '', { error: V.required })
  .refine((v) => v === '' || isLocalDateTime(v), { error: 'validation.local_date_time' })
  // Same bounds as every other date typed into the app.
  .refine((v) => !isLocalDateTime(v) || zDayInput.safeParse(v.slice(0, 10)).success, { error: 'validation.date_bounds' });

/** A terminal as typed ("T1", "North"): one line; blank is none. */
const zTerminal = zOptionalLineOf(10);
/** An IATA aircraft type (320, 77W), optional. */
const zAircraft = z
  .string({ error: V.invalid })
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || /^[A-Z0-9]{3}$/.test(v), { error: 'validation.aircraft_code' })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** One flight of the block as typed: local times at its two airports. */
export const ZGroupLegInput = z
  .object({
    flight_number: zFlightNumber,
    origin: zIataAirport,
    destination: zIataAirport,
    departure_local: zLocalDateTime,
    arrival_local: zLocalDateTime,
    aircraft: zAircraft,
    origin_terminal: zTerminal.optional().transform((v) => v ?? null),
    destination_terminal: zTerminal.optional().transform((v) => v ?? null),
  })
  .superRefine((leg, ctx) => {
    if (leg.origin === leg.destination) ctx.addIssue({ code: 'custom', path: ['destination'], message: 'validation.same_airports' });
  });
export type TGroupLegInput = z.infer<typeof ZGroupLegInput>;

const zLegs = (min: number) =>
  z
    .array(ZGroupLegInput, { error: V.required })
    .min(min, { error: 'validation.legs_required' })
    .max(MAX_GROUP_LEGS, { error: 'validation.legs_too_many' });

const zSeats = z
  .number({ error: requiredOr('validation.seats') })
  .int({ error: 'validation.seats' })
  .min(1, { error: 'validation.seats' })
  .max(MAX_GROUP_SEATS, { error: 'validation.seats' });

const zPieces = (max: number) =>
  z
    .number({ error: requiredOr('validation.baggage_pieces') })
    .int({ error: 'validation.baggage_pieces' })
    .min(0, { error: 'validation.baggage_pieces' })
    .max(max, { error: 'validation.baggage_pieces' });
const zKg = (max: number) =>
  z
    .number({ error: 'validation.baggage_kg' })
    .int({ error: 'validation.baggage_kg' })
    .min(1, { error: 'validation.baggage_kg' })
    .max(max, { error: 'validation.baggage_kg' })
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** Per passenger: carry-on pieces (and their weight, if the airline states one), checked pieces × kg each. */
export const ZGroupBaggage = z
  .object({
    carry_on_pieces: zPieces(3),
    carry_on_kg: zKg(40),
    checked_pieces: zPieces(5),
    checked_kg: zKg(50),
  })
  .superRefine((b, ctx) => {
    if (b.carry_on_kg !== null && b.carry_on_pieces === 0)
      ctx.addIssue({ code: 'custom', path: ['carry_on_pieces'], message: 'validation.baggage_kg_without_pieces' });
    if (b.checked_kg !== null && b.checked_pieces === 0)
      ctx.addIssue({ code: 'custom', path: ['checked_pieces'], message: 'validation.baggage_kg_without_pieces' });
    if (b.checked_pieces > 0 && b.checked_kg === null) ctx.addIssue({ code: 'custom', path: ['checked_kg'], message: V.required });
  });
export type TGroupBaggage = z.infer<typeof ZGroupBaggage>;

/** What the agency paid the airline (net) and what it sells at, per passenger of a type, in minor units. */
const zFare = (selling: typeof zAmountMinor) => z.object({ net_minor: zAmountMinorOrZero, selling_minor: selling });
export const ZGroupFares = z.object({
  adult: zFare(zAmountMinor),
  child: zFare(zAmountMinorOrZero),
  infant: zFare(zAmountMinorOrZero),
});
export type TGroupFares = z.infer<typeof ZGroupFares>;

const fields = {
  airline_code: z
    .string({ error: V.required })
    .trim()
    .toUpperCase()
    .min(1, { error: V.required })
    .regex(/^[A-Z0-9]{2}$/, { error: 'validation.iata_airline' }),
  /** An optional marketing name ("Umrah December group"); blank is none. */
  title: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), zNameOf(120).nullable())
    .optional()
    .transform((v) => v ?? null),
  trip_type: z.enum(GROUP_TRIP_TYPES, { error: requiredOr(V.oneOf) }),
  outbound_legs: zLegs(1),
  return_legs: zLegs(0),
  cabin_class: z.enum(GROUP_CABIN_CLASSES, { error: requiredOr(V.oneOf) }),
  baggage: ZGroupBaggage,
  seats_total: zSeats,
  currency: zCurrency,
  fares: ZGroupFares,
  /** An instant with its offset, e.g. 2026-12-10T18:00:00+05:00 (the form sends the browser's). */
  booking_cutoff_at: z.iso.datetime({ offset: true, error: requiredOr(V.invalid) }),
  refundable: z.boolean({ error: V.invalid }),
  /** Typed in textareas: line breaks kept; blank is none. */
  change_penalty_note: zOptionalNoteOf(500),
  refund_penalty_note: zOptionalNoteOf(500),
  status: z.enum(GROUP_TICKET_STATUSES, { error: requiredOr(V.oneOf) }),
  /** The airline's record locator for the block, once it gives one; blank is none. */
  airline_pnr: z
    .string({ error: V.invalid })
    .trim()
    .toUpperCase()
    .regex(/^(?:[A-Z0-9]{5,8})?$/, { error: 'validation.pnr' })
    .nullish()
    .transform((v) => v || null),
};

type TFields = { [K in keyof typeof fields]: z.infer<(typeof fields)[K]> };

type TIssue = { path: (string | number)[]; message: string };

/**
 * The rules between fields that need no time zone, on whichever fields are present (an update
 * may name only some; the API checks the merged block again): the flights of a direction
 * connect, a return has return flights and a one-way none, selling is not below net.
 */
export function groupTicketProblems(v: Partial<TFields>): TIssue[] {
  const problems: TIssue[] = [];
  for (const key of ['outbound_legs', 'return_legs'] as const) {
    const legs = v[key] ?? [];
    legs.forEach((leg, i) => {
      const previous = legs[i - 1];
      if (previous && previous.destination !== leg.origin)
        problems.push({ path: [key, i, 'origin'], message: 'validation.leg_not_connected' });
    });
  }
  if (v.trip_type === 'return' && v.return_legs !== undefined && v.return_legs.length === 0)
    problems.push({ path: ['return_legs'], message: 'validation.return_legs_required' });
  if (v.trip_type === 'one_way' && v.return_legs !== undefined && v.return_legs.length > 0)
    problems.push({ path: ['return_legs'], message: 'validation.return_legs_one_way' });
  if (v.fares) {
    for (const type of GROUP_FARE_TYPES) {
      const fare = v.fares[type];
      if (fare.selling_minor < fare.net_minor)
        problems.push({ path: ['fares', type, 'selling_minor'], message: 'validation.selling_below_net' });
    }
  }
  return problems;
}

const addProblems = (v: Partial<TFields>, ctx: z.RefinementCtx) => {
  for (const problem of groupTicketProblems(v)) ctx.addIssue({ code: 'custom', ...problem });
};

/** POST /group-tickets. */
export const ZCreateGroupTicket = z
  .object({
    ...fields,
    return_legs: fields.return_legs.default([]),
    refundable: fields.refundable.default(false),
    change_penalty_note: fields.change_penalty_note.optional().transform((v) => v ?? null),
    refund_penalty_note: fields.refund_penalty_note.optional().transform((v) => v ?? null),
    status: fields.status.default('active'),
    airline_pnr: fields.airline_pnr,
  })
  .superRefine(addProblems);
export type TCreateGroupTicket = z.input<typeof ZCreateGroupTicket>;
export type TCreateGroupTicketData = z.infer<typeof ZCreateGroupTicket>;

/** PUT /group-tickets?id=…: any of the fields (`{ status: 'inactive' }` takes a block off sale). */
export const ZUpdateGroupTicket = z
  .object(fields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: V.required, path: ['_'] })
  .superRefine(addProblems);
export type TUpdateGroupTicket = z.input<typeof ZUpdateGroupTicket>;
export type TUpdateGroupTicketData = z.infer<typeof ZUpdateGroupTicket>;

/** Columns the list can be sorted by. */
export const GROUP_TICKET_SORTS = ['departure_at', 'reference', 'seats_left', 'adult_selling', 'created_at'] as const;

const zFlag = z.enum(['0', '1'], { error: V.oneOf }).optional();

/** GET /group-tickets: route, airline, departure days (at the origin), on sale or not, seats left or not. */
export const ZGroupTicketListQuery = zListQuery(GROUP_TICKET_SORTS)
  .extend({
    origin: zIataAirport.optional(),
    destination: zIataAirport.optional(),
    airline: fields.airline_code.optional(),
    from: zDayInput.optional(),
    to: zDayInput.optional(),
    active: zFlag,
    has_seats: zFlag,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'validation.date_range', path: ['to'] });
export type TGroupTicketListQuery = z.infer<typeof ZGroupTicketListQuery>;

/** One flight as the API answers it: local times with their airports' time zones, and the instants they name. */
export const ZGroupLeg = z.strictObject({
  flight_number: z.string(),
  origin: z.string(),
  destination: z.string(),
  departure_local: z.string(),
  arrival_local: z.string(),
  departure_time_zone: z.string(),
  arrival_time_zone: z.string(),
  departure_at: zInstant,
  arrival_at: zInstant,
  duration_minutes: z.number().int(),
  aircraft: z.string().nullable(),
  origin_terminal: z.string().nullable(),
  destination_terminal: z.string().nullable(),
});
export type TGroupLeg = z.infer<typeof ZGroupLeg>;

const ZAirlineRef = z.strictObject({ id: zId, iata_code: z.string(), name: z.string() });
const ZAirportRef = z.strictObject({ iata_code: z.string(), name: z.string(), city: z.string() });
const ZBaggageView = z.strictObject({
  carry_on_pieces: z.number().int(),
  carry_on_kg: z.number().int().nullable(),
  checked_pieces: z.number().int(),
  checked_kg: z.number().int().nullable(),
});

/** What agents and staff both see of a block. */
const commonView = {
  id: zId,
  reference: z.string(),
  airline: ZAirlineRef,
  title: z.string().nullable(),
  trip_type: z.enum(GROUP_TRIP_TYPES),
  origin: ZAirportRef,
  destination: ZAirportRef,
  /** First departure: the instant, and the day at the origin airport. */
  departure_at: zInstant,
  departure_date: zDay,
  return_departure_at: zInstant.nullable(),
  return_date: zDay.nullable(),
  outbound_legs: z.array(ZGroupLeg),
  return_legs: z.array(ZGroupLeg),
  cabin_class: z.enum(GROUP_CABIN_CLASSES),
  baggage: ZBaggageView,
  seats_left: z.number().int(),
  currency: z.string(),
  booking_cutoff_at: zInstant,
  refundable: z.boolean(),
  change_penalty_note: z.string().nullable(),
  refund_penalty_note: z.string().nullable(),
};

const ZStaffFare = z.strictObject({ net_minor: z.number().int(), selling_minor: z.number().int() });

/** A block as staff see it: the net cost, the seats bought and sold, its status and who made it. */
export const ZGroupTicket = z.strictObject({
  ...commonView,
  airline_pnr: z.string().nullable(),
  fares: z.strictObject({ adult: ZStaffFare, child: ZStaffFare, infant: ZStaffFare }),
  seats_total: z.number().int(),
  seats_sold: z.number().int(),
  status: z.enum(GROUP_TICKET_STATUSES),
  created_by: zId.nullable(),
  created_at: zInstant,
  updated_at: zInstant,
});
export type TGroupTicket = z.infer<typeof ZGroupTicket>;

const ZAgentFare = z.strictObject({ selling_minor: z.number().int() });

/** A block as an agent sees it: only what it sells at, never the agency's cost. */
export const ZGroupTicketForAgent = z.strictObject({
  ...commonView,
  fares: z.strictObject({ adult: ZAgentFare, child: ZAgentFare, infant: ZAgentFare }),
});
export type TGroupTicketForAgent = z.infer<typeof ZGroupTicketForAgent>;

/** The answer's item: the staff view, or the agent's. */
export const ZGroupTicketView = z.union([ZGroupTicket, ZGroupTicketForAgent]);
export type TGroupTicketView = z.infer<typeof ZGroupTicketView>;

/** Where a sale of a block's seats stands: held until paid (or the cut-off), ticketed, or ended. */
export const GROUP_SALE_STATUSES = ['held', 'ticketed', 'cancelled', 'voided'] as const;
export type TGroupSaleStatus = (typeof GROUP_SALE_STATUSES)[number];

/** One passenger on a block's name list: the name as the airline's list takes it, with the booking it came from. */
export const ZGroupTicketName = z.strictObject({
  /** The booking's reference (BKG-…) and id, when the sale was made for one. */
  booking_reference: z.string().nullable(),
  booking_id: zId.nullable(),
  /** The passenger's place in the booking (p1, p2…). */
  ref: z.string(),
  /** FAMILY/GIVEN TITLE. */
  name: z.string(),
  /** Adult, child or infant, as booked; null when the booking is not found. */
  type: z.enum(PASSENGER_TYPES).nullable(),
  /** The sale's status: a cancelled or voided name is no longer on the airline's list. */
  status: z.enum(GROUP_SALE_STATUSES),
});
export type TGroupTicketName = z.infer<typeof ZGroupTicketName>;

/** GET /group-tickets/{id}/names (staff who book and ticket): the block's passengers, oldest sale first. */
export const ZGroupTicketNames = z.strictObject({ reference: z.string(), names: z.array(ZGroupTicketName) });
export type TGroupTicketNames = z.infer<typeof ZGroupTicketNames>;
