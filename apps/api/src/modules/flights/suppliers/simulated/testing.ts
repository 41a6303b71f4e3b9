import type { TBookingContractFixtures } from '@/modules/flights/suppliers/booking-contract';
import type { FlightSupplier, TSupplierContext, TSupplierSearchRequest, TSupplierTraveller } from '@/modules/flights/suppliers/supplier';
import { SIMULATED_DEFAULTS } from './defaults';
import { createSimulatedSupplier, type TSimulatedOptions } from './simulated-supplier';

/** Shared by the simulator's tests: a fixed clock, searches, and the two default instances without latency. */

export const TEST_NOW = new Date('2026-03-01T08:00:00Z');
export const fixedClock = (): Date => TEST_NOW;

export const ctx = (): TSupplierContext => ({ signal: new AbortController().signal });

type TPax = Partial<Pick<TSupplierSearchRequest, 'adults' | 'children' | 'infants' | 'cabin'>>;

export function oneWay(origin: string, destination: string, departureDate = '2026-03-20', pax: TPax = {}): TSupplierSearchRequest {
  return { slices: [{ origin, destination, departureDate }], adults: 1, children: 0, infants: 0, cabin: 'economy', ...pax };
}

export function returnTrip(
  origin: string,
  destination: string,
  out = '2026-03-20',
  back = '2026-03-27',
  pax: TPax = {},
): TSupplierSearchRequest {
  return {
    ...oneWay(origin, destination, out, pax),
    slices: [
      { origin, destination, departureDate: out },
      { origin: destination, destination: origin, departureDate: back },
    ],
  };
}

export const simA = (overrides: Partial<TSimulatedOptions> = {}): FlightSupplier =>
  createSimulatedSupplier({ ...SIMULATED_DEFAULTS['sim-gds-a'], latencyMs: 0, now: fixedClock, ...overrides });

export const simB = (overrides: Partial<TSimulatedOptions> = {}): FlightSupplier =>
  createSimulatedSupplier({ ...SIMULATED_DEFAULTS['sim-gds-b'], latencyMs: 0, now: fixedClock, ...overrides });

export const traveller = (ref: string, type: TSupplierTraveller['type'], extra: Partial<TSupplierTraveller> = {}): TSupplierTraveller => ({
  ref,
  type,
  title: type === 'adult' ? 'MR' : 'MSTR',
  givenName: `Given${ref}`,
  familyName: 'Khan',
  bornOn: type === 'adult' ? '1985-04-01' : type === 'child' ? '2018-06-01' : '2025-09-01',
  gender: 'm',
  email: null,
  phone: null,
  document: null,
  ...extra,
});

/** An adult, a child and an infant on the adult's lap, and a search for them. */
export const family = [traveller('a1', 'adult'), traveller('c1', 'child'), traveller('i1', 'infant', { infantOf: 'a1' })];
export const familySearch = oneWay('KHI', 'DXB', '2026-03-20', { adults: 1, children: 1, infants: 1 });

/** The booking contract's fixtures for a simulator on the fixed clock: an offer "expires" by moving its expiry into the past. */
export const simulatorBookingFixtures: TBookingContractFixtures = {
  search: familySearch,
  travellers: family,
  now: fixedClock,
  pick: (offers) => offers.find((o) => o.validatingCarrier === 'EK' && o.ticketingDeadline !== null),
  expire: (offer) => ({ ...offer, expiresAt: new Date(TEST_NOW.getTime() - 60_000).toISOString() }),
};
