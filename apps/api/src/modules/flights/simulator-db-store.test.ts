import type { Database } from '@safar/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { TEST_DRIVER } from '@/test/test-app';
import { openTestDatabase } from '@/test/test-database';
import { databaseSimulatorStore } from './simulator-db-store';
import { describeBookingContract } from './suppliers/booking-contract';
import { ctx, family, oneWay, simA, simulatorBookingFixtures, traveller } from './suppliers/simulated/testing';
import type { FlightSupplier, TSupplierBooking, TSupplierOffer } from './suppliers/supplier';
import { expectSupplierError } from './suppliers/supplier-contract';

// The simulated GDS on its database store: what the app runs. Each adapter instance stands for a
// process (or the instance rebuilt after staff change the supplier's settings): they share only
// the database.

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase(TEST_DRIVER, inject('dbTemplates').bare));
});
afterAll(async () => {
  await database.close();
  await drop();
});

const instance = (): FlightSupplier => simA({ store: databaseSimulatorStore(database.db, 'sim-gds-a') });

describeBookingContract('sim-gds-a on its database store', instance, simulatorBookingFixtures);

/** A family's hold on the fixtures' offer, under the client's reference. */
async function holdFamily(supplier: FlightSupplier, reference: string): Promise<TSupplierBooking> {
  const offer = simulatorBookingFixtures.pick!((await supplier.search(simulatorBookingFixtures.search, ctx())).offers)!;
  return supplier.book({ offer, travellers: family, services: [], mode: 'hold', expectedTotalMinor: offer.totalMinor, reference }, ctx());
}

describe('simulated GDS on its database store', () => {
  it('keeps orders across instances: another one retrieves, imports, issues and finds by reference', async () => {
    const first = instance();
    const held = await holdFamily(first, 'BKG-DB-1');
    const second = instance();
    expect((await second.retrieve(held.orderKey, ctx())).status).toBe('held');
    expect((await second.importPnr(held.pnr, ctx())).orderKey).toBe(held.orderKey);
    expect((await second.findByReference!('BKG-DB-1', ctx())).map((b) => b.orderKey)).toEqual([held.orderKey]);
    const ticketed = await second.issue(held.orderKey, ctx());
    expect(ticketed.tickets).toHaveLength(3);
    // The first instance sees the second's work: the order is ticketed once, not twice.
    await expectSupplierError(first.issue(held.orderKey, ctx()), 'rejected');
    expect(await first.retrieve(held.orderKey, ctx())).toEqual(ticketed);
  });

  it('never answers from an order another instance changed since this one last saw it', async () => {
    const first = instance();
    const second = instance();
    const held = await holdFamily(first, 'BKG-DB-MEMORY');
    expect((await second.retrieve(held.orderKey, ctx())).status).toBe('held');
    const ticketed = await first.issue(held.orderKey, ctx());
    // The second last saw the order held: its retrieve, its refusal and its void follow the order as stored.
    expect(await second.retrieve(held.orderKey, ctx())).toEqual(ticketed);
    const other = instance();
    await other.retrieve(held.orderKey, ctx());
    await second.void(held.orderKey, ctx());
    await expectSupplierError(other.issue(held.orderKey, ctx()), 'rejected');
    expect((await other.retrieve(held.orderKey, ctx())).status).toBe('voided');
  });

  it('issues an order once when instances race for it, and voids it once (saves apply only to the order as read)', async () => {
    const first = instance();
    const held = await holdFamily(first, 'BKG-DB-RACE');
    const others = [first, instance(), instance()];
    const issued = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => others[i % 3]!.issue(held.orderKey, ctx())));
    const won = issued.filter((x): x is PromiseFulfilledResult<TSupplierBooking> => x.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(issued.filter((x) => x.status === 'rejected')).toHaveLength(7);
    const stored = await instance().retrieve(held.orderKey, ctx());
    expect(stored.status).toBe('ticketed');
    expect(stored.tickets).toEqual(won[0]!.value.tickets);

    const voided = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => others[i % 3]!.void(held.orderKey, ctx())));
    expect(voided.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    expect((await instance().retrieve(held.orderKey, ctx())).status).toBe('voided');
  });

  it('sells the last seats once when instances race for them', async () => {
    const solo = [traveller('a1', 'adult')];
    const search = oneWay('KHI', 'DXB', '2026-03-21');
    const a = instance();
    const offer = (await a.search(search, ctx())).offers.find((o) => o.slices[0]!.segments.length === 1 && o.seatsLeft! <= 3)!;
    expect(offer).toBeDefined();
    const book = (supplier: FlightSupplier, o: TSupplierOffer) =>
      supplier.book({ offer: o, travellers: solo, services: [], mode: 'instant', expectedTotalMinor: o.totalMinor }, ctx());
    const sold: TSupplierBooking[] = [];
    for (let i = 0; i < 200; i++) {
      const answer = await book(a, offer).catch(() => null);
      if (!answer) break;
      sold.push(answer);
    }
    expect(sold.length).toBeLessThan(200);
    for (const b of sold.slice(0, 3)) await a.void(b.orderKey, ctx());
    const others = [instance(), instance(), a];
    const answers = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => book(others[i % 3]!, offer)));
    expect(answers.filter((x) => x.status === 'fulfilled')).toHaveLength(3);
    const searchedAgain = (await instance().search(search, ctx())).offers;
    expect(searchedAgain.some((o) => o.key === offer.key)).toBe(false);
  });
});
