import { describe, expect, it } from 'vitest';
import { expectSupplierError } from '@/modules/flights/suppliers/supplier-contract';
import { SLOW_FACTOR } from './latency';
import { ctx, oneWay, returnTrip, simA } from './testing';

const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

describe('simulated GDS: latency and faults', () => {
  it('waits its latency before answering', async () => {
    const started = performance.now();
    await simA({ latencyMs: 40 }).search(oneWay('KHI', 'DXB'), ctx());
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it(`'slow' answers ${SLOW_FACTOR} times later than its latency`, async () => {
    const started = performance.now();
    const { offers } = await simA({ latencyMs: 20, fault: 'slow' }).search(oneWay('KHI', 'DXB'), ctx());
    expect(performance.now() - started).toBeGreaterThanOrEqual(20 * SLOW_FACTOR - 5);
    expect(offers.length).toBeGreaterThan(0);
  });

  it('an abort during the latency rejects at once and leaves no timer behind', async () => {
    const before = timers();
    const controller = new AbortController();
    const pending = simA({ latencyMs: 60_000 }).search(oneWay('KHI', 'DXB'), { signal: controller.signal });
    expect(timers()).toBe(before + 1);
    controller.abort();
    await expectSupplierError(pending, 'timeout');
    expect(timers()).toBe(before);
  });

  it("'timeout' never answers until the signal fires, and holds no timer meanwhile", async () => {
    const before = timers();
    const controller = new AbortController();
    const supplier = simA({ fault: 'timeout' });
    const pending = supplier.search(oneWay('KHI', 'DXB'), { signal: controller.signal });
    const price = supplier.price({ key: 'x' } as never, oneWay('KHI', 'DXB'), { signal: controller.signal });
    expect(timers()).toBe(before);
    setTimeout(() => controller.abort(), 20);
    await expectSupplierError(pending, 'timeout');
    await expectSupplierError(price, 'timeout');
  });

  it("'error' fails every call as unavailable", async () => {
    const supplier = simA({ fault: 'error' });
    const error = await expectSupplierError(supplier.search(oneWay('KHI', 'DXB'), ctx()), 'unavailable');
    expect(error.details.status).toBe(503);
    await expectSupplierError(supplier.retrieve('sim-gds-a:ABCDEF', ctx()), 'unavailable');
  });

  it("'partial' answers part of the inventory and says so", async () => {
    const request = returnTrip('LHE', 'JED');
    const full = await simA().search(request, ctx());
    const part = await simA({ fault: 'partial' }).search(request, ctx());
    expect(full.partial).toBe(false);
    expect(part.partial).toBe(true);
    expect(part.offers.length).toBeGreaterThan(0);
    expect(part.offers.length).toBeLessThan(full.offers.length);
    const keys = new Set(full.offers.map((o) => o.key));
    for (const o of part.offers) expect(keys.has(o.key)).toBe(true);
  });

  it('refuses a malformed search as rejected, not with a crash', async () => {
    const supplier = simA();
    await expectSupplierError(supplier.search(oneWay('KHI', 'DXB', '2026-02-30'), ctx()), 'rejected');
    await expectSupplierError(supplier.search(oneWay('khi', 'DXB'), ctx()), 'rejected');
    await expectSupplierError(supplier.search(oneWay('KHI', 'DXB', '2026-03-20', { adults: 0, children: 1 }), ctx()), 'rejected');
    await expectSupplierError(supplier.search({ ...oneWay('KHI', 'DXB'), slices: [] }, ctx()), 'rejected');
  });

  it('checks the capability before anything else: an undeclared one is refused even while timing out', async () => {
    const supplier = simA({ fault: 'timeout', capabilities: ['search'] });
    await expectSupplierError(supplier.importPnr('ABCDEF', ctx()), 'not_supported');
  });
});

describe('simulated GDS: re-checking an offer', () => {
  const request = oneWay('KHI', 'LHR', '2026-03-20', { adults: 2, children: 1 });

  it('finds a configured share of offers dearer, under the same key', async () => {
    const supplier = simA({ repricing: { changed: 1 } });
    const { offers } = await supplier.search(request, ctx());
    const offer = offers[0]!;
    const priced = (await supplier.price(offer, request, ctx()))!;
    expect(priced.key).toBe(offer.key);
    expect(priced.totalMinor).toBeGreaterThan(offer.totalMinor);
    expect(priced.passengers[0]!.baseMinor).toBeGreaterThan(offer.passengers[0]!.baseMinor);
  });

  it('finds a configured share of offers gone', async () => {
    const supplier = simA({ repricing: { gone: 1 } });
    const { offers } = await supplier.search(request, ctx());
    expect(await supplier.price(offers[0]!, request, ctx())).toBeNull();
  });

  it('changes about the configured share, the same offers every time', async () => {
    const supplier = simA({ repricing: { changed: 0.3, gone: 0.2 } });
    const { offers } = await supplier.search(request, ctx());
    const outcome = async () =>
      Promise.all(
        offers.map(async (o) => {
          const p = await supplier.price(o, request, ctx());
          return p === null ? 'gone' : p.totalMinor === o.totalMinor ? 'same' : 'changed';
        }),
      );
    const first = await outcome();
    expect(await outcome()).toEqual(first);
    const share = (what: string) => first.filter((x) => x === what).length / first.length;
    expect(share('gone')).toBeGreaterThan(0.05);
    expect(share('changed')).toBeGreaterThan(0.1);
    expect(share('same')).toBeGreaterThan(0.3);
  });

  it('knows nothing of an offer for another trip, another seed or a forged key', async () => {
    const supplier = simA();
    const { offers } = await supplier.search(request, ctx());
    const offer = offers[0]!;
    expect(await supplier.price(offer, oneWay('KHI', 'LHR', '2026-03-21', { adults: 2, children: 1 }), ctx())).toBeNull();
    expect(await simA({ seed: 'another' }).price(offer, request, ctx())).toBeNull();
    expect(await supplier.price({ ...offer, key: offer.key.replace(/\d{1,4}\./, '9999.') }, request, ctx())).toBeNull();
    expect(await supplier.price({ ...offer, key: 'not a key' }, request, ctx())).toBeNull();
  });

  it('stops selling once the clock passes the sales cut-off before departure', async () => {
    const { offers } = await simA().search(request, ctx());
    const offer = offers[0]!;
    const later = simA({ now: () => new Date('2026-03-21T00:00:00Z') });
    expect(await later.price(offer, request, ctx())).toBeNull();
  });
});
