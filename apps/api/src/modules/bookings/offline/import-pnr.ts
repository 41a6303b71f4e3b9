import { convertMinor, todayIn, type TCurrency, type TImportPnr, type TImportPnrPreview, type TPassengerType } from '@safar/contracts';
import { agencies, bookingEvents, bookingPassengers, bookings, type DbOrTx, type Tx } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { AppError, notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import { rateFor } from '@/modules/exchange-rates/exchange-rates.service';
import type { TSupplierBooking } from '@/modules/flights/suppliers/supplier';
import type { TBookingDeps } from '../booking-deps';
import { payWrittenBooking } from '../booking-postings';
import { callSupplier } from '../booking-supplier';
import type { TBookingRow } from '../booking-transition';
import { flightsOf, tripColumns } from './offline-record';

/*
 * Bringing in a PNR made outside Safar (at another agency's terminal, before the agency moved
 * its work here): the supplier's own record is read through its adapter, shown to staff, and
 * attached to an agency as a booking (channel import). A supplier's PNR is in Safar at most once:
 * looked up first (409 naming the booking), and held by a unique index for imports made at the
 * same moment.
 */

interface TRecordTraveller {
  ref: string;
  type: TPassengerType;
  name: string;
}

type TImportInput = Omit<TImportPnr, 'charge' | 'reason'> & { charge: boolean; reason: string };

/** 409 naming the booking that already holds this PNR, so the screen links to it. */
const alreadyIn = (b: { id: string; reference: string }) =>
  new AppError('conflict', {
    key: 'messages.pnr_already_in_safar',
    params: { reference: b.reference },
    details: { booking: { id: b.id, reference: b.reference } },
  });

async function existing(db: DbOrTx, supplier: string, pnr: string) {
  const [row] = await db
    .select({ id: bookings.id, reference: bookings.reference })
    .from(bookings)
    .where(and(eq(bookings.supplierCode, supplier), eq(bookings.pnr, pnr)))
    .limit(1);
  return row ?? null;
}

const travellersOf = (record: TSupplierBooking): TRecordTraveller[] =>
  ((record.payload ?? {}) as { travellers?: TRecordTraveller[] }).travellers ?? [];

/** The supplier's record of a PNR, refused when Safar already has it or the supplier cannot tell. */
async function readRecord(deps: TBookingDeps, supplier: string, pnr: string): Promise<TSupplierBooking> {
  const found = await existing(deps.app.db, supplier, pnr);
  if (found) throw alreadyIn(found);
  const adapter = await deps.flights.registry.afterSale(supplier);
  if (!adapter || !adapter.capabilities.has('import_pnr')) throw new AppError('conflict', { key: 'messages.import_not_supported' });
  const answer = await callSupplier((ctx) => adapter.importPnr(pnr, ctx), 15_000);
  if (answer.outcome === 'refused') throw notFound();
  if (answer.outcome === 'unknown') throw new AppError('conflict', { key: 'messages.booking_no_supplier' });
  const record = answer.value;
  if (!record.offer || record.offer.slices.length === 0) throw new AppError('conflict', { key: 'messages.import_no_itinerary' });
  return record;
}

/** GET /import-pnr: the record as staff check it before attaching it. */
export async function previewPnr(deps: TBookingDeps, supplier: string, pnr: string): Promise<TImportPnrPreview> {
  const record = await readRecord(deps, supplier, pnr);
  return {
    supplier,
    pnr: record.pnr,
    status: record.status,
    currency: record.currency,
    total_minor: record.totalMinor,
    passengers: travellersOf(record),
    tickets: record.tickets.map((t) => ({ ref: t.travellerRef, number: t.number })),
    flights: flightsOf(record.offer!),
  };
}

const TITLE_GENDER: Record<string, 'm' | 'f'> = { mr: 'm', mstr: 'm', mrs: 'f', ms: 'f', miss: 'f' };

/** "FAMILY/GIVEN MR" as the PNR holds a name; gender follows a known title, else stays unknown. */
export function nameParts(name: string) {
  const [family = name, rest = ''] = name.split('/');
  const words = rest.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1)?.toLowerCase() ?? '';
  // Only a title airlines use is read as one ("KHAN/MUHAMMAD ALI" has none); none is never guessed.
  const title = words.length > 1 && Object.hasOwn(TITLE_GENDER, last) ? last : '';
  return { family: family.trim(), given: (title ? words.slice(0, -1) : words).join(' '), title };
}

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++, e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  return false;
}

