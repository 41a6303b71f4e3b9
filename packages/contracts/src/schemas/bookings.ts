import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking-states';
import { zAmountMinor } from '../money';
import { V, zDayInput, zEmail, zInstant, zPageQuery, zUuid } from './common';
import { PASSENGER_TYPES, type TPassengerType } from './flights';
import { ZBookingRow } from './booking-views';
import { ageOn, passengerTypeOn, passportValidFor, TRAVELLER_FIELDS, withTravellerRules, zFieldsOnly } from './travellers';

/*
 * Booking a flight: the checkout's form and POST /bookings share these schemas. The rules that
 * need the trip (a passenger's type on the last flight's day, the passport six months past it,
 * each infant on an adult) are `passengerProblems`, which both run once the offer is known.
 */

export const MAX_BOOKING_PASSENGERS = 9;

/** A phone for the booking's contact: required, international (+ and 8 to 15 digits), as airlines take it. */
export const zContactPhone = z
  .string({ error: V.required })
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: V.required })
      .regex(/^\+[1-9]\d{7,14}$/, { error: 'validation.phone_international' }),
  );

/** One passenger as the form sends it: a traveller's fields, the adult an infant sits on, the saved traveller it came from. */
export const ZBookingPassenger = withTravellerRules(
  zFieldsOnly({
    ...TRAVELLER_FIELDS,
    /** An infant: the position (0-based) of the adult it travels on. */
    infant_of: z.number({ error: V.invalid }).int({ error: V.invalid }).min(0, { error: V.invalid }).nullish(),
    traveller_id: zUuid.nullish(),
  }),
);
export type TBookingPassengerInput = z.input<typeof ZBookingPassenger>;
export type TBookingPassenger = z.output<typeof ZBookingPassenger>;

const bookingFields = {
  /** The offer, as search and details name it; the price is read from the server's copy. */
  flight_id: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(200, { error: V.tooLong }),
  passengers: z
    .array(ZBookingPassenger, { error: V.invalid })
    .min(1, { error: V.required })
    .max(MAX_BOOKING_PASSENGERS, { error: 'validation.too_many_passengers' }),
  contact: zFieldsOnly({ email: zEmail, phone: zContactPhone }),
  /** Hold the seats (pay later, before the deadline) or pay from the wallet and ticket now. */
  ticketing: z.enum(['hold', 'now'], { error: V.oneOf }).default('hold'),
  /** After a 409 with a new price: the total (agency currency) the booker agrees to pay. */
  accept_total_minor: zAmountMinor.optional(),
  /** After a 409 naming a possible duplicate: book anyway. */
  confirm_duplicate: z.boolean({ error: V.invalid }).default(false),
};

/** POST /bookings (an approved agent, for its own agency). */
export const ZCreateBooking = zFieldsOnly(bookingFields);
export type TCreateBooking = z.input<typeof ZCreateBooking>;

/**
 * POST /admin-booking (staff, for a named agency, at that agency's prices). `on_behalf_of`: the
 * agency's approved agent the booking is made for (optional), recorded on the booking.
 */
export const ZAdminBooking = zFieldsOnly({ ...bookingFields, agency_id: zUuid, on_behalf_of: zUuid.nullish() });
export type TAdminBooking = z.input<typeof ZAdminBooking>;

export interface TTripFacts {
  /** The last flight's day at its departure airport: ages are counted on it, passports must outlast it. */
  lastFlightOn: string;
  /** The passengers the offer was priced for. */
  counts: Record<TPassengerType, number>;
  /** The children's and infants' ages the offer was searched with, when the search gave them. */
  searched?: TSearchedAges | undefined;
}

/**
 * The ages (whole years) a search gave for its children and infants, and the day they are ages
 * on: the last slice's departure day, the day suppliers that price by age (Duffel) count them.
 */
export interface TSearchedAges {
  on: string;
  child?: readonly number[] | undefined;
  infant?: readonly number[] | undefined;
}

/** The ages a stored search gave, counted on `on`; undefined when it gave none. */
export function searchedAgesOf(
  query: { child_ages?: readonly number[] | undefined; infant_ages?: readonly number[] | undefined },
  on: string,
): TSearchedAges | undefined {
  if (!query.child_ages?.length && !query.infant_ages?.length) return undefined;
  return {
    on,
    ...(query.child_ages?.length ? { child: query.child_ages } : {}),
    ...(query.infant_ages?.length ? { infant: query.infant_ages } : {}),
  };
}

