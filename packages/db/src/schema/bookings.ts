import type { TBookingStatus } from '@safar/contracts';
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
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn, updatedAt } from './columns';
import { ledgerTransactions } from './ledger';
import { travellers } from './travellers';
import { agencies, users } from './users';

export const bookingReferenceSeq = pgSequence('booking_reference_seq', { startWith: 100001 });

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * One booking of one product, whoever made it and however it is paid: an agent against its
 * wallet, staff for an agency, and later a visitor by card or staff entering an offline ticket
 * (`channel`). The row is written before the supplier is called, so a booking whose answer was
 * lost still exists (status outcome_unknown) and is reconciled rather than made twice.
 *
 * Everything the booking was sold on is copied in: the supplier's offer, the price lines and the
 * exchange rate, the chosen extras, the passengers. Nothing about it is read again from the offer
 * store or a saved traveller, which can change or go.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: idColumn(),
    /** Human reference BKG-…, unique; also sent to the supplier where it keeps one. */
    reference: text('reference')
      .notNull()
      .default(sql`('BKG-' || nextval('booking_reference_seq')::text)`),
    product: text('product').notNull().default('flight'),
    /** How it was made: agent (portal), staff (for an agency); later customer, offline, direct, import. */
    channel: text('channel', { enum: ['agent', 'staff', 'customer', 'offline', 'direct', 'import'] }).notNull(),
    /** Whose booking it is: the agency that pays from its wallet (null for a customer's own). */
    agencyId: uuid('agency_id').references(() => agencies.id),
    customerId: uuid('customer_id').references(() => users.id),
    /** Who made it; null for a visitor who booked on the storefront without an account. */
    createdBy: uuid('created_by').references(() => users.id),
    /** Staff booking for an agency: the agency's agent it was made for. */
    onBehalfOfId: uuid('on_behalf_of_id').references(() => users.id),
    /** The Idempotency-Key it was made under: a retry finds this row instead of booking again. */
    requestKey: text('request_key'),
    /** One of BOOKING_STATUSES (contracts): the state machine lives in code, the column keeps where it is. */
    status: text('status').$type<TBookingStatus>().notNull().default('pending'),
    /** Set while a supplier call's outcome is unknown: what was asked (book, issue, cancel, void). */
    pendingCall: text('pending_call', { enum: ['book', 'issue', 'cancel', 'void'] }),
    /** Staff must approve before the tickets are issued (the agency's setting when it was booked, or a failed issue). */
    needsApproval: boolean('needs_approval').notNull().default(false),
    mode: text('mode', { enum: ['hold', 'instant'] }).notNull(),

    supplierCode: text('supplier_code').notNull(),
    supplierOrderKey: text('supplier_order_key'),
    pnr: text('pnr'),
    /** The supplier's status at its last answer, as it said it. */
    supplierStatus: text('supplier_status'),
    supplierCurrency: varchar('supplier_currency', { length: 3 }).notNull(),
    /** What the supplier charges, in its currency (offer and extras), as agreed at booking. */
    supplierTotalMinor: money('supplier_total_minor').notNull(),
    /** Where the offer came from: the stored search answer and the offer's place in it. */
    offerSetId: uuid('offer_set_id'),
    offerIndex: integer('offer_index'),
    /** The supplier's offer as booked (TSupplierOffer), and the search it answered. */
    offer: jsonb('offer').notNull(),
    query: jsonb('query').notNull(),
    /** Price lines per passenger type in the agency currency (net, airline margin, markup, gross). */
    priceLines: jsonb('price_lines').notNull(),
    /**
     * The bags and seats booked with the flight, copied from the offer's chosen extras: each for
     * one passenger (ref), with its price in the supplier's currency and in the agency's (no
     * margin). Their sum is in the supplier total and in the net, due and gross amounts.
     */
    extras: jsonb('extras').notNull().default([]),
    currency: varchar('currency', { length: 3 }).notNull(),
    rateMillionths: bigint('rate_millionths', { mode: 'number' }),
    rateId: uuid('rate_id'),
    rateDate: text('rate_date'),
    /** Agency-currency totals: net, airline margin, the agent's own markup, and the customer's price. */
    netMinor: money('net_minor').notNull(),
    airlineMarginMinor: money('airline_margin_minor').notNull(),
    markupMinor: money('markup_minor').notNull(),
    grossMinor: money('gross_minor').notNull(),
    /** What the wallet pays: net + airline margin (the markup is the agent's, never taken from it). */
    dueMinor: money('due_minor').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** The booker's language when it was made: what mails to its contact are written in. */
    locale: text('locale', { enum: ['en', 'ar'] }),
    contactPhone: text('contact_phone').notNull(),

    /** Deadlines, as instants: the offer's expiry, the supplier's, the price guarantee, the agency's own, the void window. */
    offerExpiresAt: tsColumn('offer_expires_at'),
    supplierDeadlineAt: tsColumn('supplier_deadline_at'),
    priceGuaranteeUntil: tsColumn('price_guarantee_until'),
    agencyDeadlineAt: tsColumn('agency_deadline_at'),
    voidUntil: tsColumn('void_until'),
    /** The first flight's departure instant and the last flight's day (the passengers' ages are on it). */
    departsAt: tsColumn('departs_at').notNull(),
    lastFlightOn: date('last_flight_on', { mode: 'string' }).notNull(),

    /** The wallet payment, and the transaction that gave it back (a failed issue, a void, a cancellation). */
    paymentTransactionId: uuid('payment_transaction_id').references(() => ledgerTransactions.id),
    refundTransactionId: uuid('refund_transaction_id').references(() => ledgerTransactions.id),
    /** A booking made again over a live one of the same person on the same flight, after the agent confirmed it. */
    duplicateConfirmed: boolean('duplicate_confirmed').notNull().default(false),
    /** Bumped by every change, so a screen can refuse to act on what it no longer shows. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_reference_unique').on(t.reference),
    uniqueIndex('bookings_request_key_unique').on(t.createdBy, t.requestKey),
    // A visitor's (no account): its key carries the browser's id, and is unique on its own.
    uniqueIndex('bookings_visitor_request_key_unique')
      .on(t.requestKey)
      .where(sql`${t.createdBy} is null`),
    index('bookings_agency_idx').on(t.agencyId, t.createdAt),
    index('bookings_status_idx').on(t.status, t.createdAt),
    index('bookings_pnr_idx').on(t.pnr),
    index('bookings_supplier_order_idx').on(t.supplierCode, t.supplierOrderKey),
    // A supplier's record is brought in once: a second import of the same PNR (even a concurrent one) is refused here.
    uniqueIndex('bookings_imported_pnr_unique')
      .on(t.supplierCode, t.pnr)
      .where(sql`${t.channel} = 'import'`),
    check(
      'bookings_amounts',
      sql`${t.netMinor} >= 0 and ${t.airlineMarginMinor} >= 0 and ${t.markupMinor} >= 0 and ${t.dueMinor} = ${t.netMinor} + ${t.airlineMarginMinor} and ${t.grossMinor} = ${t.dueMinor} + ${t.markupMinor}`,
    ),
    // Without an agency and an account: a storefront guest (only its contact details) or an offline
    // sale to a walk-in customer (named in the booking's offline facts).
    check('bookings_owner', sql`${t.agencyId} is not null or ${t.customerId} is not null or ${t.channel} in ('customer', 'offline')`),
  ],
);

/** A passenger as booked: a copy, never a link that changes with the saved traveller. */
export const bookingPassengers = pgTable(
  'booking_passengers',
  {
    id: idColumn(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** p1, p2… in the order entered; the supplier echoes it on tickets. */
    ref: text('ref').notNull(),
    type: text('type', { enum: ['adult', 'child', 'infant'] }).notNull(),
    title: text('title').notNull(),
    /*
     * The passport facts are known for every booking made in Safar; a ticket sold elsewhere
     * (offline, imported) may come with the names only, so they may be empty there.
     */
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    bornOn: date('born_on', { mode: 'string' }),
    gender: text('gender', { enum: ['m', 'f'] }),
    nationality: varchar('nationality', { length: 2 }),
    passportNumber: text('passport_number'),
    passportCountry: varchar('passport_country', { length: 2 }),
    passportExpiresOn: date('passport_expires_on', { mode: 'string' }),
    /** An infant's adult (their ref). */
    infantOf: text('infant_of'),
    travellerId: uuid('traveller_id').references(() => travellers.id, { onDelete: 'set null' }),
    ticketNumber: text('ticket_number'),
  },
  (t) => [
    uniqueIndex('booking_passengers_ref_unique').on(t.bookingId, t.ref),
    // The duplicate guard: the same person on the same flight in another live booking.
    index('booking_passengers_person_idx').on(sql`upper(${t.familyName})`, sql`upper(${t.givenName})`, t.bornOn),
  ],
);

/** The booking's timeline: every action and every supplier answer, with who (null: the system). */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: idColumn(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** What happened: an event of the state machine, a supplier call's answer, a note. */
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actorId: uuid('actor_id').references(() => users.id),
    /** Details for the timeline: the supplier's answer, the amount, the reason. */
    detail: jsonb('detail').notNull().default({}),
    createdAt: tsColumn('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

/** How each status is labelled and coloured on screens, in both languages; admin edits them. */
export const bookingStatusSettings = pgTable('booking_status_settings', {
  status: text('status').primaryKey(),
  labelEn: text('label_en').notNull(),
  labelAr: text('label_ar').notNull(),
  /** A CSS colour, #rrggbb. */
  colour: varchar('colour', { length: 7 }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

/**
 * The agency's rules for flight bookings, one row (`id` 'flights'), edited by admin: the fees
 * kept on a void and on a cancellation, how long before the supplier's deadline the agency's own
 * falls (unpaid holds are cancelled then), and when agents are reminded before it.
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: text('id').primaryKey(),
    currency: varchar('currency', { length: 3 }).notNull(),
    voidFeeMinor: money('void_fee_minor').notNull().default(0),
    cancelFeeMinor: money('cancel_fee_minor').notNull().default(0),
    deadlineBufferMinutes: integer('deadline_buffer_minutes').notNull().default(120),
    /** Minutes before the agency's deadline at which the agent is reminded, e.g. [1440, 180]. */
    reminderMinutes: jsonb('reminder_minutes').$type<number[]>().notNull().default([1440, 180]),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('booking_settings_fees', sql`${t.voidFeeMinor} >= 0 and ${t.cancelFeeMinor} >= 0`),
    check('booking_settings_buffer', sql`${t.deadlineBufferMinutes} between 0 and 10080`),
  ],
);

/**
 * Events suppliers send (Duffel's webhooks), each kept once by the supplier's event id: a
 * delivery repeated, or one that arrives after a later one, is recognised and answered without
 * being processed again. Processing happens in a job, after the sender has its answer.
 */
export const supplierEvents = pgTable(
  'supplier_events',
  {
    id: idColumn(),
    supplierCode: text('supplier_code').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    /** What processing made of it (the booking's status, "no booking"), once done. */
    outcome: text('outcome'),
    receivedAt: createdAt(),
    processedAt: tsColumn('processed_at'),
  },
  (t) => [uniqueIndex('supplier_events_event_unique').on(t.supplierCode, t.eventId), index('supplier_events_booking_idx').on(t.bookingId)],
);

/**
 * A change the airline made to a booked itinerary (new times, another flight number, a flight
 * cancelled), as the supplier reported it: kept once per supplier change id, so a repeated or
 * late report is recognised. The agency answers it once (accept the new flights, or a refund);
 * the row lock on answering makes a second answer find it answered.
 */
export const scheduleChanges = pgTable(
  'schedule_changes',
  {
    id: idColumn(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Copied from the booking, so an agency's inbox is one indexed read. */
    agencyId: uuid('agency_id').references(() => agencies.id),
    supplierCode: text('supplier_code').notNull(),
    /** The supplier's id for the change (Duffel's airline-initiated change, the simulator's). */
    changeKey: text('change_key').notNull(),
    kind: text('kind', { enum: ['schedule', 'cancellation'] }).notNull(),
    /** The booked slices before and after the change (TSupplierSlice[]); none after a cancellation. */
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    /** What changed, as compared when it came (TChangeDifferences). */
    differences: jsonb('differences').notNull(),
    /** open → answering (the supplier is being told) → accepted | refunded; answering falls back to open on a refusal. */
    status: text('status', { enum: ['open', 'answering', 'accepted', 'refunded'] })
      .notNull()
      .default('open'),
    /** By when the agency should answer (the supplier's, else ours before the first departure). */
    answerBy: tsColumn('answer_by'),
    /**
     * The answer, written when it is claimed (before the supplier is told): a process that stops
     * mid-answer leaves a change the sweep can finish with the same answer.
     */
    answer: text('answer', { enum: ['accept', 'refund'] }),
    /** A note given with the answer, kept for the same reason. */
    answerNote: text('answer_note'),
    answeredBy: uuid('answered_by').references(() => users.id),
    answeredAt: tsColumn('answered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('schedule_changes_key_unique').on(t.supplierCode, t.changeKey),
    index('schedule_changes_agency_idx').on(t.agencyId, t.createdAt),
    index('schedule_changes_booking_idx').on(t.bookingId),
  ],
);
