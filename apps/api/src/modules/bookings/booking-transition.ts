import { BOOKING_EVENTS, nextBookingStatus, PRODUCT_BOOKING_EVENTS, type TBookingEvent, type TBookingStatus } from '@safar/contracts';
import { bookingEvents, bookingPassengers, bookings, newId, rowsFromJson, type DbOrTx } from '@safar/db';
import { getTableColumns, sql } from 'drizzle-orm';
import { activityInsertFrom, activitySlots, type TActivityRow } from '@/core/activity';
import { AppError, notFound } from '@/core/app-error';
import { builtOnce, encodeRow, slot, sqlBuiltOnce, UNNAMED } from '@/core/prepared';

export type TBookingRow = typeof bookings.$inferSelect;
type TBookingSet = Partial<Omit<typeof bookings.$inferInsert, 'id' | 'status' | 'version'>>;

/** 409 naming the state the booking is in, for an action that state does not allow. */
export const wrongState = (status: TBookingStatus) =>
  new AppError('conflict', {
    key: 'messages.booking_wrong_state',
    params: { status: { t: `bookings.status_${status}` } },
    details: { status },
  });

export interface TMoveOf<E extends string> {
  event: E;
  /** Who did it; null for the system (a job, a supplier's message). */
  actorId: string | null;
  detail?: Record<string, unknown>;
  /** Other columns that change with the status (the PNR, a deadline, the payment). */
  set?: TBookingSet;
  /** Ticket numbers written on the booking's passengers (by their ref) with the move. */
  tickets?: readonly { travellerRef: string; number: string }[];
  /** The request's activity row, written with the move (none if the booking does not move). */
  activity?: TActivityRow;
}
export type TMove = TMoveOf<TBookingEvent>;

type TRules<E extends string> = Record<E, { from: readonly TBookingStatus[]; to: TBookingStatus }>;

// The timeline's insert runs at every move and note: built once (see builtOnce).
const timelineInsert = builtOnce((db) =>
  db
    .insert(bookingEvents)
    .values({
      id: slot('id'),
      bookingId: slot('bookingId'),
      kind: slot('kind'),
      fromStatus: slot('fromStatus'),
      toStatus: slot('toStatus'),
      actorId: slot('actorId'),
      detail: slot('detail'),
    })
    .prepare(UNNAMED),
);

/** A timeline row in the caller's transaction. */
const addToTimeline = (tx: DbOrTx, row: Omit<typeof bookingEvents.$inferInsert, 'id' | 'createdAt'>) =>
  timelineInsert(tx).execute(
    encodeRow(bookingEvents, { fromStatus: null, toStatus: null, actorId: null, detail: {}, ...row, id: newId() }),
  );

type TMoveAnswer = { current: TBookingStatus; moved: Record<string, unknown> | null };
const bookingColumns = getTableColumns(bookings);
const moves = new Map<string, ReturnType<typeof sqlBuiltOnce<TMoveAnswer>>>();

/**
 * A move as one statement: lock the row and read its state, change it (with these columns besides
 * the status, the version and the time) only if the state is one the event leaves from, and add
 * the timeline row; with the tickets and the activity row when given, written only if it moved.
 * It answers the state found and, if it moved, the new row (as JSON). Built once per set of
 * columns and riders, which the code's moves bound to a few dozen.
 */
