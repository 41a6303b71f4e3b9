import { describe, expect, it } from 'vitest';
import type { TSupplierSegment, TSupplierSlice } from '@/modules/flights/suppliers/supplier';
import { changedFlights, compareItineraries } from './change-differences';

const seg = (flightNumber: string, origin: string, destination: string, dep: string, arr: string): TSupplierSegment => ({
  marketingCarrier: 'PK',
  operatingCarrier: null,
  flightNumber,
  origin,
  destination,
  departureLocal: dep,
  arrivalLocal: arr,
  originTerminal: null,
  destinationTerminal: null,
  aircraft: null,
  durationMinutes: 120,
});
const slice = (...segments: TSupplierSegment[]): TSupplierSlice => ({ segments, durationMinutes: 0 });

// Karachi to London over Dubai: lands in Dubai 12:00, leaves 14:30 (150 minutes on the ground).
const first = seg('211', 'KHI', 'DXB', '2027-03-10T10:00', '2027-03-10T12:00');
const second = seg('7', 'DXB', 'LHR', '2027-03-10T14:30', '2027-03-10T18:45');
const booked = [slice(first, second)];

describe('compareItineraries', () => {
  it('finds nothing in an itinerary that did not change', () => {
    const d = compareItineraries(booked, structuredClone(booked));
    expect(d.flights.map((f) => f.change)).toEqual(['unchanged', 'unchanged']);
    expect(d.lost_connections).toEqual([]);
    expect(changedFlights(d)).toBe(0);
  });

  it('gives the shift of departure and arrival of a retimed flight, in minutes either way', () => {
    const later = seg('7', 'DXB', 'LHR', '2027-03-10T15:10', '2027-03-10T19:25');
    const d = compareItineraries(booked, [slice(first, later)]);
    expect(d.flights[1]).toMatchObject({
      change: 'retimed',
      departure_shift_minutes: 40,
      arrival_shift_minutes: 40,
      flight_number_changed: false,
    });
    const earlier = seg('211', 'KHI', 'DXB', '2027-03-09T23:30', '2027-03-10T01:30');
    expect(compareItineraries(booked, [slice(earlier, second)]).flights[0]).toMatchObject({
      change: 'retimed',
      departure_shift_minutes: -630,
      arrival_shift_minutes: -630,
    });
    expect(changedFlights(d)).toBe(1);
  });

  it('marks a new flight number, even at the same times', () => {
    const renumbered = seg('9', 'DXB', 'LHR', '2027-03-10T14:30', '2027-03-10T18:45');
    const d = compareItineraries(booked, [slice(first, renumbered)]);
    expect(d.flights[1]).toMatchObject({ change: 'renumbered', flight_number_changed: true, departure_shift_minutes: 0 });
    expect(d.flights[1]!.before!.flight_number).toBe('7');
    expect(d.flights[1]!.after!.flight_number).toBe('9');
  });

  it('finds a connection made shorter than the minimum, and one made negative', () => {
    // The first flight lands 110 minutes later: 40 minutes left in Dubai.
    const lateFirst = seg('211', 'KHI', 'DXB', '2027-03-10T11:50', '2027-03-10T13:50');
    const short = compareItineraries(booked, [slice(lateFirst, second)]);
    expect(short.lost_connections).toEqual([{ slice: 0, airport: 'DXB', minutes: 40, minutes_before: 150, minimum_minutes: 60 }]);
    // The connection leaves before the first flight lands.
    const early = seg('7', 'DXB', 'LHR', '2027-03-10T11:15', '2027-03-10T15:30');
    expect(compareItineraries(booked, [slice(first, early)]).lost_connections[0]).toMatchObject({ minutes: -45, minutes_before: 150 });
    // Exactly the minimum is still a connection.
    const justEnough = seg('7', 'DXB', 'LHR', '2027-03-10T13:00', '2027-03-10T17:15');
    expect(compareItineraries(booked, [slice(first, justEnough)]).lost_connections).toEqual([]);
  });

  it('marks every flight of a cancelled itinerary as cancelled', () => {
    const d = compareItineraries(booked, []);
    expect(d.flights.map((f) => f.change)).toEqual(['cancelled', 'cancelled']);
    expect(d.flights[0]).toMatchObject({ after: null, departure_shift_minutes: null });
    expect(d.lost_connections).toEqual([]);
  });

  it('marks a flight added to a slice', () => {
    const d = compareItineraries([slice(seg('1', 'KHI', 'LHR', '2027-03-10T10:00', '2027-03-10T16:00'))], booked);
    expect(d.flights.map((f) => f.change)).toEqual(['renumbered', 'added']);
  });
});