/**
 * POST /import-pnr: attaches the supplier's record to an agency. Priced at the supplier's total in
 * the agency's currency (at the day's rate; no margin: the agency bought it elsewhere). A ticketed
 * record is charged to the wallet when staff say so (with the reason either way, on the timeline);
 * a held one is never charged here: it is paid when it is confirmed, as any hold.
 */
export async function importPnr(deps: TBookingDeps, req: FastifyRequest, user: AuthUser, input: TImportInput, requestKey: string | null) {
  const db = deps.app.db;
  const [agency] = await db.select({ id: agencies.id, currency: agencies.currency }).from(agencies).where(eq(agencies.id, input.agency_id));
  if (!agency) throw new AppError('validation_failed', { errors: { agency_id: ['validation.invalid'] } });
  const record = await readRecord(deps, input.supplier, input.pnr);
  const status = record.status === 'ticketed' ? 'ticketed' : record.status === 'held' || record.status === 'confirmed' ? 'held' : null;
  if (!status) throw new AppError('conflict', { key: 'messages.import_pnr_closed', params: { status: record.status } });
  if (status === 'held' && input.charge) throw new AppError('validation_failed', { errors: { charge: ['validation.import_held_charge'] } });
  const currency = agency.currency as TCurrency;
  const today = todayIn(deps.app.config.agencyTimezone);
  const rate = await rateFor(db, record.currency as TCurrency, today, currency);
  if (!rate) throw new AppError('conflict', { key: 'messages.import_no_rate', params: { currency: record.currency, day: today } });
  const net = convertMinor(record.totalMinor, record.currency as TCurrency, currency, rate.rateMillionths);
  const flights = flightsOf(record.offer!);
  const travellers = travellersOf(record);

  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bookings)
        .values({
          channel: 'import',
          agencyId: agency.id,
          createdBy: user.id,
          requestKey,
          status,
          mode: status === 'held' ? 'hold' : 'instant',
          supplierCode: input.supplier,
          supplierOrderKey: record.orderKey,
          pnr: record.pnr,
          supplierStatus: record.status,
          supplierCurrency: record.currency,
          supplierTotalMinor: record.totalMinor,
          offer: record.offer!,
          query: {
            offline: {
              supplier_name: input.supplier,
              customer: null,
              locale: req.locale,
              flights,
              charged: input.charge,
              no_charge_reason: input.charge ? null : input.reason,
            },
          },
          priceLines: [],
          currency,
          rateMillionths: rate.rateMillionths,
          rateId: rate.id,
          rateDate: today,
          netMinor: net,
          airlineMarginMinor: 0,
          markupMinor: 0,
          grossMinor: net,
          dueMinor: net,
          contactEmail: user.email,
          contactPhone: '',
          supplierDeadlineAt: record.paymentDeadline ? new Date(record.paymentDeadline) : null,
          agencyDeadlineAt: record.paymentDeadline ? new Date(record.paymentDeadline) : null,
          voidUntil: record.voidDeadline ? new Date(record.voidDeadline) : null,
          ...tripColumns(flights),
        })
        .returning();
      let booking: TBookingRow = row!;
      if (travellers.length)
        await tx.insert(bookingPassengers).values(
          travellers.map((p) => {
            const name = nameParts(p.name);
            return {
              bookingId: booking.id,
              ref: p.ref,
              type: p.type,
              title: name.title,
              gender: TITLE_GENDER[name.title] ?? null,
              givenName: name.given,
              familyName: name.family,
              ticketNumber: record.tickets.find((t) => t.travellerRef === p.ref)?.number ?? null,
            };
          }),
        );
      let payment: string | null = null;
      if (input.charge) ({ booking, reference: payment } = await payWrittenBooking(tx as Tx, booking, user.id));
      await tx.insert(bookingEvents).values({
        bookingId: booking.id,
        kind: 'pnr_imported',
        toStatus: status,
        actorId: user.id,
        detail: {
          supplier: input.supplier,
          supplier_status: record.status,
          charged: input.charge,
          reason: input.reason,
          transaction: payment,
        },
      });
      await recordActivity(tx, req, {
        action: 'booking.imported',
        subjectType: 'booking',
        subjectId: booking.id,
        after: {
          reference: booking.reference,
          pnr: record.pnr,
          supplier: input.supplier,
          agency_id: agency.id,
          charged: input.charge,
          reason: input.reason,
        },
      });
      return booking;
    });
  } catch (err) {
    // Another import of the same PNR committed first.
    if (isUniqueViolation(err)) {
      const found = await existing(db, input.supplier, input.pnr);
      if (found) throw alreadyIn(found);
    }
    throw err;
  }
}
