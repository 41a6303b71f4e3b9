import type { TBookingPassengerInput, TSimulatedBookingFault } from '@safar/contracts';
import { bookings, simOrders, type Tx } from '@safar/db';
import { count, eq } from 'drizzle-orm';
import { systemKey } from '@/modules/ledger/ledger-accounts';
import { chargeWallet, creditWallet } from '@/modules/ledger/ledger.service';
import { availableBalance } from '@/modules/ledger/ledger-accounts';
import { databaseSimulatorStore } from '@/modules/flights/simulator-db-store';
import { createSimulatedSupplier, type TSimulatedOptions, type TSimulatedSupplier } from '@/modules/flights/suppliers/simulated';
import type { FlightSupplierRegistry } from '@/modules/flights/flights.env';
import { demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { dayFromNow } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import type { TBookingDeps } from './booking-deps';

/*
 * A test app whose one flight supplier is the simulated GDS on the app's own database, without
 * latency, priced in the agency's currency, with a booking fault a test can switch; the demo
 * agent, its agency's wallet, and helpers to search, book and read back.
 */

export interface TBookingWorld {
  t: TestApp;
  tok: Record<TDemo, string>;
  agencyId: string;
  /** The demo agent's user id. */
  agentId: string;
  supplier: TSimulatedSupplier;
  /** What the booking services and jobs are given in the app, to run a job's work directly. */
  deps: TBookingDeps;
  setFault(fault: TSimulatedBookingFault): void;
  /** Share (0–1) of offers whose re-check finds them dearer from now on. */
  setRepricing(changed: number): void;
  fund(amountMinor: number, agencyId?: string): Promise<void>;
  available(agencyId?: string): Promise<number>;
  /** Charges the wallet down (or funds it up) to exactly this much available. */
  drainTo(availableMinor: number, agencyId?: string): Promise<void>;
  /** A flight id from an agent's search, for one adult on a day some weeks ahead (or the party given, with its ages if given). */
  searchOffer(options?: {
    token?: string;
    adults?: number;
    children?: number;
    infants?: number;
    childAges?: number[];
    infantAges?: number[];
    day?: string;
  }): Promise<string>;
  book(flightId: string, body?: Record<string, unknown>, token?: string, key?: string): ReturnType<TestApp['request']>;
  action(path: string, bookingId: string, body?: Record<string, unknown>, token?: string): ReturnType<TestApp['request']>;
  row(bookingId: string): Promise<typeof bookings.$inferSelect>;
  supplierOrders(): Promise<number>;
}

export const adult = (over: Partial<TBookingPassengerInput> = {}): TBookingPassengerInput => ({
  title: 'mr',
  given_name: 'IMRAN',
  family_name: 'KHAN',
  born_on: '1985-04-01',
  gender: 'm',
  nationality: 'PK',
  passport_number: 'AB1234567',
  passport_country: 'PK',
  passport_expires_on: '2035-01-01',
  ...over,
});

export const CONTACT = { email: 'bookings@agency.example', phone: '+923001234567' };

/** `simulator`: options of the simulated supplier beyond the kit's own (e.g. Duffel's rule on extras). */
export async function buildBookingWorld(
  env: NodeJS.ProcessEnv = {},
  simulator: Pick<TSimulatedOptions, 'servicesOnlyWhenPaid'> = {},
): Promise<TBookingWorld> {
  let fault: TSimulatedBookingFault = 'none';
  let supplier: TSimulatedSupplier | null = null;
  const source = () => ({ code: 'sim-gds-a', name: 'Simulated GDS A', deadlineMs: 10_000, supplier: supplier! });
  const registry: FlightSupplierRegistry = {
    sources: async () => [source()],
    source: async (code) => (code === 'sim-gds-a' ? source() : null),
    afterSale: async (code) => (code === 'sim-gds-a' ? supplier : null),
    isSooper: () => false,
  };
  const t = await buildTestApp({
    flightSuppliers: registry,
    env: { ...env, ...(process.env.BOOKING_LOG ? { LOG_LEVEL: 'error' } : {}) },
    ...(process.env.BOOKING_LOG ? { logStream: { write: (l: string) => void process.stderr.write(l) } } : {}),
  });
  // The adapter reads its options at each call, so a test can change the repricing share.
  const options: TSimulatedOptions = {
    code: 'sim-gds-a',
    seed: 'booking-tests',
    currency: 'PKR',
    latencyMs: 0,
    store: databaseSimulatorStore(t.database.db, 'sim-gds-a'),
    bookingFault: () => fault,
    ...simulator,
  };
  supplier = createSimulatedSupplier(options);
  const tok = await demoTokens(t);
  const agentRow = await userByEmail(t, 'agent@example.com');
  const agencyId = agentRow.agencyId!;
  const db = t.database.db;
  const world: TBookingWorld = {
    t,
    tok,
    agencyId,
    agentId: agentRow.id,
    supplier,
    deps: { app: t.app, flights: { registry } },
    setFault: (f) => (fault = f),
    setRepricing: (changed) => (options.repricing = { changed }),
    fund: (amountMinor, agency = agencyId) =>
      db.transaction(async (tx) => {
        await creditWallet(tx as Tx, {
          agencyId: agency,
          currency: 'PKR',
          amountMinor,
          counter: systemKey('revenue', 'adjustments', 'PKR'),
          description: 'test funds',
        });
      }),
    available: async (agency = agencyId) => (await availableBalance(db, agency, 'PKR')).availableMinor,
    async drainTo(target, agency = agencyId) {
      const now = await world.available(agency);
      if (now === target) return;
      if (now < target) return world.fund(target - now, agency);
      await db.transaction(async (tx) => {
        await chargeWallet(tx as Tx, {
          agencyId: agency,
          currency: 'PKR',
          amountMinor: now - target,
          counter: systemKey('revenue', 'charges', 'PKR'),
          description: 'test drain',
        });
      });
    },
    async searchOffer({ token = tok.agent, adults = 1, children = 0, infants = 0, childAges, infantAges, day = dayFromNow(30) } = {}) {
      const ages = `${childAges ? `&child_ages=${childAges.join(',')}` : ''}${infantAges ? `&infant_ages=${infantAges.join(',')}` : ''}`;
      const res = await t.request({
        method: 'GET',
        url: `/api/flights?origin=KHI&destination=DXB&departure_date=${day}&adults=${adults}&children=${children}&infants=${infants}${ages}`,
        token,
      });
      const rows = res.json().data.flights as { flight_id: string; seats_left: number | null }[];
      // The cheapest flight with "nine or more" seats: tests book many times over.
      const roomy = rows.find((r) => (r.seats_left ?? 0) >= 9) ?? rows[0];
      if (!roomy) throw new Error(`no flights: ${res.body.slice(0, 300)}`);
      return roomy.flight_id;
    },
    book: (flightId, body = {}, token = tok.agent, key) =>
      t.request({
        method: 'POST',
        url: '/api/bookings',
        token,
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
        payload: { flight_id: flightId, passengers: [adult()], contact: CONTACT, ...body },
      }),
    action: (path, bookingId, body = {}, token = tok.agent) =>
      t.request({ method: 'POST', url: `/api/${path}`, token, payload: { booking_id: bookingId, ...body } }),
    row: async (id) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!,
    supplierOrders: async () => (await db.select({ n: count() }).from(simOrders))[0]!.n,
  };
  return world;
}
