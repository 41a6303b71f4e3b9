import { describe, expect, it } from 'vitest';
import { dayOffset } from '@/modules/flights/wall-clock';
import type { TSupplierSearchRequest } from '@/modules/flights/suppliers/supplier';
import { describeSupplierContract } from '@/modules/flights/suppliers/supplier-contract';
import { offerProblems } from '@/modules/flights/suppliers/supplier-contract-checks';
import { SIM_GDS_B_AIRLINES } from './defaults';
import { airportZone, referenceData } from './reference-data';
import { createSimulatedSupplier } from './simulated-supplier';
import { ctx, fixedClock, oneWay, returnTrip, simA, simB, TEST_NOW } from './testing';

describeSupplierContract('sim-gds-a', () => simA(), {
  withOffers: oneWay('KHI', 'DXB'),
  withoutOffers: oneWay('GKA', 'JFK'),
  roundTrip: returnTrip('KHI', 'DXB'),
  now: fixedClock,
  makeSlowSupplier: () => simA({ fault: 'timeout' }),
});

describeSupplierContract('sim-gds-b', () => simB(), {
  withOffers: oneWay('LHE', 'JED', '2026-03-20', { adults: 2, children: 1, infants: 1 }),
  // The second instance sells Middle-Eastern and Asian airlines only: none of them flies London–New York.
  withoutOffers: oneWay('LHR', 'JFK'),
  roundTrip: returnTrip('LHE', 'JED', '2026-03-20', '2026-04-02', { adults: 2 }),
  now: fixedClock,
  makeSlowSupplier: () => simB({ latencyMs: 10_000 }),
});

describeSupplierContract('sim-gds-a in business, declaring search and price only', () => simA({ capabilities: ['search', 'price'] }), {
  withOffers: oneWay('LHR', 'JFK', '2026-03-20', { cabin: 'business', adults: 2 }),
  withoutOffers: oneWay('GKA', 'JFK', '2026-03-20', { cabin: 'business' }),
  now: fixedClock,
});

describe('simulated GDS: determinism', () => {
  it('answers the same search with the same offers, byte for byte, from any instance with the same seed', async () => {
    const request = returnTrip('KHI', 'LHR', '2026-03-20', '2026-04-03', { adults: 2, children: 1, infants: 1 });
    const first = JSON.stringify(await simA().search(request, ctx()));
    const again = simA();
    await again.search(oneWay('DXB', 'JFK'), ctx()); // another search in between changes nothing
    expect(JSON.stringify(await again.search(request, ctx()))).toBe(first);
  });

  it('generates another inventory under another seed', async () => {
    const a = await simA().search(oneWay('KHI', 'DXB'), ctx());
    const other = await simA({ seed: 'another-seed' }).search(oneWay('KHI', 'DXB'), ctx());
    const flights = (offers: typeof a.offers) =>
      offers.map((o) => o.slices[0]!.segments.map((s) => `${s.marketingCarrier}${s.flightNumber}@${s.departureLocal}`).join('+'));
    expect(flights(other.offers)).not.toEqual(flights(a.offers));
  });

  it('keeps flight numbers and times of a route from one day to the next', async () => {
    const numbers = async (date: string) =>
      (await simA().search(oneWay('LHR', 'JFK', date), ctx())).offers
        .filter((o) => o.slices[0]!.segments.length === 1 && o.validatingCarrier === 'BA')
        .map((o) => `${o.slices[0]!.segments[0]!.flightNumber} ${o.slices[0]!.segments[0]!.departureLocal.slice(11)}`);
    const monday = new Set(await numbers('2026-03-23'));
    expect(monday.size).toBeGreaterThan(0);
    expect(new Set(await numbers('2026-03-24'))).toEqual(monday);
  });

  it('keeps a fare for the day: the same hours later, dearer as departure nears', async () => {
    let now = TEST_NOW.getTime();
    const supplier = simA({ now: () => new Date(now) });
    const request = oneWay('KHI', 'DXB', '2026-03-20');
    const totals = async () => new Map((await supplier.search(request, ctx())).offers.map((o) => [o.key, o.totalMinor]));
    const first = await totals();
    expect(first.size).toBeGreaterThan(0);
    // 08:00 to 23:00 UTC: an offer priced again any time that day costs what it did at its search.
    now += 15 * 3_600_000;
    expect(await totals()).toEqual(first);
    now += 14 * 24 * 3_600_000;
    const later = await totals();
    const compared = [...first].filter(([key]) => later.has(key));
    expect(compared.length).toBeGreaterThan(0);
    for (const [key, total] of compared) expect(later.get(key)).toBeGreaterThan(total);
  });

  it('prices a fresh offer again as exactly the same offer', async () => {
    const supplier = simA();
    const request = returnTrip('LHE', 'JED', '2026-03-20', '2026-04-02');
    const { offers } = await supplier.search(request, ctx());
    for (const offer of offers.slice(0, 20)) expect(await supplier.price(offer, request, ctx())).toEqual(offer);
  });
});

