import { expect } from 'vitest';
import { SupplierError, type TSupplierTraveller } from '@/modules/flights/suppliers/supplier';

/*
 * What the Duffel tests share: dates relative to today (Duffel refuses a birth date in the
 * future, and wants each child's age on the last flight's day to be the age searched), and
 * travellers with the contacts Duffel asks of every passenger.
 */

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A departure date about ten months ahead. */
export const DEPARTS = isoDay(Date.now() + 300 * DAY);

/** A birth date that makes someone `years` old on `day` (a month past that birthday). */
export function bornAged(years: number, day = DEPARTS): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return isoDay(Date.UTC(y - years, m - 1, d) - 30 * DAY);
}

export const traveller = (ref: string, type: TSupplierTraveller['type'], extra: Partial<TSupplierTraveller> = {}): TSupplierTraveller => ({
  ref,
  type,
  title: type === 'adult' ? 'Mr' : 'Mstr',
  givenName: 'Test',
  familyName: ref.toUpperCase(),
  // As searched by default: a child of 8, an infant of 1 on the day of the flight.
  bornOn: type === 'adult' ? '1985-01-02' : type === 'child' ? bornAged(8) : bornAged(1),
  gender: 'm',
  email: type === 'adult' ? 'lead@example.com' : null,
  phone: type === 'adult' ? '+923001234567' : null,
  document: null,
  ...extra,
});

export const PASSPORT = { type: 'passport' as const, number: 'P1234567', issuingCountry: 'PK', expiresOn: '2035-01-01' };

export const ctx = () => ({ signal: new AbortController().signal });

export async function failure(promise: Promise<unknown>): Promise<SupplierError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SupplierError);
  return error as SupplierError;
}
