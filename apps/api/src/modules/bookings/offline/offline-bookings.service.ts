import type { TSaveOfflineBookingData, TUpdateOfflineBookingData } from '@safar/contracts';
import { agencies, bookingEvents, bookingPassengers, bookings, users, type DbOrTx, type Tx } from '@safar/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { AppError, notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import { postBookingDifference, payWrittenBooking } from '../booking-postings';
import type { TBookingRow } from '../booking-transition';
import { offlineAmounts, offlineDifference } from './offline-money';
import { OFFLINE_SUPPLIER, offlineOffer, storedFacts, tripColumns, type TStoredOfflineFacts } from './offline-record';

/*
 * Offline bookings: a sale made outside Safar, typed by staff, for an agency (charged to its
 * wallet once, in the same transaction that writes it) or for a walk-in customer (no wallet:
 * the customer paid at the counter, and that money is entered in the ledger by finance as any
 * other receipt). Editing posts the change of the amounts only; deleting is for a booking no
 * money ever moved for.
 */

type TOfflineInput = TSaveOfflineBookingData;

const invalid = (field: string, key: string) => new AppError('validation_failed', { errors: { [field]: [key] } });

/** Where the booking's mail goes when staff name nobody: the walk-in customer, else the agency's first agent. */
async function contactOf(db: DbOrTx, input: TOfflineInput, staffEmail: string) {
  if (input.customer) return { email: input.customer.email, phone: input.customer.phone ?? '' };
  const [agent] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.agencyId, input.agency_id!), eq(users.role, 'agent')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return { email: agent?.email ?? staffEmail, phone: '' };
}

function facts(input: TOfflineInput, charged: boolean): TStoredOfflineFacts {
  return {
    supplier_name: input.supplier_name,
    customer: input.customer ? { name: input.customer.name, email: input.customer.email, phone: input.customer.phone ?? null } : null,
    locale: input.locale,
    flights: input.flights,
    charged,
    no_charge_reason: null,
  };
}

/** The columns an offline booking's input sets (on saving and on every edit). */
function columnsOf(input: TOfflineInput, charged: boolean) {
  const amounts = offlineAmounts(input.net_minor, input.selling_minor);
  return {
    pnr: input.pnr,
    supplierCurrency: input.currency,
    supplierTotalMinor: input.net_minor,
    offer: offlineOffer(input.flights, input.currency, input.net_minor),
    query: { offline: facts(input, charged) },
    currency: input.currency,
    ...amounts,
    ...tripColumns(input.flights),
  };
}

async function writePassengers(tx: Tx, bookingId: string, input: TOfflineInput) {
  await tx.insert(bookingPassengers).values(
    input.passengers.map((p, i) => ({
      bookingId,
      ref: `p${i + 1}`,
      type: p.type,
      title: p.title,
      givenName: p.given_name,
      familyName: p.family_name,
      gender: (['mr', 'mstr'].includes(p.title) ? 'm' : 'f') as 'm' | 'f',
      ticketNumber: p.ticket_number,
    })),
  );
}

async function assertAgency(db: DbOrTx, agencyId: string) {
  const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) throw invalid('agency_id', 'validation.invalid');
}

/** POST /offline-bookings. A retry under the same Idempotency-Key finds the booking it made. */
export async function createOfflineBooking(req: FastifyRequest, user: AuthUser, input: TOfflineInput, requestKey: string | null) {
  const db = req.server.db;
  if (requestKey) {
    const [again] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.createdBy, user.id), eq(bookings.requestKey, requestKey)));
    if (again) return again;
  }
  if (input.agency_id) await assertAgency(db, input.agency_id);
  const contact = await contactOf(db, input, user.email);
  const charged = input.agency_id !== null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        channel: 'offline',
        agencyId: input.agency_id,
        createdBy: user.id,
        requestKey,
        status: 'ticketed',
        mode: 'instant',
        supplierCode: OFFLINE_SUPPLIER,
        supplierStatus: 'ticketed',
        priceLines: [],
        contactEmail: contact.email,
        contactPhone: contact.phone,
        ...columnsOf(input, charged),
      })
      .returning();
    let booking: TBookingRow = row!;
    await writePassengers(tx as Tx, booking.id, input);
    let payment: string | null = null;
    if (charged) {
      // Refused with "Insufficient Balance" when the wallet cannot pay: the whole transaction, booking included, is undone.
      ({ booking, reference: payment } = await payWrittenBooking(tx as Tx, booking, user.id));
    }
    await tx.insert(bookingEvents).values({
      bookingId: booking.id,
      kind: 'offline_recorded',
      toStatus: 'ticketed',
      actorId: user.id,
      detail: { supplier_name: input.supplier_name, transaction: payment },
    });
    await recordActivity(tx, req, {
      action: 'offline_booking.created',
      subjectType: 'booking',
      subjectId: booking.id,
      after: { reference: booking.reference, agency_id: input.agency_id, pnr: input.pnr, selling_minor: input.selling_minor, payment },
    });
    return booking;
  });
}

