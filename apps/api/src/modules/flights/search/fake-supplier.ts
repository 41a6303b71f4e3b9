import type { TPassengerType } from '@safar/contracts';
import { SupplierError, type FlightSupplier, type TSupplierOffer, type TSupplierSearchRequest } from '../suppliers/supplier';

/**
 * A supplier for tests of the search itself: answers the offers it is given after `delayMs`
 * (or never, with 'hang'), honouring the abort signal like a real adapter should. It keeps
 * the requests it was asked, so a test can see what reached the supplier.
 */
export function fakeSupplier(
  code: string,
  options: { offers?: (r: TSupplierSearchRequest) => TSupplierOffer[]; delayMs?: number; behaviour?: 'ok' | 'hang' | 'fail' } = {},
): FlightSupplier & { calls: number; requests: TSupplierSearchRequest[] } {
  const refuse = () => Promise.reject(new SupplierError('not_supported', 'fake'));
  const supplier = {
    code,
    calls: 0,
    requests: [] as TSupplierSearchRequest[],
    capabilities: new Set(['search'] as const),
    async search(request: TSupplierSearchRequest, { signal }: { signal: AbortSignal }) {
      supplier.calls += 1;
      supplier.requests.push(request);
      if (options.behaviour === 'fail') throw new SupplierError('unavailable', 'down');
      await new Promise<void>((resolve, reject) => {
        if (options.behaviour === 'hang') {
          signal.addEventListener('abort', () => reject(new SupplierError('timeout', 'aborted')), { once: true });
          return;
        }
        const timer = setTimeout(resolve, options.delayMs ?? 0);
        signal.addEventListener('abort', () => (clearTimeout(timer), reject(new SupplierError('timeout', 'aborted'))), { once: true });
      });
      return { offers: options.offers?.(request) ?? [], partial: false };
    },
    price: refuse,
    services: refuse,
    book: refuse,
    issue: refuse,
    retrieve: refuse,
    cancelQuote: refuse,
    cancelConfirm: refuse,
    void: refuse,
    importPnr: refuse,
  };
  return supplier;
}

/** A one-segment offer on the request's first slice, priced `adultMinor` per adult. */
export function fakeOffer(
  r: TSupplierSearchRequest,
  overrides: { key?: string; carrier?: string; currency?: string; adultMinor?: number; departure?: string; expiresAt?: string } = {},
): TSupplierOffer {
  const slice = r.slices[0]!;
  const departure = overrides.departure ?? '10:00';
  const adult = overrides.adultMinor ?? 50_000;
  const passengers = (
    [
      ['adult', r.adults, adult],
      ['child', r.children, Math.round(adult * 0.75)],
      ['infant', r.infants, Math.round(adult * 0.1)],
    ] as [TPassengerType, number, number][]
  )
    .filter(([, count]) => count > 0)
    .map(([type, count, total]) => ({ type, count, baseMinor: total - 1000, taxMinor: 1000, totalMinor: total }));
  return {
    key: overrides.key ?? `${slice.origin}${slice.destination}-${departure}`,
    validatingCarrier: overrides.carrier ?? 'PK',
    slices: [
      {
        durationMinutes: 150,
        segments: [
          {
            marketingCarrier: overrides.carrier ?? 'PK',
            operatingCarrier: null,
            flightNumber: '301',
            origin: slice.origin,
            destination: slice.destination,
            departureLocal: `${slice.departureDate}T${departure}`,
            arrivalLocal: `${slice.departureDate}T11:30`,
            originTerminal: null,
            destinationTerminal: '1',
            aircraft: '320',
            durationMinutes: 150,
          },
        ],
      },
    ],
    cabin: r.cabin,
    fareBrand: 'Value',
    baggage: { carryOnPieces: 1, carryOnKg: 7, checkedPieces: 1, checkedKg: 23 },
    refund: { allowed: true, penaltyMinor: 5000 },
    change: { allowed: true, penaltyMinor: 2000 },
    currency: overrides.currency ?? 'PKR',
    passengers,
    totalMinor: passengers.reduce((sum, p) => sum + p.totalMinor * p.count, 0),
    seatsLeft: 4,
    expiresAt: overrides.expiresAt ?? new Date(Date.now() + 30 * 60_000).toISOString(),
    ticketingDeadline: null,
    payload: { fake: true },
  };
}
