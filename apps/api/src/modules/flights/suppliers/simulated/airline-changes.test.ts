import { describe, expect, it } from 'vitest';
import type { TSupplierSlice } from '@/modules/flights/suppliers/supplier';
import { expectSupplierError } from '@/modules/flights/suppliers/supplier-contract';
import { changedSlices, changeRecord, shiftLocal } from './airline-changes';
import type { TSimulatedSupplier } from './simulated-supplier';
import { ctx, family, familySearch, simA } from './testing';

const slices: TSupplierSlice[] = [
  {
    durationMinutes: 300,
    segments: [
      {
        marketingCarrier: 'EK',
        operatingCarrier: null,
        flightNumber: '601',
        origin: 'KHI',
        destination: 'DXB',
        departureLocal: '2027-01-31T23:10',
        arrivalLocal: '2027-02-01T00:40',
        originTerminal: null,
        destinationTerminal: null,
        aircraft: null,
        durationMinutes: 150,
      },
    ],
  },
];

describe('the simulated airline changes a booked order', () => {
  it('moves a flight across midnight and the month, renumbers it, or cancels everything', () => {
    expect(shiftLocal('2027-01-31T23:10', 90)).toBe('2027-02-01T00:40');
    expect(shiftLocal('2027-01-31T00:10', -30)).toBe('2027-01-30T23:40');
    const later = changedSlices(slices, { kind: 'retime', segmentIndex: 0, minutes: 90 })!;
    expect(later[0]!.segments[0]).toMatchObject({ departureLocal: '2027-02-01T00:40', arrivalLocal: '2027-02-01T02:10' });
    // The booked slices are left as they were.
    expect(slices[0]!.segments[0]!.departureLocal).toBe('2027-01-31T23:10');
    expect(changedSlices(slices, { kind: 'renumber', segmentIndex: 0 })![0]!.segments[0]!.flightNumber).toBe('1601');
    expect(changedSlices(slices, { kind: 'cancel' })).toEqual([]);
    expect(changedSlices(slices, { kind: 'renumber', segmentIndex: 3 })).toBeNull();
  });

  it('wants an answer within two days, an hour before the first flight at the latest, never before now', () => {
    const now = Date.parse('2027-01-01T00:00:00Z');
    expect(changeRecord('K', 0, slices, slices, now, now + 10 * 86_400_000).answerBy).toBe('2027-01-03T00:00:00.000Z');
    expect(changeRecord('K', 0, slices, slices, now, now + 5 * 3_600_000).answerBy).toBe('2027-01-01T04:00:00.000Z');
    expect(changeRecord('K', 1, slices, [], now, now + 1000).answerBy).toBe('2027-01-01T00:00:00.000Z');
    expect(changeRecord('K', 1, slices, [], now, now).kind).toBe('cancellation');
  });

  it('keeps one change waiting per order; accepting puts the new flights on it, once', async () => {
    const supplier = simA() as TSimulatedSupplier;
    const { offers } = await supplier.search(familySearch, ctx());
    const offer = offers.find((o) => o.ticketingDeadline !== null)!;
    const held = await supplier.book(
      { offer, travellers: family, services: [], mode: 'hold', expectedTotalMinor: offer.totalMinor },
      ctx(),
    );
    const change = await supplier.makeAirlineChange(held.orderKey, { kind: 'retime', segmentIndex: 0, minutes: 45 }, ctx());
    expect(change).toMatchObject({ changeKey: `${held.orderKey}:SC1`, kind: 'schedule', orderKey: held.orderKey });
    expect(await supplier.airlineChanges(held.orderKey, ctx())).toEqual([change]);
    await expectSupplierError(supplier.makeAirlineChange(held.orderKey, { kind: 'cancel' }, ctx()), 'rejected');
    await supplier.answerAirlineChange!(change, 'accept', ctx());
    expect((await supplier.retrieve(held.orderKey, ctx())).offer!.slices).toEqual(change.after);
    expect(await supplier.airlineChanges(held.orderKey, ctx())).toEqual([]);
    await expectSupplierError(supplier.answerAirlineChange!(change, 'refund', ctx()), 'rejected');
    // A second change, a cancellation: only a refund, which cancels the order.
    const cancelled = await supplier.makeAirlineChange(held.orderKey, { kind: 'cancel' }, ctx());
    expect(cancelled.changeKey).toBe(`${held.orderKey}:SC2`);
    await expectSupplierError(supplier.answerAirlineChange!(cancelled, 'accept', ctx()), 'rejected');
    await supplier.answerAirlineChange!(cancelled, 'refund', ctx());
    expect((await supplier.retrieve(held.orderKey, ctx())).status).toBe('cancelled');
  });
});