/** The offline booking, locked for a change; 404 for any other booking. */
async function lockOffline(tx: DbOrTx, id: string): Promise<TBookingRow> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.channel, 'offline')))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * POST /update-offline-booking: the whole booking again. Its owner stays (an agency's sale is not
 * moved to another's wallet by an edit); a charged booking whose amounts change posts one
 * adjustment of the difference, refused like a purchase when the wallet cannot pay a rise.
 */
export async function updateOfflineBooking(req: FastifyRequest, user: AuthUser, input: TUpdateOfflineBookingData) {
  return req.server.db.transaction(async (tx) => {
    const before = await lockOffline(tx, input.id);
    if (before.status !== 'ticketed')
      throw new AppError('conflict', {
        key: 'messages.booking_wrong_state',
        params: { status: { t: `bookings.status_${before.status}` } },
        details: { status: before.status },
      });
    if ((input.agency_id ?? null) !== before.agencyId) throw invalid('agency_id', 'validation.offline_owner_fixed');
    const charged = storedFacts(before).charged;
    const contact = input.customer ? { contactEmail: input.customer.email, contactPhone: input.customer.phone ?? '' } : {};
    const [after] = await tx
      .update(bookings)
      .set({ ...columnsOf(input, charged), ...contact, version: sql`${bookings.version} + 1`, updatedAt: sql`now()` })
      .where(eq(bookings.id, before.id))
      .returning();
    await tx.delete(bookingPassengers).where(eq(bookingPassengers.bookingId, before.id));
    await writePassengers(tx as Tx, before.id, input);
    const difference = before.paymentTransactionId ? offlineDifference(before, after!) : null;
    const posted = difference ? await postBookingDifference(tx as Tx, after!, difference, 'amounts edited', user.id) : null;
    const amounts = (b: TBookingRow) => ({ net_minor: b.netMinor, selling_minor: b.dueMinor, currency: b.currency });
    await tx.insert(bookingEvents).values({
      bookingId: before.id,
      kind: 'offline_amended',
      actorId: user.id,
      detail: { before: amounts(before), after: amounts(after!), transaction: posted?.transaction.reference ?? null },
    });
    await recordActivity(tx, req, {
      action: 'offline_booking.updated',
      subjectType: 'booking',
      subjectId: before.id,
      before: { pnr: before.pnr, ...amounts(before) },
      after: { pnr: after!.pnr, ...amounts(after!), adjustment: posted?.transaction.reference ?? null },
    });
    return after!;
  });
}

/**
 * DELETE /delete-offline-booking: only a booking no money ever moved for (a walk-in sale). One
 * that was charged stays, with its ledger: 409, cancel or refund it instead.
 */
export async function deleteOfflineBooking(req: FastifyRequest, id: string) {
  await req.server.db.transaction(async (tx) => {
    const row = await lockOffline(tx, id);
    if (row.paymentTransactionId) throw new AppError('conflict', { key: 'messages.offline_booking_money_moved' });
    await tx.delete(bookings).where(eq(bookings.id, id));
    await recordActivity(tx, req, {
      action: 'offline_booking.deleted',
      subjectType: 'booking',
      subjectId: id,
      before: { reference: row.reference, pnr: row.pnr, facts: storedFacts(row), selling_minor: row.dueMinor, currency: row.currency },
    });
  });
}