/**
 * The children and infants whose age on the searched day is not one the search gave, by their
 * place in the party. Each searched age is matched once, as a supplier pairs its passengers: a
 * party searched as 5 and 9 needs one passenger of each age, in any order.
 */
function ageMismatches(passengers: readonly TBookingPassenger[], types: readonly TPassengerType[], searched: TSearchedAges) {
  const wrong: { index: number; type: 'child' | 'infant'; ages: readonly number[] }[] = [];
  for (const type of ['child', 'infant'] as const) {
    const ages = searched[type];
    const places = types.flatMap((t, i) => (t === type ? [i] : []));
    // A party of another size is refused as a whole (passengers_not_offer): no age to pair then.
    if (!ages?.length || places.length !== ages.length) continue;
    const left = [...ages];
    const unmatched: number[] = [];
    for (const i of places) {
      const at = left.indexOf(ageOn(passengers[i]!.born_on, searched.on));
      if (at >= 0) left.splice(at, 1);
      else unmatched.push(i);
    }
    for (const i of unmatched) wrong.push({ index: i, type, ages });
  }
  return wrong;
}

export interface TPassengerProblem {
  path: (string | number)[];
  key: string;
  params?: Record<string, unknown>;
}

/**
 * What is wrong with these passengers for this trip, each on its field: the type by age on the
 * last flight's day must be what the offer was priced for, the passport valid six months past
 * that day, each infant on its own adult, and a child's or infant's age the one it was searched
 * with (when the search gave ages).
 */
export function passengerProblems(passengers: readonly TBookingPassenger[], trip: TTripFacts): TPassengerProblem[] {
  const problems: TPassengerProblem[] = [];
  const counts: Record<TPassengerType, number> = { adult: 0, child: 0, infant: 0 };
  const types = passengers.map((p) => passengerTypeOn(p.born_on, trip.lastFlightOn));
  types.forEach((type) => (counts[type] += 1));
  const carried = new Set<number>();
  passengers.forEach((p, i) => {
    if (!passportValidFor(p.passport_expires_on, trip.lastFlightOn))
      problems.push({ path: ['passengers', i, 'passport_expires_on'], key: 'validation.passport_too_soon' });
    if (types[i] === 'infant') {
      const adult = p.infant_of;
      if (adult === null || adult === undefined || types[adult] !== 'adult')
        problems.push({ path: ['passengers', i, 'infant_of'], key: 'validation.infant_needs_adult' });
      else if (carried.has(adult)) problems.push({ path: ['passengers', i, 'infant_of'], key: 'validation.infant_adult_taken' });
      else carried.add(adult);
    } else if (p.infant_of !== null && p.infant_of !== undefined)
      problems.push({ path: ['passengers', i, 'infant_of'], key: 'validation.only_infants_carried' });
  });
  if (trip.searched)
    for (const wrong of ageMismatches(passengers, types, trip.searched))
      problems.push({
        path: ['passengers', wrong.index, 'born_on'],
        key: `validation.${wrong.type}_age_not_searched`,
        // The same figures for every passenger of the type: one error's parameters serve all its fields.
        params: { [`${wrong.type}_ages`]: wrong.ages.join(', '), ages_on: trip.searched.on },
      });
  if (PASSENGER_TYPES.some((type) => counts[type] !== trip.counts[type]))
    problems.push({ path: ['passengers'], key: 'validation.passengers_not_offer', params: { ...trip.counts } });
  return problems;
}

export const ZBookingIdBody = zFieldsOnly({ booking_id: zUuid });

/** POST /cancel-pnr: a ticketed booking is cancelled only at the refund the booker saw (`accept_refund_minor`). */
export const ZCancelBooking = zFieldsOnly({ booking_id: zUuid, accept_refund_minor: z.number().int().min(0).optional() });

/** POST /void-booking, /approve-booking and friends carry an optional note for the timeline. */
export const ZBookingActionBody = zFieldsOnly({ booking_id: zUuid, note: z.string().trim().max(500, { error: V.tooLong }).optional() });

