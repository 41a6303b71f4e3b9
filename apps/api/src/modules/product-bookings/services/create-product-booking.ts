import { localToUtcMs, type TCreateProductBooking } from '@safar/contracts';
import { bookingEvents, bookingPassengers, bookingProducts, bookings, type Tx } from '@safar/db';
import { AppError } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import type { TBookingActor, TBookingDeps } from '@/modules/bookings/booking-deps';
import { moveProductBooking, type TBookingRow } from '@/modules/bookings/booking-transition';
import { passengerRows, requestOf } from '@/modules/bookings/services/create-booking';
import { postProductPayment } from '../product-postings';
import type { TProductBuyer, TProductSale, TProductSources } from '../product-source';
import { assertOwnTravellers } from '@/modules/bookings/services/own-travellers';

/** How long a storefront buyer has to pay by card before the seats go back. */
export const PRODUCT_PAYMENT_WINDOW_MINUTES = 30;

/** The totals of a sale: an agency pays the agent prices (its markup on top is its own), the storefront the public prices. */
export function saleTotals(sale: TProductSale, buyer: TProductBuyer, markupMinor: number) {
  const net = sale.lines.reduce((sum, l) => sum + l.count * (buyer.kind === 'agency' ? l.agentMinor : l.publicMinor), 0);
  const markup = buyer.kind === 'agency' ? markupMinor : 0;
  return { netMinor: net, airlineMarginMinor: 0, markupMinor: markup, dueMinor: net, grossMinor: net + markup };
}

export interface TCreateOptions {
  /** A storefront booking's time to pay by card (minutes; PRODUCT_PAYMENT_WINDOW_MINUTES by default). */
  payWithinMinutes?: number;
  /** More to write in the booking's transaction once it is made (a refusal there undoes the booking). */
  within?: (tx: Tx, booking: TBookingRow) => Promise<void>;
}

/**
 * Books a product: the catalogue prices it (never the browser), the seats of a departure are
 * taken, and the booking is written with its travellers, all in one transaction, so two buyers of
 * the last seat cannot both have it. An agency's wallet pays at once in the same transaction (a
 * short balance refuses the whole booking); a storefront booking waits for the card until the
 * payment window closes. A retry under the same request key answers the booking it made.
 */
export async function createProductBooking(
  deps: TBookingDeps,
  sources: TProductSources,
  actor: TBookingActor,
  input: TCreateProductBooking,
  who: { user: AuthUser | null; visitorId: string | null },
  options: TCreateOptions = {},
): Promise<TBookingRow> {
  const db = deps.app.db;
  const sameRequest = requestOf(actor);
  if (sameRequest) {
    const [again] = await db.select().from(bookings).where(sameRequest.where);
    if (again) return again;
  }
  const source = sources.get(input.product);
  if (!source) throw new AppError('conflict', { key: 'messages.product_not_sold_online' });
  await assertOwnTravellers(db, actor.agencyId, input.travellers, 'travellers');
  const buyer: TProductBuyer = actor.agencyId ? { kind: 'agency', agencyId: actor.agencyId, ...who } : { kind: 'storefront', ...who };
  const timeZone = deps.app.config.agencyTimezone;

  const written = await db.transaction(async (tx: Tx) => {
    const sale = await source.sell(tx, input, buyer);
    const totals = saleTotals(sale, buyer, input.markup_minor);
    const awaitsCard = buyer.kind === 'storefront';
    const [row] = await tx
      .insert(bookings)
      .values({
        product: input.product,
        channel: actor.channel,
        agencyId: actor.agencyId,
        customerId: actor.customerId ?? null,
        createdBy: actor.userId,
        onBehalfOfId: actor.onBehalfOfId,
        requestKey: sameRequest?.key ?? null,
        status: 'awaiting_payment',
        mode: 'instant',
        // The agency's own product: no outside supplier to pay or to ask.
        supplierCode: 'safar',
        supplierCurrency: sale.currency,
        supplierTotalMinor: 0,
        offer: { product: input.product, title: sale.title, slug: sale.slug, starts_on: sale.startsOn, sold_as: sale.soldAs },
        query: {
          item_id: input.item_id,
          departure_id: input.departure_id ?? null,
          room_sharing: input.room_sharing ?? null,
          quote_id: input.quote_id ?? null,
          travel_on: input.travel_on ?? null,
        },
        priceLines: sale.lines,
        currency: sale.currency,
        ...totals,
        contactEmail: input.contact.email,
        contactPhone: input.contact.phone,
        locale: actor.locale ?? null,
        agencyDeadlineAt: awaitsCard ? new Date(Date.now() + (options.payWithinMinutes ?? PRODUCT_PAYMENT_WINDOW_MINUTES) * 60_000) : null,
        departsAt: new Date(localToUtcMs(`${sale.startsOn}T00:00`, timeZone)),
        lastFlightOn: sale.endsOn,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null; // the same key won a race a moment ago: its booking answers below
    if (sale.seats) {
      const taken = await source.takeSeats!(tx, sale.seats.departureId, sale.seats.count);
      if (!taken) throw new AppError('conflict', { key: 'messages.product_sold_out' });
    }
    await tx.insert(bookingProducts).values({
      bookingId: row.id,
      product: input.product,
      itemId: input.item_id,
      departureId: sale.seats?.departureId ?? null,
      roomSharing: input.room_sharing ?? null,
      seats: sale.seats?.count ?? 0,
      visaStep: sale.visa ? 'awaiting_documents' : null,
      quoteId: input.quote_id ?? null,
    });
    await tx.insert(bookingPassengers).values(passengerRows(row.id, input.travellers, sale.startsOn));
    await tx.insert(bookingEvents).values({
      bookingId: row.id,
      kind: 'requested',
      toStatus: 'awaiting_payment',
      actorId: actor.userId,
      detail: { product: input.product, on_behalf_of: actor.onBehalfOfId, seats: sale.seats?.count ?? 0 },
    });
    await options.within?.(tx, row);
    if (awaitsCard) return row;
    // The wallet pays in the booking's own transaction: a booking never exists unpaid, nor money taken for none.
    const posted = await postProductPayment(tx, row, actor.userId);
    return moveProductBooking(
      tx,
      row.id,
      {
        event: 'paid',
        actorId: actor.userId,
        detail: { transaction: posted.transaction.reference, amount_minor: row.dueMinor, currency: row.currency },
        set: { paymentTransactionId: posted.transaction.id },
      },
      row,
    );
  });
  if (written) return written;
  const [winner] = await db.select().from(bookings).where(sameRequest!.where);
  return winner!;
}
