import type { TGroupLegInput } from '@safar/contracts';
import { describe, expect, it } from 'vitest';
import { pastProblems, resolveItinerary, toLegInput, toLegView, toStoredLeg } from './group-ticket-itinerary';

const ZONES = new Map([
  ['KHI', 'Asia/Karachi'],
  ['LHE', 'Asia/Karachi'],
  ['JED', 'Asia/Riyadh'],
  ['MED', 'Asia/Riyadh'],
  ['DXB', 'Asia/Dubai'],
  ['LHR', 'Europe/London'],
]);

const leg = (flight: string, origin: string, destination: string, dep: string, arr: string): TGroupLegInput => ({
  flight_number: flight,
  origin,
  destination,
  departure_local: dep,
  arrival_local: arr,
  aircraft: null,
  origin_terminal: null,
  destination_terminal: null,
});
const outbound = [
  leg('EK 623', 'LHE', 'DXB', '2026-12-12T04:30', '2026-12-12T06:40'),
  leg('EK 803', 'DXB', 'JED', '2026-12-12T09:40', '2026-12-12T11:45'),
];
const back = [leg('SV 739', 'MED', 'LHE', '2026-12-20T12:00', '2026-12-20T19:00')];
const resolve = (over: Partial<Parameters<typeof resolveItinerary>[0]> = {}) =>
  resolveItinerary({ outbound_legs: outbound, return_legs: back, booking_cutoff_at: '2026-12-09T13:00:00Z', ...over }, ZONES);

describe('resolveItinerary', () => {
  it('derives the route, the first departure (instant and day at the origin), the return and the flight numbers', () => {
    const { problems, itinerary } = resolve();
    expect(problems).toEqual([]);
    expect(itinerary).toMatchObject({
      origin: 'LHE',
      destination: 'JED',
      departureAt: new Date('2026-12-11T23:30:00Z'),
      departureDate: '2026-12-12',
      returnDepartureAt: new Date('2026-12-20T09:00:00Z'),
      returnDate: '2026-12-20',
      returnDestination: 'LHE',
      flightNumbers: 'EK 623 EK 803 SV 739',
    });
    expect(itinerary!.outboundLegs[1]).toMatchObject({ departureTimeZone: 'Asia/Dubai', arrivalTimeZone: 'Asia/Riyadh' });
  });

  it('reads each time in its own airport: a "backwards" local arrival can still be after departure', () => {
    // Leaves Dubai 01:00 (21:00 UTC), lands Jeddah 00:30 local the same night (21:30 UTC): 30 minutes later, not before.
    const { problems } = resolve({
      outbound_legs: [leg('EK 801', 'DXB', 'JED', '2026-12-12T01:00', '2026-12-12T00:30')],
      return_legs: [],
      booking_cutoff_at: '2026-12-10T00:00:00Z',
    });
    expect(problems).toEqual([]);
  });

  it('refuses an arrival before departure, a flight over 20 hours, and a connection that leaves before landing or a day later', () => {
    const { problems } = resolve({
      outbound_legs: [
        leg('EK 623', 'LHE', 'DXB', '2026-12-12T04:30', '2026-12-12T02:30'),
        leg('EK 803', 'DXB', 'JED', '2026-12-12T09:40', '2026-12-13T08:45'),
      ],
    });
    expect(problems).toEqual([
      { path: ['outbound_legs', 0, 'arrival_local'], message: 'validation.arrival_before_departure' },
      { path: ['outbound_legs', 1, 'arrival_local'], message: 'validation.leg_too_long' },
    ]);
    const late = resolve({ outbound_legs: [outbound[0]!, leg('EK 803', 'DXB', 'JED', '2026-12-13T09:40', '2026-12-13T11:45')] });
    expect(late.problems).toEqual([{ path: ['outbound_legs', 1, 'departure_local'], message: 'validation.connection_too_long' }]);
    const early = resolve({ outbound_legs: [outbound[0]!, leg('EK 803', 'DXB', 'JED', '2026-12-12T06:00', '2026-12-12T08:05')] });
    expect(early.problems).toEqual([{ path: ['outbound_legs', 1, 'departure_local'], message: 'validation.connection_before_arrival' }]);
  });

  it('refuses a return before the outbound lands and a cut-off at or after departure', () => {
    const { problems, itinerary } = resolve({
      return_legs: [leg('SV 739', 'JED', 'LHE', '2026-12-12T11:00', '2026-12-12T18:00')],
      booking_cutoff_at: '2026-12-11T23:30:00Z',
    });
    expect(itinerary).toBeNull();
    expect(problems).toEqual([
      { path: ['return_legs', 0, 'departure_local'], message: 'validation.return_before_outbound' },
      { path: ['booking_cutoff_at'], message: 'validation.cutoff_after_departure' },
    ]);
  });

  it('refuses unknown airports and skipped local times', () => {
    expect(
      resolve({ outbound_legs: [leg('PK 1', 'KHI', 'XXX', '2026-12-12T04:30', '2026-12-12T07:00')], return_legs: [] }).problems,
    ).toEqual([{ path: ['outbound_legs', 0, 'destination'], message: 'validation.airport_unknown' }]);
    const gap = resolve({
      outbound_legs: [leg('PK 758', 'LHR', 'LHE', '2026-03-29T01:30', '2026-03-29T15:00')],
      return_legs: [],
      booking_cutoff_at: '2026-03-20T00:00:00Z',
    });
    expect(gap.problems).toEqual([{ path: ['outbound_legs', 0, 'departure_local'], message: 'validation.local_time_gap' }]);
  });
});

describe('legs as stored and answered', () => {
  it('round-trips a typed leg and answers its instants and duration', () => {
    const stored = toStoredLeg(outbound[0]!, ZONES);
    expect(toLegInput(stored)).toEqual(outbound[0]);
    expect(toLegView(stored)).toMatchObject({
      departure_time_zone: 'Asia/Karachi',
      arrival_time_zone: 'Asia/Dubai',
      departure_at: '2026-12-11T23:30:00.000Z',
      arrival_at: '2026-12-12T02:40:00.000Z',
      duration_minutes: 190,
    });
  });
});

describe('pastProblems', () => {
  const { itinerary } = resolve();
  it('asks a new block for a departure and a cut-off ahead, and only checks what changed', () => {
    const now = new Date('2026-12-10T00:00:00Z');
    expect(pastProblems(itinerary!, '2026-12-09T13:00:00Z', now, { departure: true, cutoff: true })).toEqual([
      { path: ['booking_cutoff_at'], message: 'validation.cutoff_past' },
    ]);
    expect(pastProblems(itinerary!, '2026-12-09T13:00:00Z', now, { departure: true, cutoff: false })).toEqual([]);
    expect(pastProblems(itinerary!, '2026-12-09T13:00:00Z', new Date('2026-12-12T00:00:00Z'), { departure: true, cutoff: false })).toEqual([
      { path: ['outbound_legs', 0, 'departure_local'], message: 'validation.departure_past' },
    ]);
  });
});
