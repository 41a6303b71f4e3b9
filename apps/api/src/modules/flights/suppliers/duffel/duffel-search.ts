import type { CreateOfferRequestPassenger, CreateOfferRequestSlice, CabinClass } from '@duffel/api/types';
import type { TCabinClass } from '@safar/contracts';
import {
  SupplierError,
  type TSupplierContext,
  type TSupplierOffer,
  type TSupplierSearchRequest,
  type TSupplierSearchResult,
} from '@/modules/flights/suppliers/supplier';
import { toSupplierError, withDeadline, type TDuffelSubject } from './duffel-errors';
import { mapOffer, readOfferPayload, type TDuffelOfferPayload } from './duffel-offer-mapper';
import type { Duffel } from './duffel-sdk';

/** What every Duffel call of one adapter shares. */
export interface TDuffelRuntime {
  code: string;
  duffel: Duffel;
  now: () => number;
  maxOffers: number;
  pageSize: number;
  supplierTimeoutMs: number;
  /** Most connections per slice asked for (Duffel accepts 0–2). */
  maxConnections: number;
}

/**
 * The context the core passes. `deadline` (epoch ms) is optional: when the core gives it, the
 * search tells Duffel how long it may wait for airlines; the signal alone cannot say when it
 * will fire.
 */
export type TDuffelContext = TSupplierContext & { deadline?: number };

export const callDuffel = <T>(rt: TDuffelRuntime, ctx: TSupplierContext, subject: TDuffelSubject, call: () => Promise<T>): Promise<T> =>
  withDeadline(ctx.signal, subject, rt.now, call);

/*
 * Duffel wants an age for every passenger under 18, and checks at booking that each one's age
 * on the last slice's departure date is the age searched. The request's `childAges` and
 * `infantAges` give the real ages when the caller knows them; otherwise children are searched
 * as 8-year-olds and infants as 1-year-olds (lap infants), ages inside every airline's child
 * (2–11) and infant (under 2) bands.
 */
export const CHILD_SEARCH_AGE = 8;
export const INFANT_SEARCH_AGE = 1;

const DUFFEL_CABIN: Record<TCabinClass, CabinClass> = {
  economy: 'economy',
  premium_economy: 'premium_economy',
  business: 'business',
  first: 'first',
  // Duffel has no premium business or premium first cabins: the nearest is searched.
  premium_business: 'business',
  premium_first: 'first',
};

/** Duffel accepts 2–60 s for how long it waits for airlines. */
const SUPPLIER_TIMEOUT_RANGE = [2_000, 60_000] as const;

/**
 * How long Duffel may wait for airlines: the time left before the deadline, less a fifth (at
 * least half a second) kept for reading the offers; or the configured default without a deadline.
 */
export function supplierTimeout(rt: TDuffelRuntime, ctx: TDuffelContext): number {
  const wanted =
    ctx.deadline === undefined
      ? rt.supplierTimeoutMs
      : (() => {
          const left = ctx.deadline - rt.now();
          return left - Math.max(500, Math.round(left / 5));
        })();
  return Math.min(SUPPLIER_TIMEOUT_RANGE[1], Math.max(SUPPLIER_TIMEOUT_RANGE[0], Math.round(wanted)));
}

const AGE_BANDS = { child: [2, 11], infant: [0, 1] } as const;

/** The ages to search the children or infants with: the given ones, checked, else the typical age. */
function agesOf(kind: 'child' | 'infant', count: number, given: number[] | undefined, fallback: number): number[] {
  if (given === undefined) return Array.from({ length: count }, () => fallback);
  const [min, max] = AGE_BANDS[kind];
  if (given.length !== count)
    throw new SupplierError('rejected', `The search names ${count} ${kind}(ren) but gives ${given.length} age(s)`);
  if (given.some((age) => !Number.isInteger(age) || age < min || age > max))
    throw new SupplierError('rejected', `A ${kind}'s age must be a whole number from ${min} to ${max}`);
  return given;
}

