import type { FlightSupplier, TSupplierContext, TSupplierSearchRequest } from '@/modules/flights/suppliers/supplier';
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
