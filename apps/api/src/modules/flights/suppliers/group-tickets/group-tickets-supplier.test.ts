import { describe, expect, it } from 'vitest';
import { describeSupplierContract } from '../supplier-contract';
import type { TSupplierSearchRequest } from '../supplier';
import { createGroupTicketsSupplier, type TGroupBlock } from './group-tickets-supplier';

const NOW = new Date('2030-03-01T08:00:00Z');

function block(overrides: Partial<TGroupBlock> = {}): TGroupBlock {
  return {
    id: 'block-1',
    reference: 'GT-TEST1',
    airline: 'SV',
    cabin: 'economy',
    outbound: [
      {
        carrier: 'SV',
        flightNumber: '701',
        origin: 'KHI',
        destination: 'JED',
        departureLocal: '2030-03-10T04:00',
        arrivalLocal: '2030-03-10T06:30',
        durationMinutes: 270,
        aircraft: '320',
        originTerminal: 'M',
        destinationTerminal: '1',
      },
    ],
    inbound: [],
    seatsLeft: 12,
    currency: 'PKR',
    fares: { adult: 185_000_00, child: 160_000_00, infant: 30_000_00 },
    baggage: { carryOnPieces: 1, carryOnKg: 7, checkedPieces: 2, checkedKg: 23 },
    refundable: false,
    cutoffAt: '2030-03-08T19:00:00.000Z',
    ...overrides,
  };
}

const request = (over: Partial<TSupplierSearchRequest> = {}): TSupplierSearchRequest => ({
  slices: [{ origin: 'KHI', destination: 'JED', departureDate: '2030-03-10' }],
  adults: 2,
  children: 1,
  infants: 1,
  cabin: 'economy',
  ...over,
});

function supplier(blocks: TGroupBlock[]) {
  const matches = (r: TSupplierSearchRequest) =>
    blocks.filter(
      (b) => b.outbound[0]!.origin === r.slices[0]!.origin && b.outbound[b.outbound.length - 1]!.destination === r.slices[0]!.destination,
    );
  return createGroupTicketsSupplier({
    code: 'group-tickets',
    load: async (r) => matches(r),
    loadOne: async (id) => blocks.find((b) => b.id === id) ?? null,
    now: () => NOW,
  });
}

describeSupplierContract('group tickets', () => supplier([block()]), {
  withOffers: request(),
  withoutOffers: request({ slices: [{ origin: 'LHE', destination: 'DXB', departureDate: '2030-03-10' }] }),
  now: () => NOW,
});

describe('group tickets as offers', () => {
  it('sells the block at its selling fares per passenger type, with its seats and cut-off', async () => {
    const { offers } = await supplier([block()]).search(request(), { signal: new AbortController().signal });
    expect(offers).toHaveLength(1);
    const offer = offers[0]!;
    expect(offer.passengers.map((p) => [p.type, p.count, p.totalMinor])).toEqual([
      ['adult', 2, 185_000_00],
      ['child', 1, 160_000_00],
      ['infant', 1, 30_000_00],
    ]);
    expect(offer.totalMinor).toBe(2 * 185_000_00 + 160_000_00 + 30_000_00);
    expect(offer.seatsLeft).toBe(12);
    expect(offer.expiresAt).toBe('2030-03-01T08:30:00.000Z');
    expect(offer.payload).toEqual({ groupTicketId: 'block-1', reference: 'GT-TEST1' });
  });

  it('offers nothing for more seated passengers than seats left, a passenger type it does not sell, or the wrong trip type', async () => {
    const ask = (b: TGroupBlock, r: TSupplierSearchRequest) => supplier([b]).search(r, { signal: new AbortController().signal });
    expect((await ask(block({ seatsLeft: 2 }), request())).offers).toHaveLength(0);
    expect((await ask(block({ fares: { adult: 1, child: null, infant: 1 } }), request())).offers).toHaveLength(0);
    const back = request({ slices: [...request().slices, { origin: 'JED', destination: 'KHI', departureDate: '2030-03-20' }] });
    expect((await ask(block(), back)).offers).toHaveLength(0);
  });

  it('re-checks an offer against the block as it is now', async () => {
    const blocks = [block()];
    const s = supplier(blocks);
    const [offer] = (await s.search(request(), { signal: new AbortController().signal })).offers;
    blocks[0] = block({ fares: { adult: 190_000_00, child: 160_000_00, infant: 30_000_00 } });
    expect((await s.price(offer!, request(), { signal: new AbortController().signal }))?.totalMinor).toBe(
      2 * 190_000_00 + 160_000_00 + 30_000_00,
    );
    blocks.length = 0;
    expect(await s.price(offer!, request(), { signal: new AbortController().signal })).toBeNull();
  });
});