function moveStatement(columns: string[], tickets: boolean, activity: boolean) {
  const key = `${columns.join(',')}|${tickets ? 't' : ''}${activity ? 'a' : ''}`;
  let statement = moves.get(key);
  if (!statement) {
    const sets = [...columns, 'status'].map(
      (c) => sql`${sql.identifier(bookingColumns[c as keyof typeof bookingColumns].name)} = ${slot(c)}`,
    );
    const passengers = sql`
      , tickets as (
        update ${bookingPassengers} set ticket_number = t.number
        from moved, jsonb_to_recordset(${slot('tickets')}::jsonb) as t(ref text, number text)
        where ${bookingPassengers.bookingId} = moved.id and ${bookingPassengers.ref} = t.ref
      )`;
    statement = sqlBuiltOnce<TMoveAnswer>(sql`
      with prev as (select ${bookings.id}, ${bookings.status} from ${bookings} where ${bookings.id} = ${slot('id')} for update),
      moved as (
        update ${bookings} set ${sql.join(sets, sql`, `)}, version = ${bookings.version} + 1, updated_at = now()
        from prev where ${bookings.id} = prev.id and prev.status = any(string_to_array(${slot('from')}::text, ','))
        returning ${bookings}.*
      ),
      timeline as (
        insert into ${bookingEvents} (id, booking_id, kind, from_status, to_status, actor_id, detail)
        select ${slot('eventId')}::uuid, moved.id, ${slot('kind')}::text, prev.status, moved.status, ${slot('actorId')}::uuid, ${slot('detail')}::jsonb
        from moved, prev
      )
      ${tickets ? passengers : sql``}
      ${activity ? sql`, activity as (${activityInsertFrom(sql`moved`)})` : sql``}
      select prev.status as current, (select to_json(moved) from moved) as moved from prev`);
    moves.set(key, statement);
  }
  return statement;
}

/**
 * Moves a booking by one event of a state machine (a flight's, or a product's), with its
 * timeline row, in the caller's transaction: the row is locked, its state checked against the
 * states the event leaves from, then changed, in one statement. A booking another worker moved
 * meanwhile is refused (409 naming where it is now), so a double click or a job racing a person
 * acts once. A caller that has the row locked already may pass it: a move its state does not
 * allow is then refused before the statement.
 */
function mover<E extends string>(rules: TRules<E>) {
  return async (tx: DbOrTx, bookingId: string, move: TMoveOf<E>, locked?: TBookingRow): Promise<TBookingRow> => {
    const { from, to } = rules[move.event];
    if (locked && !from.includes(locked.status)) throw wrongState(locked.status);
    // Columns set to undefined are left as they are, as drizzle's own update leaves them.
    const set = Object.fromEntries(Object.entries(move.set ?? {}).filter(([, v]) => v !== undefined));
    const tickets = move.tickets?.length ? move.tickets : undefined;
    const [answer] = await moveStatement(
      Object.keys(set).sort(),
      !!tickets,
      !!move.activity,
    )(tx).execute({
      ...encodeRow(bookings, { ...set, status: to }),
      ...(tickets ? { tickets: JSON.stringify(tickets.map((t) => ({ ref: t.travellerRef, number: t.number }))) } : {}),
      ...(move.activity ? activitySlots(move.activity) : {}),
      id: bookingId,
      from: from.join(','),
      eventId: newId(),
      kind: move.event,
      actorId: move.actorId,
      detail: JSON.stringify(move.detail ?? {}),
    });
    if (!answer) throw notFound();
    if (!answer.moved) throw wrongState(answer.current);
    return rowsFromJson(bookings, [answer.moved])[0]!;
  };
}

/** A flight booking's move (BOOKING_EVENTS). */
export const moveBooking = mover(BOOKING_EVENTS);
/** A product booking's move (PRODUCT_BOOKING_EVENTS): sold when paid, lapsed, or cancelled. */
export const moveProductBooking = mover(PRODUCT_BOOKING_EVENTS);

/** A timeline entry that changes no state: a supplier's answer, a reminder sent, a note. */
export async function noteOnBooking(
  tx: DbOrTx,
  bookingId: string,
  kind: string,
  actorId: string | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await addToTimeline(tx, { bookingId, kind, actorId, detail });
}

/** Whether an event may move a booking in `status` (for refusing early, before a supplier is called). */
export function assertCan(status: TBookingStatus, event: TBookingEvent): void {
  if (nextBookingStatus(status, event) === null) throw wrongState(status);
}
