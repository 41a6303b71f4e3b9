import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { airlines, airports } from './air';
import { createdAt, idColumn, updatedAt } from './columns';
import { users } from './users';

export const groupTicketReferenceSeq = pgSequence('group_ticket_reference_seq', { startWith: 100001 });

/**
 * One flight of a block, as stored in `outbound_legs` / `return_legs`: local times at each
 * airport with that airport's IANA time zone, from which the instants are derived. Written only
 * through the API's zod schema, so every element has this shape.
 */
export interface TStoredGroupLeg {
  flightNumber: string;
  origin: string;
  destination: string;
  departureLocal: string;
  arrivalLocal: string;
  departureTimeZone: string;
  arrivalTimeZone: string;
  aircraft: string | null;
  originTerminal: string | null;
  destinationTerminal: string | null;
}

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * Group tickets: seats the agency bought in a block from an airline and sells itself. The
 * flights are jsonb (they have no life of their own: written and read whole with the block);
 * the columns search and lists filter on (route, first departure, return) are derived from them
 * on every write. Seats are taken and given back only by one conditional UPDATE each
 * (group-ticket-seats.ts), and the CHECKs keep `seats_left` within 0 … `seats_total` whatever
 * writes it.
 */
export const groupTickets = pgTable(
  'group_tickets',
  {
    id: idColumn(),
    /** Human reference GT-…, unique. */
    reference: text('reference')
      .notNull()
      .default(sql`('GT-' || nextval('group_ticket_reference_seq')::text)`),
    airlineId: uuid('airline_id')
      .notNull()
      .references(() => airlines.id, { onDelete: 'restrict' }),
    title: text('title'),
    tripType: text('trip_type', { enum: ['one_way', 'return'] }).notNull(),
    /** First airport and last airport of the outbound flights. */
    origin: varchar('origin', { length: 3 })
      .notNull()
      .references(() => airports.iataCode, { onDelete: 'restrict' }),
    destination: varchar('destination', { length: 3 })
      .notNull()
      .references(() => airports.iataCode, { onDelete: 'restrict' }),
    /** The first departure's instant, and its calendar day at the origin airport (what search matches). */
    departureAt: timestamp('departure_at', { withTimezone: true, mode: 'date' }).notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    /** The same for the first return flight, and where the return ends; null one way. */
    returnDepartureAt: timestamp('return_departure_at', { withTimezone: true, mode: 'date' }),
    returnDate: date('return_date', { mode: 'string' }),
    returnDestination: varchar('return_destination', { length: 3 }),
    outboundLegs: jsonb('outbound_legs').$type<TStoredGroupLeg[]>().notNull(),
    returnLegs: jsonb('return_legs').$type<TStoredGroupLeg[]>().notNull().default([]),
    /** Every flight number of the block ("SV 701 SV 702"), for the list's search. */
    flightNumbers: text('flight_numbers').notNull(),
    cabinClass: text('cabin_class', { enum: ['economy', 'premium_economy', 'business', 'first'] }).notNull(),
    carryOnPieces: integer('carry_on_pieces').notNull(),
    carryOnKg: integer('carry_on_kg'),
    checkedPieces: integer('checked_pieces').notNull(),
    checkedKg: integer('checked_kg'),
    seatsTotal: integer('seats_total').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    adultNetMinor: money('adult_net_minor'),
    adultSellingMinor: money('adult_selling_minor'),
    childNetMinor: money('child_net_minor'),
    childSellingMinor: money('child_selling_minor'),
    infantNetMinor: money('infant_net_minor'),
    infantSellingMinor: money('infant_selling_minor'),
    bookingCutoffAt: timestamp('booking_cutoff_at', { withTimezone: true, mode: 'date' }).notNull(),
    refundable: boolean('refundable').notNull().default(false),
    changePenaltyNote: text('change_penalty_note'),
    refundPenaltyNote: text('refund_penalty_note'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    /** The airline's record locator for the whole block, as staff enter it once the airline gives it. */
    airlinePnr: text('airline_pnr'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('group_tickets_reference_unique').on(t.reference),
    // Search: a route on a day, on sale.
    index('group_tickets_route_day_idx').on(t.origin, t.destination, t.departureDate),
    index('group_tickets_departure_idx').on(t.departureAt),
    index('group_tickets_airline_idx').on(t.airlineId),
    check('group_tickets_seats_total_range', sql`${t.seatsTotal} between 1 and 999`),
    check('group_tickets_seats_left_range', sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.seatsTotal}`),
    check(
      'group_tickets_fares',
      sql`${t.adultNetMinor} >= 0 and ${t.childNetMinor} >= 0 and ${t.infantNetMinor} >= 0
       and ${t.adultSellingMinor} >= ${t.adultNetMinor} and ${t.childSellingMinor} >= ${t.childNetMinor}
       and ${t.infantSellingMinor} >= ${t.infantNetMinor} and ${t.adultSellingMinor} between 1 and 1000000000000000`,
    ),
    check('group_tickets_cutoff_before_departure', sql`${t.bookingCutoffAt} < ${t.departureAt}`),
    check(
      'group_tickets_return_shape',
      sql`(${t.tripType} = 'one_way' and ${t.returnDepartureAt} is null and ${t.returnDate} is null and ${t.returnDestination} is null)
       or (${t.tripType} = 'return' and ${t.returnDepartureAt} > ${t.departureAt} and ${t.returnDate} is not null and ${t.returnDestination} is not null)`,
    ),
    check(
      'group_tickets_baggage',
      sql`${t.carryOnPieces} between 0 and 3 and ${t.checkedPieces} between 0 and 5
       and (${t.carryOnKg} is null or ${t.carryOnKg} between 1 and 40) and (${t.checkedKg} is null or ${t.checkedKg} between 1 and 50)`,
    ),
  ],
);

/**
 * A sale of seats from a block: what the block's booking side keeps of each booking made on it
 * (the seats it took, the names on the airline's list, where it stands). Seats leave the block
 * and come back in the same transaction as the sale's row is written or moved.
 */
export const groupTicketSales = pgTable(
  'group_ticket_sales',
  {
    /** `GT:<sale id>`: the key the booking names it by. */
    orderKey: text('order_key').primaryKey(),
    groupTicketId: uuid('group_ticket_id')
      .notNull()
      .references(() => groupTickets.id, { onDelete: 'restrict' }),
    /** The booking reference it was made for, to find it again after a lost answer. */
    clientReference: text('client_reference'),
    seats: integer('seats').notNull(),
    status: text('status', { enum: ['held', 'ticketed', 'cancelled', 'voided'] }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    totalMinor: money('total_minor'),
    /** The names on the airline's list: FAMILY/GIVEN TITLE, per traveller, with the booking's refs. */
    travellers: jsonb('travellers').$type<{ ref: string; name: string }[]>().notNull(),
    holdUntil: timestamp('hold_until', { withTimezone: true, mode: 'date' }),
    voidUntil: timestamp('void_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('group_ticket_sales_block_idx').on(t.groupTicketId, t.status),
    index('group_ticket_sales_reference_idx').on(t.clientReference),
    check('group_ticket_sales_seats_range', sql`${t.seats} between 1 and 9`),
  ],
);
