import type { TAncillaries, TBookingDetails } from '@safar/contracts';
import { flightOfferExtras, ledgerAccounts, ledgerEntries, ledgerTransactions, simOrders } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { expectLedgerInvariants } from '@/modules/ledger/ledger.test-helpers';
import { adult, buildBookingWorld, type TBookingWorld } from './bookings.test-kit';
import { pdfText } from './documents/booking-documents.test-helpers';

/*
 * The bags and seats chosen on an offer's details go with its booking: to the supplier's order,
 * into what the wallet pays, and onto the booking's details.
 */

let w: TBookingWorld;
beforeAll(async () => {
  w = await buildBookingWorld();
  await w.fund(10_000_000_00);
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

const extrasOf = async (flightId: string, token = w.tok.agent): Promise<TAncillaries> => {
  const res = await w.t.request({ method: 'GET', url: `/api/ancillaries?flight_id=${encodeURIComponent(flightId)}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ancillaries;
};
const choose = (flightId: string, selections: { id: string; passenger_index: number; quantity: number }[], token = w.tok.agent) =>
  w.t.request({ method: 'POST', url: '/api/patch-ancillaries', token, payload: { flight_id: flightId, selections } });

/** The extra 23 kg bag on offer and a paid seat (or any open one) on the first flight. */
function pick(extras: TAncillaries) {
  const bag = extras.bags.find((b) => b.kind === 'checked' && b.kg === 23)!;
  const open = extras.seats.filter((s) => s.segment_index === 0 && s.available);
  const seat = open.find((s) => s.price_minor > 0) ?? open[0]!;
  expect(bag).toBeDefined();
  expect(seat).toBeDefined();
  return { bag, seat };
}

const supplierOrder = async (pnr: string) => {
  const [row] = await w.t.database.db
    .select()
    .from(simOrders)
    .where(and(eq(simOrders.supplierCode, 'sim-gds-a'), eq(simOrders.pnr, pnr)));
  return row!.record as {
    services: { key: string; quantity: number; travellerRef: string }[];
    servicesMinor: number;
    booking: { totalMinor: number };
  };
};

describe('extras chosen on an offer, booked with it', () => {
  it('reach the supplier, the price and the wallet, and the booking lists them for their passenger', async () => {
    const flightId = await w.searchOffer();
    const { bag, seat } = pick(await extrasOf(flightId));
    const saved = await choose(flightId, [
      { id: bag.id, passenger_index: 0, quantity: 2 },
      { id: seat.id, passenger_index: 0, quantity: 1 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const extrasMinor = bag.price_minor * 2 + seat.price_minor;
    expect(saved.json().data.ancillaries.selected_total_minor).toBe(extrasMinor);

    const before = await w.available();
    const held = await w.book(flightId, { passengers: [adult({ given_name: 'BAGS' })] });
    expect(held.statusCode, held.body).toBe(200);
    const booking = held.json().data.booking as TBookingDetails;
    expect(booking.status).toBe('held');
    expect(booking.extras).toEqual([
      {
        kind: 'bag',
        bag_kind: 'checked',
        kg: 23,
        passenger_ref: 'p1',
        quantity: 2,
        unit_minor: bag.price_minor,
        total_minor: bag.price_minor * 2,
      },
      {
        kind: 'seat',
        segment_index: 0,
        designator: seat.designator,
        passenger_ref: 'p1',
        quantity: 1,
        unit_minor: seat.price_minor,
        total_minor: seat.price_minor,
      },
    ]);
    // The fares' lines stay per passenger type; the totals carry the extras, with no margin on them.
    const fares = booking.price_lines.reduce((sum, l) => sum + l.due_minor * l.count, 0);
    const faresGross = booking.price_lines.reduce((sum, l) => sum + l.gross_minor * l.count, 0);
    expect(booking.due_minor).toBe(fares + extrasMinor);
    expect(booking.gross_minor).toBe(faresGross + extrasMinor);

    // The supplier's order carries the services for the booking's passenger, at the total it was told to expect.
    const order = await supplierOrder(booking.pnr!);
    expect(order.services).toEqual([
      { key: bag.id, quantity: 2, travellerRef: 'p1' },
      { key: seat.id, quantity: 1, travellerRef: 'p1' },
    ]);
    const row = await w.row(booking.id);
    expect(order.booking.totalMinor).toBe(row.supplierTotalMinor);
    expect(row.supplierTotalMinor).toBe((row.offer as { totalMinor: number }).totalMinor + order.servicesMinor);
    expect(row.netMinor + row.airlineMarginMinor).toBe(row.dueMinor);

    const confirmed = await w.action('confirm-pnr', booking.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = confirmed.json().data.booking as TBookingDetails;
    expect(after.status).toBe('ticketed');
    expect(await w.available()).toBe(before - fares - extrasMinor);
    // The supplier's payable takes the extras with the net fare.
    const entries = await w.t.database.db
      .select({ amount: ledgerEntries.amountMinor, kind: ledgerAccounts.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.reference, after.payment!.reference));
    expect(entries.find((e) => e.kind === 'agency_wallet')!.amount).toBe(-(fares + extrasMinor));
    expect(entries.find((e) => e.kind === 'supplier_payable')!.amount).toBe(row.netMinor);
    await expectLedgerInvariants(w.t.database.db);

    const details = await w.t.request({ method: 'GET', url: `/api/get-flight-booking-details?id=${booking.id}`, token: w.tok.agent });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().data.booking.extras).toEqual(booking.extras);

    // The invoice lists them after the fares, so its lines add up to what the wallet paid.
    const invoice = await w.t.request({ method: 'GET', url: `/api/create-invoice?id=${booking.id}`, token: w.tok.agent });
    expect(invoice.statusCode, invoice.body.slice(0, 300)).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('2 × Extra checked bag, 23 kg');
    expect(text).toContain(`Seat ${seat.designator}`);
  });

  it("takes each passenger's extras to that passenger however the party is typed", async () => {
    const flightId = await w.searchOffer({ adults: 1, children: 1 });
    const { bag } = pick(await extrasOf(flightId));
    // The search's party is the adult, then the child: the child (1) takes two bags, the adult (0) one.
    const saved = await choose(flightId, [
      { id: bag.id, passenger_index: 1, quantity: 2 },
      { id: bag.id, passenger_index: 0, quantity: 1 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    // The booking names the child first.
    const bornOn = `${new Date().getUTCFullYear() - 7}-01-01`;
    const held = await w.book(flightId, {
      passengers: [adult({ given_name: 'KID', title: 'mstr', born_on: bornOn }), adult({ given_name: 'PARENT' })],
    });
    expect(held.statusCode, held.body).toBe(200);
    const booking = held.json().data.booking as TBookingDetails;
    expect(booking.passenger_list.map((p) => [p.ref, p.type])).toEqual([
      ['p1', 'child'],
      ['p2', 'adult'],
    ]);
    expect(booking.extras.map((e) => [e.passenger_ref, e.quantity])).toEqual([
      ['p1', 2],
      ['p2', 1],
    ]);
    expect((await supplierOrder(booking.pnr!)).services).toEqual([
      { key: bag.id, quantity: 2, travellerRef: 'p1' },
      { key: bag.id, quantity: 1, travellerRef: 'p2' },
    ]);
  });

  it('books no extras when none were chosen, and sends the supplier none', async () => {
    const flightId = await w.searchOffer();
    await extrasOf(flightId);
    const held = await w.book(flightId, { passengers: [adult({ given_name: 'PLAIN' })] });
    expect(held.statusCode, held.body).toBe(200);
    const booking = held.json().data.booking as TBookingDetails;
    expect(booking.extras).toEqual([]);
    expect((await supplierOrder(booking.pnr!)).services).toEqual([]);
    const row = await w.row(booking.id);
    expect(row.supplierTotalMinor).toBe((row.offer as { totalMinor: number }).totalMinor);
  });

  it('refuses, booking nothing, a choice kept without the supplier prices it must be paid at', async () => {
    const flightId = await w.searchOffer();
    const { bag } = pick(await extrasOf(flightId));
    expect((await choose(flightId, [{ id: bag.id, passenger_index: 0, quantity: 1 }])).statusCode).toBe(200);
    // A list kept as it was before the supplier's own prices were kept with it.
    const db = w.t.database.db;
    for (const r of await db.select().from(flightOfferExtras)) {
      const services = r.services as { bags: Record<string, unknown>[]; seats: Record<string, unknown>[] };
      const strip = (items: Record<string, unknown>[]) => items.map(({ supplier_price_minor: _, ...rest }) => rest);
      await db
        .update(flightOfferExtras)
        .set({ services: { ...services, bags: strip(services.bags), seats: strip(services.seats) } })
        .where(eq(flightOfferExtras.id, r.id));
    }
    const orders = await w.supplierOrders();
    const res = await w.book(flightId, { passengers: [adult({ given_name: 'STALE' })] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message.description).toMatch(/^The extras chosen on this fare can no longer be booked/);
    expect(await w.supplierOrders()).toBe(orders);
  });
});
