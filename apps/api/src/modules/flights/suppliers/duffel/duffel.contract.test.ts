import { afterAll } from 'vitest';
import { describeSupplierContract } from '../supplier-contract';
import type { TSupplierSearchRequest } from '../supplier';
import { startDuffelMock } from './duffel-mock-server';
import { createDuffelSupplier } from './duffel-supplier';

// The suite every flight adapter passes, against the Duffel adapter on the local mock server.
const mock = await startDuffelMock();
afterAll(() => mock.close());
const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
const search: TSupplierSearchRequest = {
  slices: [{ origin: 'LHR', destination: 'JFK', departureDate: inAYear }],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
};

describeSupplierContract('duffel', () => createDuffelSupplier({ code: 'duffel', token: 'duffel_test_contract', baseUrl: mock.url }), {
  withOffers: search,
  // The mock answers no offers on this route, as Duffel's sandbox does.
  withoutOffers: { ...search, slices: [{ origin: 'PVD', destination: 'RAI', departureDate: inAYear }] },
});