export function searchPassengers(
  request: Pick<TSupplierSearchRequest, 'adults' | 'children' | 'infants' | 'childAges' | 'infantAges'>,
): CreateOfferRequestPassenger[] {
  return [
    ...Array.from({ length: request.adults }, () => ({ type: 'adult' as const })),
    ...agesOf('child', request.children, request.childAges, CHILD_SEARCH_AGE).map((age) => ({ age })),
    ...agesOf('infant', request.infants, request.infantAges, INFANT_SEARCH_AGE).map((age) => ({ age })),
  ];
}

/**
 * One offer request (offers not returned inline, so they can be read sorted and in pages), then
 * the offers by price, page after page, up to `maxOffers`. An offer the adapter cannot represent
 * exactly (a currency Safar does not keep) is left out and the answer marked partial.
 */
export async function searchOffers(
  rt: TDuffelRuntime,
  request: TSupplierSearchRequest,
  ctx: TDuffelContext,
): Promise<TSupplierSearchResult> {
  // Refused before anything is sent when the ages do not fit the party.
  const passengers = searchPassengers(request);
  const created = await callDuffel(rt, ctx, 'search', () =>
    rt.duffel.offerRequests.create({
      // Only the fields Duffel needs: the SDK's type also lists optional time-range filters.
      slices: request.slices.map(
        (s) => ({ origin: s.origin, destination: s.destination, departure_date: s.departureDate }) as CreateOfferRequestSlice,
      ),
      passengers,
      cabin_class: DUFFEL_CABIN[request.cabin],
      max_connections: rt.maxConnections as 0 | 1 | 2,
      return_offers: false,
      supplier_timeout: supplierTimeout(rt, ctx),
    }),
  );
  const limit = Math.min(rt.pageSize, rt.maxOffers);
  const offers: TSupplierOffer[] = [];
  let skipped = 0;
  let firstProblem = '';
  let after: string | undefined;
  do {
    const cursor = after;
    const page = await callDuffel(rt, ctx, 'search', () =>
      rt.duffel.offers.list({ offer_request_id: created.data.id, sort: 'total_amount', limit, ...(cursor ? { after: cursor } : {}) }),
    );
    for (const offer of page.data) {
      if (offers.length >= rt.maxOffers) break;
      try {
        offers.push(mapOffer(offer, request.cabin));
      } catch (error) {
        skipped += 1;
        firstProblem ||= error instanceof Error ? error.message : String(error);
      }
    }
    after = page.meta?.after ?? undefined;
  } while (after && offers.length < rt.maxOffers);
  if (offers.length === 0 && skipped > 0)
    throw new SupplierError('rejected', `None of Duffel's ${skipped} offers could be read: ${firstProblem}`);
  // Duffel sorts already; a stable sort keeps that order and guards against a page out of step.
  offers.sort((a, b) => a.totalMinor - b.totalMinor);
  return { offers, partial: skipped > 0 };
}

/** The adapter's own payload of an offer; an offer from elsewhere is refused. */
export function payloadOf(rt: TDuffelRuntime, offer: TSupplierOffer): TDuffelOfferPayload {
  try {
    return readOfferPayload(offer);
  } catch {
    throw new SupplierError('rejected', `This offer was not made by ${rt.code}`);
  }
}

/** Fetches the offer again; null once Duffel no longer has it or it has expired. */
export async function priceOffer(
  rt: TDuffelRuntime,
  offer: TSupplierOffer,
  request: TSupplierSearchRequest,
  ctx: TDuffelContext,
): Promise<TSupplierOffer | null> {
  const { offerId } = payloadOf(rt, offer);
  try {
    const fresh = await callDuffel(rt, ctx, 'offer', () => rt.duffel.offers.get(offerId, { return_available_services: true }));
    const mapped = mapOffer(fresh.data, request.cabin);
    return Date.parse(mapped.expiresAt) <= rt.now() ? null : mapped;
  } catch (error) {
    const failure = toSupplierError(error, 'offer', rt.now());
    if (failure.kind === 'offer_gone') return null;
    throw failure;
  }
}
