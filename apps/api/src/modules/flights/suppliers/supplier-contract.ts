import { beforeAll, describe, expect, it } from 'vitest';
import { airportZone } from './simulated/reference-data';
import {
  SUPPLIER_CAPABILITIES,
  SupplierError,
  type FlightSupplier,
  type TSupplierCapability,
  type TSupplierErrorKind,
  type TSupplierOffer,
  type TSupplierSearchRequest,
} from './supplier';
import { offerProblems, servicesProblems, type TZoneOf } from './supplier-contract-checks';

/**
 * The suite every flight supplier adapter passes, whatever is behind it (the simulator, an
 * aggregator's mock server). Call it from the adapter's own test file:
 *
 *   describeSupplierContract('duffel', () => createDuffelSupplier({ … }), { withOffers, withoutOffers });
 */

export interface TContractFixtures {
  /** A search this supplier answers with offers. */
  withOffers: TSupplierSearchRequest;
  /** A search it answers with none (a route nobody flies). */
  withoutOffers: TSupplierSearchRequest;
  /** A return trip with offers, when the supplier sells them. */
  roundTrip?: TSupplierSearchRequest;
  /** The clock the supplier runs on, to judge expiry; the system clock when left out. */
  now?: () => Date;
  /** An instance of the same adapter whose search takes seconds or never ends, to see the signal stop it. */
  makeSlowSupplier?: () => FlightSupplier | Promise<FlightSupplier>;
  /** IANA zone of an airport; the OpenFlights airport data when left out. */
  zoneOf?: TZoneOf;
}

/** How soon an aborted call must reject: about 50 ms, doubled so a busy test machine does not fail it. */
export const ABORT_BUDGET_MS = 100;

const signal = () => new AbortController().signal;