describe('simulated GDS: what it generates', () => {
  it('sells only its own airlines, in its own currency', async () => {
    const { offers } = await simB().search(oneWay('KHI', 'JFK'), ctx());
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.currency).toBe('SAR');
      for (const s of offer.slices.flatMap((x) => x.segments)) expect(SIM_GDS_B_AIRLINES).toContain(s.marketingCarrier);
    }
  });

  it('writes long-haul arrivals in the local time of the destination, a day later where it lands a day later', async () => {
    const { offers } = await simA().search(oneWay('JFK', 'DXB'), ctx());
    const nonstop = offers.filter((o) => o.slices[0]!.segments.length === 1);
    expect(nonstop.length).toBeGreaterThan(0);
    // Twelve or more hours east across eight time zones: every nonstop lands the next day.
    for (const o of nonstop) expect(dayOffset(o.slices[0]!.segments[0]!.departureLocal, o.slices[0]!.segments[0]!.arrivalLocal)).toBe(1);
  });

  it('prices children at about three quarters and infants at about a tenth of an adult fare', async () => {
    const { offers } = await simA().search(oneWay('KHI', 'LHR', '2026-03-20', { adults: 1, children: 1, infants: 1 }), ctx());
    for (const offer of offers) {
      const [adult, child, infant] = (['adult', 'child', 'infant'] as const).map((t) => offer.passengers.find((p) => p.type === t)!);
      expect(child!.baseMinor / adult!.baseMinor).toBeCloseTo(0.75, 1);
      expect(infant!.baseMinor / adult!.baseMinor).toBeCloseTo(0.1, 1);
    }
  });

  it('answers premium business with business and premium first with first where sold, else business', async () => {
    const business = await simA().search(oneWay('DXB', 'LHR', '2026-03-20', { cabin: 'premium_business' }), ctx());
    expect(business.offers.length).toBeGreaterThan(0);
    expect(new Set(business.offers.map((o) => o.cabin))).toEqual(new Set(['business']));
    const first = await simA().search(oneWay('DXB', 'LHR', '2026-03-20', { cabin: 'premium_first' }), ctx());
    expect(first.offers.map((o) => o.cabin)).toContain('first');
    for (const o of first.offers) expect(['first', 'business']).toContain(o.cabin);
  });

  it('sells nothing that leaves within two hours, or on a day already past', async () => {
    expect((await simA().search(oneWay('KHI', 'DXB', '2026-02-27'), ctx())).offers).toEqual([]);
    const today = await simA().search(oneWay('KHI', 'DXB', '2026-03-01'), ctx());
    for (const o of today.offers) expect(o.slices[0]!.segments[0]!.departureLocal >= '2026-03-01T15:00').toBe(true);
  });

  it('sells a multi-city trip, network airlines mixed under one validating carrier, and prices it again the same', async () => {
    const supplier = simB();
    const request: TSupplierSearchRequest = {
      ...oneWay('KHI', 'DXB'),
      slices: [
        { origin: 'KHI', destination: 'DXB', departureDate: '2026-03-20' },
        { origin: 'DXB', destination: 'JED', departureDate: '2026-03-23' },
        { origin: 'JED', destination: 'KHI', departureDate: '2026-03-30' },
      ],
    };
    const { offers } = await supplier.search(request, ctx());
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offerProblems(offer, { request, nowMs: TEST_NOW.getTime(), zoneOf: airportZone })).toEqual([]);
    expect(await supplier.price(offers[0]!, request, ctx())).toEqual(offers[0]);
  });

  it('answers an unknown airport with no offers', async () => {
    expect((await simA().search(oneWay('ZZZ', 'DXB'), ctx())).offers).toEqual([]);
  });
});

describe('simulated GDS: volume and cost', () => {
  it('makes about 1,000 offers from three instances on a busy route', async () => {
    const busy = { density: 10, maxOffers: 340, latencyMs: 0, now: fixedClock };
    const suppliers = [
      simA(busy),
      simB(busy),
      createSimulatedSupplier({ ...busy, code: 'sim-gds-c', seed: 'safar-sim-gds-c', currency: 'EUR' }),
    ];
    const counts = await Promise.all(suppliers.map(async (s) => (await s.search(oneWay('KHI', 'DXB'), ctx())).offers.length));
    const total = counts.reduce((a, b) => a + b, 0);
    console.info(`KHI→DXB, density 10, three instances: ${counts.join(' + ')} = ${total} offers`);
    expect(total).toBeGreaterThanOrEqual(900);
    expect(total).toBeLessThanOrEqual(1_020);
  });

  it('generates ~400 offers for little CPU (measured, with a generous bound)', async () => {
    const supplier = simA({ density: 6, maxOffers: 400 });
    await supplier.search(oneWay('LHE', 'JED', '2026-03-21'), ctx()); // data loaded and code warm
    const request = oneWay('LHE', 'JED', '2026-03-20', { adults: 2, children: 1 });
    const cpu = process.cpuUsage();
    const started = performance.now();
    const { offers } = await supplier.search(request, ctx());
    const wallMs = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    console.info(`${offers.length} offers in ${wallMs.toFixed(1)} ms wall, ${((user + system) / 1000).toFixed(1)} ms CPU`);
    console.info(`first use of the airport and airline data: ${referenceData().loadMs} ms wall, ${referenceData().loadCpuMs} ms CPU`);
    expect(offers.length).toBeGreaterThanOrEqual(350);
    expect(wallMs).toBeLessThan(2_000);
  });
});
