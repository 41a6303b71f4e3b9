import type { TCustomerBookingDetails, TCustomerBookingRow, TLocale, TProduct } from '@safar/contracts';
import { awaitsCard } from '@/modules/card-payments/services/start-card-payment';
import { productBookingTitle } from '@/modules/product-bookings/product-facts.presenter';
import { readProductFacts } from '@/modules/product-bookings/read-product-facts';
import { bookingPassengers, bookings, cardPayments, type Db } from '@safar/db';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '@/config';
import { list } from '@/core/envelope';
import type { TSupplierOffer } from '@/modules/flights/suppliers/supplier';
import { presentExtras, type TBookedExtra } from '../booking-extras';
import type { TBookingRow } from '../booking-transition';
import { shownCardPayments } from '@/modules/card-payments/card-payment.presenter';
import { bookingLinkToken } from './booking-link-token';

/*
 * A storefront booking as its customer sees it: the price they pay and nothing under it (no
 * net, no margin, no supplier), the flights, the passengers with their tickets, and the card
 * payments with any refund still on its way.
 */

type TPassenger = typeof bookingPassengers.$inferSelect;

const DOCUMENT_STATUSES = new Set(['ticketed', 'void_requested', 'voided', 'cancelled']);

/** `locale`: the language of the page asking, which a product's title is given in. */
function presentRow(b: TBookingRow, passengers: TPassenger[], locale: TLocale): TCustomerBookingRow {
  const slice = b.product === 'flight' ? (b.offer as TSupplierOffer).slices[0]! : null;
  const lead = passengers[0];
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    pnr: b.pnr,
    product: b.product as TProduct,
    title: productBookingTitle(b, locale),
    origin: slice ? slice.segments[0]!.origin : null,
    destination: slice ? slice.segments[slice.segments.length - 1]!.destination : null,
    departs_at: b.departsAt.toISOString(),
    lead_passenger: lead ? `${lead.givenName} ${lead.familyName}` : '',
    passengers: passengers.length,
    total_minor: b.grossMinor,
    currency: b.currency,
    pay_by: awaitsCard(b) && !b.paymentTransactionId ? (b.agencyDeadlineAt?.toISOString() ?? null) : null,
    created_at: b.createdAt.toISOString(),
  };
}

/** GET /get-customer-bookings: the signed-in customer's own, newest first. */
export async function customerBookings(db: Db, customerId: string, page: number, perPage: number, locale: TLocale) {
  const mine = and(eq(bookings.customerId, customerId), eq(bookings.channel, 'customer'));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(mine)
      .orderBy(desc(bookings.createdAt))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(bookings).where(mine),
  ]);
  const passengers = rows.length
    ? await db
        .select()
        .from(bookingPassengers)
        .where(
          inArray(
            bookingPassengers.bookingId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(bookingPassengers.ref))
    : [];
  const items = rows.map((r) =>
    presentRow(
      r,
      passengers.filter((p) => p.bookingId === r.id),
      locale,
    ),
  );
  return list(items, page, perPage, total?.n ?? 0);
}

/** One storefront booking, already found reachable by the caller. */
export async function customerBookingDetails(
  config: AppConfig,
  db: Db,
  booking: TBookingRow,
  locale: TLocale,
): Promise<TCustomerBookingDetails> {
  const [passengers, payments, productFacts] = await Promise.all([
    db.select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, booking.id)).orderBy(asc(bookingPassengers.ref)),
    db.select().from(cardPayments).where(eq(cardPayments.bookingId, booking.id)).orderBy(asc(cardPayments.createdAt)),
    readProductFacts(db, booking, locale),
  ]);
  const deadlinePassed = booking.agencyDeadlineAt !== null && booking.agencyDeadlineAt.getTime() <= Date.now();
  return {
    ...presentRow(booking, passengers, locale),
    contact: { email: booking.contactEmail, phone: booking.contactPhone },
    passenger_list: passengers.map((p) => ({
      ref: p.ref,
      type: p.type,
      title: p.title,
      given_name: p.givenName,
      family_name: p.familyName,
      born_on: p.bornOn,
      ticket_number: p.ticketNumber,
    })),
    slices: booking.product === 'flight' ? (booking.offer as TSupplierOffer).slices : [],
    extras: presentExtras(booking.extras as TBookedExtra[]),
    payments: shownCardPayments(payments),
    can_pay: awaitsCard(booking) && !booking.paymentTransactionId && !booking.needsApproval && !deadlinePassed,
    documents: DOCUMENT_STATUSES.has(booking.status) && passengers.some((p) => p.ticketNumber !== null),
    access_token: bookingLinkToken(config, booking),
    product_facts: productFacts,
  };
}