/** A promise that rejects with a SupplierError of `kind` (and the error, to look at further). */
export async function expectSupplierError(promise: Promise<unknown>, kind: TSupplierErrorKind): Promise<SupplierError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected a SupplierError('${kind}')`).toBeInstanceOf(SupplierError);
  expect((error as SupplierError).kind).toBe(kind);
  return error as SupplierError;
}

/** Calls the methods behind a capability with arguments they must not even look at. */
function callsFor(
  supplier: FlightSupplier,
  capability: TSupplierCapability,
  offer: TSupplierOffer,
  request: TSupplierSearchRequest,
): (() => Promise<unknown>)[] {
  const ctx = { signal: signal() };
  const book = (mode: 'hold' | 'instant') => () =>
    supplier.book({ offer, travellers: [], services: [], mode, expectedTotalMinor: offer.totalMinor }, ctx);
  const calls: Record<TSupplierCapability, (() => Promise<unknown>)[]> = {
    search: [() => supplier.search(request, ctx)],
    price: [() => supplier.price(offer, request, ctx)],
    services: [() => supplier.services(offer, ctx)],
    book_hold: [book('hold')],
    book_instant: [book('instant')],
    issue: [() => supplier.issue('contract-test-order', ctx)],
    retrieve: [() => supplier.retrieve('contract-test-order', ctx)],
    cancel: [() => supplier.cancelQuote('contract-test-order', ctx), () => supplier.cancelConfirm('contract-test-quote', ctx)],
    void: [() => supplier.void('contract-test-order', ctx)],
    import_pnr: [() => supplier.importPnr('ABC123', ctx)],
  };
  return calls[capability];
}

export function describeSupplierContract(
  name: string,
  makeSupplier: () => FlightSupplier | Promise<FlightSupplier>,
  fixtures: TContractFixtures,
): void {
  const zoneOf = fixtures.zoneOf ?? airportZone;
  const nowMs = () => (fixtures.now ?? (() => new Date()))().getTime();
  const check = (request: TSupplierSearchRequest) => ({ request, nowMs: nowMs(), zoneOf });

  describe(`flight supplier contract: ${name}`, () => {
    let supplier: FlightSupplier;
    let offers: TSupplierOffer[] = [];

    beforeAll(async () => {
      supplier = await makeSupplier();
      offers = (await supplier.search(fixtures.withOffers, { signal: signal() })).offers;
    });

    it('has a code and declares only known capabilities, search among them', () => {
      expect(supplier.code).toMatch(/^[a-z0-9][a-z0-9-]*$/);
      for (const c of supplier.capabilities) expect(SUPPLIER_CAPABILITIES).toContain(c);
      expect(supplier.capabilities.has('search')).toBe(true);
    });

    it("refuses what it does not declare with SupplierError('not_supported')", async () => {
      const undeclared = SUPPLIER_CAPABILITIES.filter((c) => !supplier.capabilities.has(c));
      for (const capability of undeclared)
        for (const call of callsFor(supplier, capability, offers[0]!, fixtures.withOffers))
          await expectSupplierError(call(), 'not_supported');
    });

    it('answers a search with well-formed offers that match it', async () => {
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) expect(offerProblems(offer, check(fixtures.withOffers)), offer.key).toEqual([]);
      expect(new Set(offers.map((o) => o.key)).size).toBe(offers.length);
    });

    it.skipIf(!fixtures.roundTrip)('answers a return trip with offers of two matching slices', async () => {
      const request = fixtures.roundTrip!;
      const result = await supplier.search(request, { signal: signal() });
      expect(result.offers.length).toBeGreaterThan(0);
      for (const offer of result.offers) expect(offerProblems(offer, check(request)), offer.key).toEqual([]);
    });

    it('answers a route nobody flies with no offers', async () => {
      const result = await supplier.search(fixtures.withoutOffers, { signal: signal() });
      expect(result.offers).toEqual([]);
      expect(typeof result.partial).toBe('boolean');
    });

    it("rejects an already aborted search with SupplierError('timeout')", async () => {
      const controller = new AbortController();
      controller.abort();
      await expectSupplierError(supplier.search(fixtures.withOffers, { signal: controller.signal }), 'timeout');
    });

    it(`rejects a search aborted in flight with SupplierError('timeout') within ${ABORT_BUDGET_MS} ms`, async () => {
      const controller = new AbortController();
      const pending = supplier.search(fixtures.withOffers, { signal: controller.signal });
      const started = performance.now();
      controller.abort();
      await expectSupplierError(pending, 'timeout');
      expect(performance.now() - started).toBeLessThan(ABORT_BUDGET_MS);
    });

    it.skipIf(!fixtures.makeSlowSupplier)(`stops a slow search when the signal fires, within ${ABORT_BUDGET_MS} ms`, async () => {
      const slow = await fixtures.makeSlowSupplier!();
      const controller = new AbortController();
      const pending = slow.search(fixtures.withOffers, { signal: controller.signal });
      await new Promise((resolve) => setTimeout(resolve, 30));
      const started = performance.now();
      controller.abort();
      await expectSupplierError(pending, 'timeout');
      expect(performance.now() - started).toBeLessThan(ABORT_BUDGET_MS);
    });

    it('prices a fresh offer as the same offer or a clearly changed one', async (ctx) => {
      if (!supplier.capabilities.has('price')) return ctx.skip();
      const offer = offers[0]!;
      const priced = await supplier.price(offer, fixtures.withOffers, { signal: signal() });
      if (priced === null) return; // gone since the search: allowed, and said plainly
      expect(offerProblems(priced, check(fixtures.withOffers))).toEqual([]);
      const flights = (o: TSupplierOffer) =>
        o.slices.map((s) => s.segments.map((g) => `${g.marketingCarrier}${g.flightNumber} ${g.departureLocal}`));
      expect(flights(priced)).toEqual(flights(offer));
      expect([priced.cabin, priced.currency]).toEqual([offer.cabin, offer.currency]);
      if (priced.totalMinor === offer.totalMinor) expect(priced.passengers).toEqual(offer.passengers);
      else expect(priced.passengers).not.toEqual(offer.passengers);
    });

    it('offers well-formed services for an offer', async (ctx) => {
      if (!supplier.capabilities.has('services')) return ctx.skip();
      const offer = offers[0]!;
      const services = await supplier.services(offer, { signal: signal() });
      const segments = offer.slices.reduce((n, s) => n + s.segments.length, 0);
      expect(servicesProblems(services, segments)).toEqual([]);
    });
  });
}
