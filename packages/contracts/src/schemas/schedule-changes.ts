import { z } from 'zod';
import { V, zId, zOneOf, zPageQuery, zUuid, ZPersonRef, ZPagination } from './common';
import { zFieldsOnly } from './travellers';

/*
 * Changes an airline makes to a booked itinerary (new times, another flight number, a flight
 * cancelled), the agency's inbox of them and its one answer: accept the new flights, or take a
 * full refund. The form and POST /schedule-changes/answer share ZAnswerScheduleChange.
 */

export const SCHEDULE_CHANGE_KINDS = ['schedule', 'cancellation'] as const;
export const SCHEDULE_CHANGE_STATUSES = ['open', 'answering', 'accepted', 'refunded'] as const;
export type TScheduleChangeStatus = (typeof SCHEDULE_CHANGE_STATUSES)[number];
export const SCHEDULE_CHANGE_ANSWERS = ['accept', 'refund'] as const;
export type TScheduleChangeAnswer = (typeof SCHEDULE_CHANGE_ANSWERS)[number];

/** The shortest time on the ground that makes a connection, in minutes: shorter (or negative) is a lost connection. */
export const MIN_CONNECTION_MINUTES = 60;

/** A flight as the inbox shows it: local times at each airport (`YYYY-MM-DDTHH:mm`). */
export const ZChangeFlight = z.strictObject({
  carrier: z.string(),
  flight_number: z.string(),
  origin: z.string(),
  destination: z.string(),
  departure_local: z.string(),
  arrival_local: z.string(),
});
export type TChangeFlight = z.infer<typeof ZChangeFlight>;

/** One flight of the booking and what happened to it. */
export const ZFlightChange = z.strictObject({
  slice: z.number().int(),
  segment: z.number().int(),
  /** unchanged, retimed, renumbered (perhaps retimed too), cancelled (no flight after), added (no flight before). */
  change: z.enum(['unchanged', 'retimed', 'renumbered', 'cancelled', 'added']),
  before: ZChangeFlight.nullable(),
  after: ZChangeFlight.nullable(),
  /** Minutes later (negative: earlier); null when there is no flight on one side. */
  departure_shift_minutes: z.number().int().nullable(),
  arrival_shift_minutes: z.number().int().nullable(),
  flight_number_changed: z.boolean(),
});

/** A connection after the change that is shorter than the minimum (or negative). */
export const ZLostConnection = z.strictObject({
  slice: z.number().int(),
  /** The airport where the passenger changes planes. */
  airport: z.string(),
  /** Minutes between landing and the next departure after the change (negative: it leaves before landing). */
  minutes: z.number().int(),
  /** The same connection before the change, when there was one. */
  minutes_before: z.number().int().nullable(),
  minimum_minutes: z.number().int(),
});

export const ZChangeDifferences = z.strictObject({
  flights: z.array(ZFlightChange),
  lost_connections: z.array(ZLostConnection),
});
export type TChangeDifferences = z.infer<typeof ZChangeDifferences>;

export const ZScheduleChangeRow = z.strictObject({
  id: zId,
  kind: z.enum(SCHEDULE_CHANGE_KINDS),
  status: z.enum(SCHEDULE_CHANGE_STATUSES),
  booking: z.strictObject({ id: zId, reference: z.string(), pnr: z.string().nullable(), status: z.string() }),
  agency: z.strictObject({ id: zId, name: z.string() }).nullable(),
  supplier: z.string(),
  /** How many flights changed, and whether a connection is lost: the inbox's summary. */
  changed_flights: z.number().int(),
  lost_connection: z.boolean(),
  answer_by: z.string().nullable(),
  answered_by: ZPersonRef.nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type TScheduleChangeRow = z.infer<typeof ZScheduleChangeRow>;

export const ZScheduleChangeDetails = ZScheduleChangeRow.extend({
  before: z.array(z.array(ZChangeFlight)),
  after: z.array(z.array(ZChangeFlight)),
  differences: ZChangeDifferences,
  /** What the user may answer now (none once answered, or for a role that may not). */
  answers: z.array(z.enum(SCHEDULE_CHANGE_ANSWERS)),
  /** What a refund gives back to the wallet, in the agency currency (null when nothing was paid). */
  refund: z.strictObject({ amount_minor: z.number().int(), currency: z.string() }).nullable(),
});
export type TScheduleChangeDetails = z.infer<typeof ZScheduleChangeDetails>;

export const ZScheduleChangeList = z.strictObject({ items: z.array(ZScheduleChangeRow), pagination: ZPagination });

export const ZScheduleChangeListQuery = zFieldsOnly({
  page: zPageQuery.shape.page,
  per_page: zPageQuery.shape.per_page,
  status: z.enum(SCHEDULE_CHANGE_STATUSES, { error: V.oneOf }).optional(),
  booking_id: zUuid.optional(),
});
export type TScheduleChangeListQuery = z.infer<typeof ZScheduleChangeListQuery>;

/** The agency's one answer to a change. */
export const ZAnswerScheduleChange = zFieldsOnly({
  change_id: zUuid,
  answer: zOneOf(SCHEDULE_CHANGE_ANSWERS),
  note: z.string().trim().max(500, { error: V.tooLong }).optional(),
});
export type TAnswerScheduleChange = z.infer<typeof ZAnswerScheduleChange>;

/** Staff make the simulated airline change a booked flight (tests, the demo). */
export const SIMULATED_CHANGE_KINDS = ['retime', 'renumber', 'cancel'] as const;
export const ZSimulateScheduleChange = zFieldsOnly({
  booking_id: zUuid,
  kind: z.enum(SIMULATED_CHANGE_KINDS, { error: V.oneOf }),
  /** Which flight (counted over all slices, from 0). */
  segment_index: z.number({ error: V.invalid }).int().min(0).max(20).default(0),
  /** retime: minutes later (negative: earlier). */
  minutes: z.number({ error: V.invalid }).int().min(-1440).max(1440).default(90),
});
export type TSimulateScheduleChange = z.infer<typeof ZSimulateScheduleChange>;