export const ZBookingListQuery = zFieldsOnly({
  page: zPageQuery.shape.page,
  per_page: zPageQuery.shape.per_page,
  status: z.enum(BOOKING_STATUSES, { error: V.oneOf }).optional(),
  from: zDayInput.optional(),
  to: zDayInput.optional(),
  /** A reference, a PNR or a passenger's name. */
  q: z.string({ error: V.invalid }).trim().max(120, { error: V.tooLong }).optional(),
  /** Staff: one agency's bookings. */
  agency_id: zUuid.optional(),
  /** How they were made: `customer` for the storefront's (direct) bookings. */
  channel: z.enum(['agent', 'staff', 'customer', 'offline', 'import'], { error: V.oneOf }).optional(),
  /**
   * Only bookings whose agency deadline is ahead and at most this many hours away (up to a
   * week), soonest first: the holds to pay before they are cancelled.
   */
  deadline_within_hours: z.coerce
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .min(1, { error: V.invalid })
    .max(168, { error: 'validation.too_big' })
    .optional(),
});
export type TBookingListQuery = z.infer<typeof ZBookingListQuery>;

/** The agency's booking rules (admin): fees in the agency currency, minutes before deadlines. */
export const ZBookingSettings = z.strictObject({
  currency: z.string(),
  void_fee_minor: z.number().int(),
  cancel_fee_minor: z.number().int(),
  deadline_buffer_minutes: z.number().int(),
  reminder_minutes: z.array(z.number().int()),
});
export type TBookingSettingsView = z.infer<typeof ZBookingSettings>;

const zMinutes = (max: number) =>
  z.number({ error: V.invalid }).int({ error: V.invalid }).min(0, { error: V.invalid }).max(max, { error: 'validation.too_big' });
export const ZUpdateBookingSettings = zFieldsOnly({
  void_fee_minor: z
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .min(0, { error: V.invalid })
    .max(1e12, { error: 'validation.too_big' }),
  cancel_fee_minor: z
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .min(0, { error: V.invalid })
    .max(1e12, { error: 'validation.too_big' }),
  /** How long before the supplier's deadline the agency's falls (at most a week). */
  deadline_buffer_minutes: zMinutes(10_080),
  /** When agents are reminded before the agency's deadline (up to four, at most a week before). */
  reminder_minutes: z.array(zMinutes(10_080), { error: V.invalid }).max(4, { error: 'validation.too_big' }),
});

export const zColour = z.string({ error: V.required }).regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.colour' });

/** How a status is labelled and coloured on screens (GET /get-booking-status-settings). */
export const ZBookingStatusSetting = z.strictObject({
  status: z.enum(BOOKING_STATUSES),
  label_en: z.string(),
  label_ar: z.string(),
  colour: z.string(),
});
export type TBookingStatusSetting = z.infer<typeof ZBookingStatusSetting>;

export const ZUpdateBookingStatusSetting = zFieldsOnly({
  status: z.enum(BOOKING_STATUSES, { error: V.oneOf }),
  label_en: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(40, { error: V.tooLong }),
  label_ar: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(40, { error: V.tooLong }),
  colour: zColour,
});

/** PUT /agency-ticketing-approval: whether an agency's paid bookings wait for staff before they are issued. */
export const ZAgencyTicketingApproval = zFieldsOnly({ agency_id: zUuid, ticketing_approval: z.boolean({ error: V.invalid }) });

/** POST /update-booking: admin corrects a booking's status, with the reason, for what the machine cannot know. */
export const ZUpdateBookingStatus = zFieldsOnly({
  booking_id: zUuid,
  status: z.enum(BOOKING_STATUSES, { error: V.oneOf }),
  reason: z.string({ error: V.required }).trim().min(3, { error: V.required }).max(500, { error: V.tooLong }),
});

/** GET /get-pnr-details?pnr=…: a record locator as Safar and the supplier know it. */
export const ZPnrQuery = zFieldsOnly({
  pnr: z
    .string({ error: V.required })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,8}$/, { error: 'validation.pnr' }),
});

export const ZSupplierPnr = z.strictObject({
  supplier: z.string(),
  pnr: z.string(),
  status: z.string(),
  currency: z.string(),
  total_minor: z.number().int(),
  payment_deadline: zInstant.nullable(),
  void_deadline: zInstant.nullable(),
  /** Passenger names as the PNR holds them (FAMILY/GIVEN TITLE). */
  passengers: z.array(z.string()),
  tickets: z.array(z.strictObject({ ref: z.string(), number: z.string() })),
  /** The flights, when the supplier gives them. */
  slices: z.array(z.unknown()),
});

export const ZPnrDetails = z.strictObject({
  pnr: z.string(),
  /** Safar's bookings under this locator that the reader reaches. */
  bookings: z.array(ZBookingRow),
  /** The supplier's record now; null when no supplier answered for it. */
  supplier: ZSupplierPnr.nullable(),
});
export type TPnrDetails = z.infer<typeof ZPnrDetails>;
